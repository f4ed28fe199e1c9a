import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from './codes';

const LOCAL_COUNTRY_HOST = /^([a-z]{2})\.localhost$/;

/** Lower-cased host name without port, trailing dot, scheme or path ('https://SK.localhost:3000/' → 'sk.localhost'). */
export function normalizeHostName(host: string): string {
  let value = host.trim().toLowerCase();
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  value = value.split(/[/?#]/, 1)[0];
  // An IPv6 literal holds colons of its own; its port follows the closing bracket.
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  value = value.replace(/:\d*$/, '');
  return value.replace(/\.$/, '');
}

/** Brief: the host decides, cookies never override it. '{country}.localhost' and a configured production domain (or
 * its www.) name a country; anything else, garbage and IP addresses included, is DEFAULT_COUNTRY. */
export function countryFromHost(
  host: string | null | undefined,
  productionDomains?: Partial<Record<CountryCode, string>>,
): CountryCode {
  if (typeof host !== 'string' || host.trim() === '') return DEFAULT_COUNTRY;
  const hostName = normalizeHostName(host);

  const local = LOCAL_COUNTRY_HOST.exec(hostName);
  if (local) {
    const code = local[1].toUpperCase();
    return isCountryCode(code) ? code : DEFAULT_COUNTRY;
  }

  for (const [country, domain] of Object.entries(productionDomains ?? {})) {
    if (!domain || !isCountryCode(country)) continue;
    const configured = normalizeHostName(domain);
    if (configured !== '' && (hostName === configured || hostName === `www.${configured}`)) return country;
  }
  return DEFAULT_COUNTRY;
}
