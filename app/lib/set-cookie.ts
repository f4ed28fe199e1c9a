import type { CookieDefinition } from '~/markets';

/** Serialises one of the spec's cookies with its lifetime, path and same-site rule. */
export function serializeCookie(definition: CookieDefinition, value: string, options: { secure?: boolean } = {}): string {
  const parts = [`${definition.name}=${encodeURIComponent(value)}`, `Path=${definition.path}`, 'SameSite=Lax'];
  if (definition.maxAge !== undefined) parts.push(`Max-Age=${definition.maxAge}`);
  if (definition.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
