import type { CentPrecisionMoney, RoundingMode } from '@commercetools/platform-sdk';

// ISO 4217 minor units, as commercetools uses them (HUF and CZK have 2 digits there, like EUR).
const ZERO_DIGITS = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
const THREE_DIGITS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

export function fractionDigitsOf(currencyCode: string): number {
  const code = currencyCode.toUpperCase();
  if (ZERO_DIGITS.has(code)) return 0;
  if (THREE_DIGITS.has(code)) return 3;
  return 2;
}

export function money(centAmount: number, currencyCode: string): CentPrecisionMoney {
  return { type: 'centPrecision', centAmount, currencyCode, fractionDigits: fractionDigitsOf(currencyCode) };
}

/** Exact integer arithmetic; HalfEven is commercetools' default for prices and taxes (Cart.priceRoundingMode /
 * taxRoundingMode). */
export function divRound(num: bigint, den: bigint, mode: RoundingMode = 'HalfEven'): bigint {
  if (den === 0n) throw new Error('division by zero');
  if (den < 0n) return divRound(-num, -den, mode);
  const negative = num < 0n;
  const abs = negative ? -num : num;
  const quotient = abs / den;
  const twiceRemainder = (abs % den) * 2n;
  let rounded = quotient;
  if (twiceRemainder > den) rounded = quotient + 1n;
  else if (twiceRemainder === den) {
    if (mode === 'HalfUp') rounded = quotient + 1n;
    else if (mode === 'HalfEven') rounded = quotient % 2n === 0n ? quotient : quotient + 1n;
  }
  return negative ? -rounded : rounded;
}

/** amount × numerator / denominator, rounded; amounts stay far below 2^53 so Number is safe at the edges. */
export function mulDivRound(amount: number, numerator: number, denominator: number, mode: RoundingMode = 'HalfEven'): number {
  return Number(divRound(BigInt(amount) * BigInt(numerator), BigInt(denominator), mode));
}

/** Tax rates are decimals (0.2, 0.081, 0.255); as parts per million they become exact integers. */
export function rateToPpm(rate: number): number {
  return Math.round(rate * 1_000_000);
}

/** A predicate money string ("100.00 EUR") in cents; undefined when it is none or has more decimals than the
 * currency. */
export function parseMoneyString(text: string): CentPrecisionMoney | undefined {
  const match = /^\s*(-?\d+)(?:\.(\d+))?\s+([A-Z]{3})\s*$/.exec(text);
  if (!match) return undefined;
  const [, whole, fraction = '', currencyCode] = match;
  const digits = fractionDigitsOf(currencyCode);
  if (fraction.length > digits) return undefined;
  const cents = BigInt(whole) * 10n ** BigInt(digits) + (whole.startsWith('-') ? -1n : 1n) * BigInt(fraction.padEnd(digits, '0') || '0');
  return money(Number(cents), currencyCode);
}
