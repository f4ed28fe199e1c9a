import { SELLER_LEGAL_NAME, type CountryCode } from '~/markets';

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
  name: SELLER_LEGAL_NAME,
  street: 'Mlynské nivy 5',
  postalCode: '821 09',
  city: 'Bratislava',
  country: 'SK',
  companyId: '52 345 678',
  vatId: 'SK2121345678',
  registerFile: '145678/B',
});

/** The company's profiles (spec §2 footer "social links"); one set for every store. */
export const SOCIAL_PROFILES: readonly { readonly name: string; readonly url: string }[] = Object.freeze([
  { name: 'Facebook', url: 'https://www.facebook.com/protoolsdirect' },
  { name: 'Instagram', url: 'https://www.instagram.com/protoolsdirect' },
  { name: 'YouTube', url: 'https://www.youtube.com/@protoolsdirect' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/company/protools-direct' },
]);

/** Spec §2 "External links: about us, career, my orders self-service": the career site. */
export const CAREER_URL = 'https://careers.protools-direct.com/';

/**
 * The footer's returns-portal button (decision 022): the portal is an outside service; until the operator
 * names one, the button leads to the withdrawal policy, which says how to return an item.
 */
export const RETURNS_PORTAL_URL = '/withdrawal-policy/';
