import { currencyPattern, formatNumber, fractionDigits, numberStyleOf, type NumberOptions, type NumberStyle } from './number-style';

// The one memo of Intl objects (decision 158): building one costs more than a page's use of it. Safe for the
// browser bundle; its keys are the shop's locales times the formats named in code, a closed set, so it is unbounded.
type IntlObject = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames | Intl.PluralRules | NumberFormatter | NumberStyle;
const made = new Map<string, IntlObject>();

function memo<T extends IntlObject>(key: string, create: () => T): T {
  let found = made.get(key) as T | undefined;
  if (!found) made.set(key, (found = create()));
  return found;
}

export interface NumberFormatter {
  format(value: number): string;
}

/** The style numbers are written with (decision 172): the server's, given to the browser with the page; without
 * one, this runtime's Intl. */
function numberStyle(locale: string): NumberStyle {
  return memo(`style|${locale}`, () => numberStyleOf(locale, []));
}

/** The style a page's HTML is written with, handed to the browser: the locale's, with the store's currency. */
export function pageNumberStyle(locale: string, currency: string | undefined): NumberStyle {
  return memo(`page-style|${locale}|${currency ?? ''}`, () => numberStyleOf(locale, currency ? [currency] : []));
}

/** The browser takes the server's style for the page's locale before hydration. */
export function adoptNumberStyle(style: NumberStyle): void {
  made.set(`style|${style.locale}`, style);
}

export function numberFormat(locale: string, options: NumberOptions = {}): NumberFormatter {
  return memo(`number|${locale}|${JSON.stringify(options)}`, () => {
    const style = numberStyle(locale);
    const currency = options.style === 'currency' ? (options.currency ?? '') : '';
    const pattern = currency ? (style.currencies[currency] ??= currencyPattern(locale, currency)) : options.style === 'percent' ? style.percent : style.decimal;
    const digits = fractionDigits(options);
    return { format: (value: number) => formatNumber(style, options, value, pattern, digits) };
  });
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return memo(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function displayNames(locale: string, type: Intl.DisplayNamesOptions['type']): Intl.DisplayNames {
  return memo(`names|${locale}|${type}`, () => new Intl.DisplayNames([locale], { type }));
}

export function pluralRules(locale: string): Intl.PluralRules {
  return memo(`plural|${locale}`, () => new Intl.PluralRules(locale));
}
