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

/**
 * The origin of a country store: its configured production domain (always https), else locally
 * `{scheme}://{country}.localhost:{port}` from the request. A production request for a country without a domain gets
 * the request's own origin: a `*.localhost` link in production would be worse.
 */
export function storeOrigin(country: CountryCode, options: OriginOptions): string {
  const domain = configuredDomain(country, options.storeDomains);
  if (domain) return `https://${domain}`;
  const request = new URL(options.requestUrl);
  if (!isLocalHost(request.hostname)) return request.origin;
  return `${request.protocol}//${country.toLowerCase()}.localhost${request.port ? `:${request.port}` : ''}`;
}

/**
 * Origins for links to other countries (hreflang, sitemaps). Unlike storeOrigin, a country that has no
 * host of its own in production yields undefined, so no alternate points at a page that is not there.
 */
export function storeOrigins(options: OriginOptions): OriginOf {
  const local = isLocalHost(new URL(options.requestUrl).hostname);
  return (country) =>
    local || configuredDomain(country, options.storeDomains) ? storeOrigin(country, options) : undefined;
}
