// Reading and writing cookies through the `cookie` package: one parser, one serialiser.
import { parse, serialize } from 'cookie';
import type { CookieDefinition } from '~/markets';

/** A value that is not valid percent-encoding reads as absent, never as an error or as raw garbage. */
function decodeOrNothing(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Reads one cookie from a Cookie header without trusting its format: garbage gives undefined, never an error. */
export function readCookieHeader(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parse(header, { decode: decodeOrNothing })[name];
}

/** True when every cookie of the header (none at all included) has one of these names. */
export function carriesOnlyCookies(header: string | null | undefined, names: ReadonlySet<string>): boolean {
  if (!header?.trim()) return true;
  return Object.keys(parse(header)).every((name) => names.has(name));
}

/** Reads one cookie from a request (see readCookieHeader). */
export function readCookie(request: Request, name: string): string | undefined {
  return readCookieHeader(request.headers.get('cookie'), name);
}

/** Serialises one of the shop's cookies with its lifetime, path, same-site and HttpOnly rule. */
export function serializeCookie(definition: CookieDefinition, value: string, options: { secure?: boolean } = {}): string {
  return serialize(definition.name, value, {
    path: definition.path,
    sameSite: definition.sameSite,
    maxAge: definition.maxAge,
    httpOnly: definition.httpOnly || undefined,
    secure: options.secure || undefined,
  });
}

/** Tells the browser to drop a cookie (same name and path, lifetime 0). */
export function expireCookie(definition: Pick<CookieDefinition, 'name' | 'path'>): string {
  return serialize(definition.name, '', { path: definition.path, maxAge: 0, sameSite: 'lax' });
}
