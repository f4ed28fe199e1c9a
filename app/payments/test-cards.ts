/** The local simulator's documented test cards (README "Card payments", decision 035): Adyen's own numbers, so they also
 *  work against Adyen's test environment. A past expiry, another security code or another valid number is refused. */
export type TestCardOutcome = 'authorised' | 'refused' | 'cancelled' | 'error' | 'challenge';

export interface TestCard {
  readonly number: string;
  readonly brand: 'visa' | 'mc' | 'amex';
  readonly outcome: TestCardOutcome;
}

export const TEST_CARDS: readonly TestCard[] = Object.freeze([
  { number: '4111 1111 1111 1111', brand: 'visa', outcome: 'authorised' },
  { number: '5555 5555 5555 4444', brand: 'mc', outcome: 'authorised' },
  { number: '3700 0000 0000 002', brand: 'amex', outcome: 'authorised' },
  { number: '4000 0000 0000 0002', brand: 'visa', outcome: 'refused' },
  { number: '4000 0000 0000 0010', brand: 'visa', outcome: 'cancelled' },
  { number: '4000 0000 0000 0036', brand: 'visa', outcome: 'error' },
  { number: '4212 3456 7891 0006', brand: 'visa', outcome: 'challenge' },
  { number: '5454 5454 5454 5454', brand: 'mc', outcome: 'challenge' },
]);

/** The 3-D Secure challenge page accepts this password; any other is refused ('3D Not Authenticated'). */
export const THREE_DS_PASSWORD = 'password';
export const TEST_SECURITY_CODE = '737';
export const TEST_SECURITY_CODE_AMEX = '7373';

export function digitsOf(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

export function findTestCard(cardNumber: string): TestCard | undefined {
  const digits = digitsOf(cardNumber);
  return TEST_CARDS.find((card) => digitsOf(card.number) === digits);
}

export function passesLuhn(cardNumber: string): boolean {
  const digits = digitsOf(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card scheme by number prefix, as the payment response's paymentMethod.brand names it. */
export function cardBrand(cardNumber: string): string {
  const digits = digitsOf(cardNumber);
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mc';
  if (/^4/.test(digits)) return 'visa';
  if (/^(50|5[6-9]|6)/.test(digits)) return 'maestro';
  return 'card';
}
