import type { CountryCode } from '~/markets';

/**
 * The company behind every store (the account owner of all bank details in ~/markets). Legal pages
 * print it through placeholders, so the operator changes it here, or passes their own to
 * createCmsSource, instead of editing 21 languages. Registration numbers are invented demo values.
 */
export interface Seller {
  readonly name: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: CountryCode;
  /** Company registration number (Slovak IČO). */
  readonly companyId: string;
  readonly vatId: string;
  /** File number in the commercial register. */
  readonly registerFile: string;
}

export const SELLER: Seller = Object.freeze({
  name: 'ProTools Direct s.r.o.',
  street: 'Mlynské nivy 5',
  postalCode: '821 09',
  city: 'Bratislava',
  country: 'SK',
  companyId: '52 345 678',
  vatId: 'SK2121345678',
  registerFile: '145678/B',
});
