// The one memo of Intl objects (decision 158): building one costs more than a page's use of it. Safe for the
// browser bundle; its keys are the shop's locales times the formats named in code, a closed set, so it is unbounded.
type IntlObject = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames | Intl.PluralRules;
const made = new Map<string, IntlObject>();

function memo<T extends IntlObject>(key: string, create: () => T): T {
  let found = made.get(key) as T | undefined;
  if (!found) made.set(key, (found = create()));
  return found;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return memo(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
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
