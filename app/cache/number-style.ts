// How a locale writes numbers, as the server's Intl writes them, so that the browser writes the same figures. Engines
// ship different CLDR data: Node's fr-CH groups thousands with an apostrophe and Chromium's with a narrow space;
// WebKitGTK's it-IT and sl-SI group four-digit numbers and its nb-NO puts "kr" first. A figure the browser writes
// differently from the server's HTML fails hydration, and React then renders the whole document again.
// Safe for the browser bundle.

/** What stands around the digits, for positive and negative values. */
export interface NumberPattern {
  prefix: string;
  suffix: string;
  negativePrefix: string;
  negativeSuffix: string;
  group: string;
  decimal: string;
}

export interface NumberStyle {
  locale: string;
  /** Digits the leftmost group needs before a separator is written (2: "7039,50 €" but "12 345,00 €"). */
  minimumGrouping: number;
  decimal: NumberPattern;
  percent: NumberPattern;
  /** By currency code. */
  currencies: Record<string, NumberPattern>;
}

export type NumberOptions = Pick<Intl.NumberFormatOptions, 'style' | 'currency' | 'minimumFractionDigits' | 'maximumFractionDigits'>;

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

function patternOf(format: Intl.NumberFormat, sample: number): NumberPattern {
  const around = (parts: Intl.NumberFormatPart[]) => {
    const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
    const last = parts.length - 1 - [...parts].reverse().findIndex((part) => NUMBER_PARTS.has(part.type));
    const join = (slice: Intl.NumberFormatPart[]) => slice.map((part) => part.value).join('');
    return { prefix: join(parts.slice(0, first)), suffix: join(parts.slice(last + 1)) };
  };
  const positive = format.formatToParts(sample);
  const negative = around(format.formatToParts(-sample));
  return {
    ...around(positive),
    negativePrefix: negative.prefix,
    negativeSuffix: negative.suffix,
    group: positive.find((part) => part.type === 'group')?.value ?? '',
    decimal: positive.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** The pattern of one currency in a locale, from this runtime's Intl. */
export function currencyPattern(locale: string, currency: string): NumberPattern {
  return patternOf(new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }), 1234567.5);
}

/** The locale's style from this runtime's Intl: on the server, the one its HTML is written with. */
export function numberStyleOf(locale: string, currencies: readonly string[]): NumberStyle {
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    locale,
    minimumGrouping: plain.formatToParts(1234).some((part) => part.type === 'group') ? 1 : 2,
    decimal: patternOf(plain, 1234567.5),
    percent: patternOf(new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }), 12345.675),
    currencies: Object.fromEntries(currencies.map((currency) => [currency, currencyPattern(locale, currency)])),
  };
}

function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Intl's fraction digits for these options: its defaults, and a minimum never above the maximum. */
export function fractionDigits(options: NumberOptions): [number, number] {
  const byDefault = options.style === 'currency' ? currencyDigits(options.currency ?? '') : options.style === 'percent' ? 0 : null;
  const defaultMinimum = byDefault ?? 0;
  const defaultMaximum = byDefault ?? 3;
  const { minimumFractionDigits: minimum, maximumFractionDigits: maximum } = options;
  if (minimum !== undefined && maximum !== undefined) return [minimum, maximum];
  if (maximum !== undefined) return [Math.min(defaultMinimum, maximum), maximum];
  if (minimum !== undefined) return [minimum, Math.max(defaultMaximum, minimum)];
  return [defaultMinimum, defaultMaximum];
}

/** The digits of a non-negative value as Intl rounds them: the shortest decimal that reads back as the value (what
 * `String()` writes), shifted for a percent, rounded half away from zero on those decimal digits. */
function roundedDigits(value: number, shift: number, maximum: number): [string, string] | null {
  const written = String(value);
  if (written.includes('e')) return null;
  const point = written.indexOf('.');
  let digits = point < 0 ? written : written.slice(0, point) + written.slice(point + 1);
  let integerLength = (point < 0 ? written.length : point) + shift;
  while (digits.length < integerLength) digits += '0';
  const kept = integerLength + maximum;
  if (digits.length > kept) {
    const roundUp = digits.charCodeAt(kept) >= 53;
    digits = digits.slice(0, kept);
    if (roundUp) {
      let index = digits.length - 1;
      while (index >= 0 && digits[index] === '9') index -= 1;
      digits = index < 0 ? `1${'0'.repeat(digits.length)}` : digits.slice(0, index) + String.fromCharCode(digits.charCodeAt(index) + 1) + '0'.repeat(digits.length - index - 1);
      if (index < 0) integerLength += 1;
    }
  }
  const integer = digits.slice(0, integerLength).replace(/^0+(?=\d)/, '') || '0';
  return [integer, digits.slice(integerLength)];
}

/** Writes a value as the style says, for the options the shop uses (decimal, percent, currency; fraction digits);
 * `digits` is `fractionDigits(options)`, worked out once per formatter. */
export function formatNumber(style: NumberStyle, options: NumberOptions, value: number, pattern: NumberPattern, digits = fractionDigits(options)): string {
  const [minimum, maximum] = digits;
  const shift = options.style === 'percent' ? 2 : 0;
  const [integer, rounded] = roundedDigits(Math.abs(value), shift, maximum) ?? plainDigits(Math.abs(value) * 10 ** shift, maximum);
  let end = rounded.length;
  while (end > minimum && rounded.charCodeAt(end - 1) === 48) end -= 1;
  const fraction = rounded.slice(0, end).padEnd(minimum, '0');
  let grouped = integer;
  if (integer.length - 3 >= style.minimumGrouping) {
    grouped = integer.slice(0, ((integer.length - 1) % 3) + 1);
    for (let index = grouped.length; index < integer.length; index += 3) grouped += pattern.group + integer.slice(index, index + 3);
  }
  const number = fraction ? `${grouped}${pattern.decimal}${fraction}` : grouped;
  return value < 0 ? `${pattern.negativePrefix}${number}${pattern.negativeSuffix}` : `${pattern.prefix}${number}${pattern.suffix}`;
}

/** Figures `String()` writes with an exponent (below 1e-6, from 1e21): 'en-US' digits, which every engine writes
 * alike. */
function plainDigits(value: number, maximum: number): [string, string] {
  const [integer, fraction = ''] = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: maximum }).format(value).split('.');
  return [integer, fraction];
}
