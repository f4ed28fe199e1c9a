import type { CountryCode } from '../codes';

/** Seed contact data of one store; the commerce backend's store custom fields are seeded from it. */
export interface StoreContact {
  /** Country name in the store's default language. */
  readonly label: string;
  readonly topLevelDomain: string;
  readonly email: string;
  /** National format, as dialled inside the country. */
  readonly phone: string;
}

const BRAND_DOMAIN = 'protools-direct';

const contact = (label: string, topLevelDomain: string, phone: string): StoreContact =>
  Object.freeze({ label, topLevelDomain, email: `service@${BRAND_DOMAIN}.${topLevelDomain}`, phone });

export const STORE_CONTACTS: Readonly<Record<CountryCode, StoreContact>> = Object.freeze({
  AT: contact('Österreich', 'at', '01 2360 450'),
  BE: contact('België', 'be', '02 808 45 60'),
  BG: contact('България', 'bg', '02 491 4560'),
  CH: contact('Schweiz', 'ch', '044 505 45 60'),
  CZ: contact('Česko', 'cz', '228 880 450'),
  DE: contact('Deutschland', 'de', '030 2555 4560'),
  DK: contact('Danmark', 'dk', '32 72 45 60'),
  ES: contact('España', 'es', '910 604 560'),
  FI: contact('Suomi', 'fi', '09 4245 4560'),
  FR: contact('France', 'fr', '01 76 45 45 60'),
  // Spec: the UK's store ending is co.uk.
  GB: contact('United Kingdom', 'co.uk', '020 3807 4560'),
  GR: contact('Ελλάδα', 'gr', '210 455 4560'),
  HR: contact('Hrvatska', 'hr', '01 4645 560'),
  HU: contact('Magyarország', 'hu', '06 1 445 4560'),
  IE: contact('Ireland', 'ie', '01 443 4560'),
  IT: contact('Italia', 'it', '02 9475 4560'),
  LT: contact('Lietuva', 'lt', '8 5 214 4560'),
  NL: contact('Nederland', 'nl', '020 808 4560'),
  NO: contact('Norge', 'no', '21 45 45 60'),
  PL: contact('Polska', 'pl', '22 307 45 60'),
  PT: contact('Portugal', 'pt', '211 454 560'),
  RO: contact('România', 'ro', '031 445 4560'),
  SE: contact('Sverige', 'se', '08-446 845 60'),
  SK: contact('Slovensko', 'sk', '02 3210 5400'),
  SI: contact('Slovenija', 'si', '01 600 45 60'),
});
