// Store phone numbers are kept in national format ('044 505 45 60'); structured data needs them
// international ('+41 44 505 45 60'), because a crawler cannot know which country dials a bare number.
import type { CountryCode } from '~/markets';

const CALLING_CODES: Readonly<Record<CountryCode, string>> = {
  AT: '43', BE: '32', BG: '359', CH: '41', CZ: '420', DE: '49', DK: '45', ES: '34', FI: '358', FR: '33',
  GB: '44', GR: '30', HR: '385', HU: '36', IE: '353', IT: '39', LT: '370', NL: '31', NO: '47', PL: '48',
  PT: '351', RO: '40', SE: '46', SK: '421', SI: '386',
};

// The trunk prefix dialled before national numbers and dropped internationally: '0' unless listed.
// Italy keeps its leading 0 internationally; Hungary dials 06 and Lithuania 8; the rest have none.
const TRUNK_PREFIXES: Readonly<Partial<Record<CountryCode, string>>> = {
  IT: '', HU: '06', LT: '8', CZ: '', DK: '', ES: '', GR: '', NO: '', PL: '', PT: '',
};

/** '+41 44 505 45 60' from CH '044 505 45 60'; numbers already international are only tidied. */
export function internationalPhone(country: CountryCode, phone: string): string {
  const tidy = phone.trim().replace(/\s+/g, ' ');
  if (tidy.startsWith('+')) return tidy;
  if (tidy.startsWith('00')) return `+${tidy.slice(2).trimStart()}`;
  const trunk = TRUNK_PREFIXES[country] ?? '0';
  const national = trunk && tidy.startsWith(trunk) ? tidy.slice(trunk.length).trimStart() : tidy;
  return `+${CALLING_CODES[country]} ${national}`;
}
