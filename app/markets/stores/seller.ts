import type { CountryCode } from '../codes';
import { DEFAULT_SELLER_COUNTRY } from './flags';

/** The one seller behind every store (brief "One seller"): the VAT rules, bank transfers, legal pages, mails and
 * structured data read it. Configured by the SELLER_* variables (server/env.ts); these are the defaults. */
export interface Seller {
  readonly legalName: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: CountryCode;
  /** The seller's own VAT ID, its country's prefix included. */
  readonly vatId: string;
  /** The register court and number, as the legal pages print it. */
  readonly commercialRegister: string;
}

/** A German GmbH, as the shop's own VAT ID is German; registration numbers are invented demo values. */
export const DEFAULT_SELLER: Seller = Object.freeze({
  legalName: 'ProTools Direct GmbH',
  street: 'Friedrichstraße 68',
  postalCode: '10117',
  city: 'Berlin',
  country: DEFAULT_SELLER_COUNTRY,
  vatId: 'DE123456789',
  commercialRegister: 'Amtsgericht Charlottenburg, HRB 234567 B',
});
