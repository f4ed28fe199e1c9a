// Store origins for absolute links (canonical, hreflang, sitemaps, robots.txt, JSON-LD): each country is its own
// site, so a link to another country's page must carry that country's origin.
import { normalizeHostName, type CountryCode } from '~/markets';

/** Production host per country, as parsed from STORE_DOMAINS ('SK=www.protools-direct.sk'). */
export type StoreDomains = Partial<Record<CountryCode, string>>;

export interface OriginOptions {
  /** The request being answered: locally its scheme and port carry over to the other countries. */
  readonly requestUrl: string | URL;
  readonly storeDomains?: StoreDomains;
}

/** Origin of a country, or undefined when that country cannot be reached from here. */
export type OriginOf = (country: CountryCode) => string | undefined;

const LOOPBACK_IPV4 = /^127(?:\.\d{1,3}){3}$/;

/** localhost, *.localhost and loopback addresses: the zero-configuration local setup. */
export function isLocalHost(hostname: string): boolean {
  const host = normalizeHostName(hostname);
  return host === 'localhost' || host.endsWith('.localhost') || LOOPBACK_IPV4.test(host) || host === '[::1]';
}

function configuredDomain(country: CountryCode, storeDomains: StoreDomains | undefined): string | undefined {
  const domain = storeDomains?.[country];
  const host = domain ? normalizeHostName(domain) : '';
  return host === '' ? undefined : host;
}

/** The configured production domain (always https), else locally `{country}.localhost` from the request. A
 * production country without a domain gets the request's own origin: a `*.localhost` link would be worse. */
export function storeOrigin(country: CountryCode, options: OriginOptions): string {
  const domain = configuredDomain(country, options.storeDomains);
  if (domain) return `https://${domain}`;
  const request = new URL(options.requestUrl);
  if (!isLocalHost(request.hostname)) return request.origin;
  return `${request.protocol}//${country.toLowerCase()}.localhost${request.port ? `:${request.port}` : ''}`;
}

/** Unlike storeOrigin, a country without a production host of its own yields undefined, so no alternate (hreflang,
 * sitemaps) points at a page that is not there. */
export function storeOrigins(options: OriginOptions): OriginOf {
  const local = isLocalHost(new URL(options.requestUrl).hostname);
  return (country) =>
    local || configuredDomain(country, options.storeDomains) ? storeOrigin(country, options) : undefined;
}
