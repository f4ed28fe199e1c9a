// Keys of the SEO redirection table, shared by the app and the seed (decision 033); pure, no server code.

export const SEO_REDIRECT_CONTAINER = 'seo-redirects';

export type SeoRedirect = { status: number; location: string };

/** One form per old URL: lower case, no trailing slash (the shop adds slashes, old links may not have them). */
export function seoSourcePath(path: string): string {
  const trimmed = path.trim().toLowerCase().replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
}

/** The custom object key of an old path in one language. */
export function seoRedirectKey(language: string, path: string): string {
  return `${language}.${base64url(seoSourcePath(path))}`;
}

function base64url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
