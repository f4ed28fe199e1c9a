import type { Request } from 'express';
import { normalizeHostName, type CountryCode } from '~/markets';
import { isLocalHost } from '~/seo/origin';

/** Absolute URLs (canonical, hreflang, sitemaps) are built from the host Remix sees, so it is only ever one the shop
 * owns (a store domain, or a loopback name locally): a foreign Host is never echoed. */
export interface HostPolicy {
  /** STORE_DOMAINS: production host per country. Empty locally. */
  storeDomains: Partial<Record<CountryCode, string>>;
  /** TRUST_PROXY set: X-Forwarded-Host and X-Forwarded-Proto come from our own proxy. */
  trustProxy: boolean;
  /** The port this server listens on, for the local fallback host. */
  port: number;
}

export type HostDecision =
  /** `host` is what Remix sees; `requestHost` is what the browser used (for the Origin check). */
  | { kind: 'serve'; host: string; requestHost: string }
  /** An unknown host in production: the same path on the default store's domain. */
  | { kind: 'redirect'; location: string }
  | { kind: 'bad-request' };

const HOST_SYNTAX = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

/** A syntactically valid host header value with a port in range, lower-cased; else undefined. */
export function validHost(value: string | undefined): string | undefined {
  if (!value || value.length > 260) return undefined;
  const match = HOST_SYNTAX.exec(value.trim());
  if (!match) return undefined;
  const port = match[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return undefined;
  return value.trim().toLowerCase();
}

function configuredCountryOf(hostName: string, storeDomains: HostPolicy['storeDomains']): boolean {
  return Object.values(storeDomains).some((domain) => {
    const configured = domain ? normalizeHostName(domain) : '';
    return configured !== '' && (hostName === configured || hostName === `www.${configured}`);
  });
}

/** The default store's configured domain (or the first configured one). */
function defaultDomain(storeDomains: HostPolicy['storeDomains'], defaultCountry: CountryCode): string | undefined {
  const domain = storeDomains[defaultCountry] ?? Object.values(storeDomains).find(Boolean);
  return domain ? normalizeHostName(domain) : undefined;
}

export function decideHost(req: Pick<Request, 'headers' | 'method' | 'originalUrl'>, policy: HostPolicy, defaultCountry: CountryCode): HostDecision {
  const forwarded = policy.trustProxy ? firstValue(req.headers['x-forwarded-host']) : undefined;
  const requestHost = validHost(forwarded ?? req.headers.host);
  if (!requestHost) return { kind: 'bad-request' };

  const hostName = normalizeHostName(requestHost);
  if (isLocalHost(hostName) || configuredCountryOf(hostName, policy.storeDomains)) {
    return { kind: 'serve', host: requestHost, requestHost };
  }
  const domain = defaultDomain(policy.storeDomains, defaultCountry);
  if (domain) {
    // Production: the shop answers on its own domains only.
    if (req.method !== 'GET' && req.method !== 'HEAD') return { kind: 'bad-request' };
    return { kind: 'redirect', location: `https://${domain}${req.originalUrl}` };
  }
  // Local (no domains configured): served as the default store, with a loopback name in every link.
  return { kind: 'serve', host: `localhost:${policy.port}`, requestHost };
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}
