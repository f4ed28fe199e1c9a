// Where a link or a GET form inside an island goes as a client-side navigation (decision 074); pure, so the
// enhancer's rules are tested without a browser.

/** What the click handler reads of a link (an `<a>` element's attributes). */
export interface IslandLink {
  href: string | null;
  target: string | null;
  rel: string | null;
  download: boolean;
}

/** Without the basename (the router adds it back); null when the browser should follow it itself: another origin
 * or language prefix, a new window, a download. */
export function clientPathOf(link: IslandLink, basename: string, pageUrl: string): string | null {
  if ((link.target && link.target !== '_self') || link.download || link.rel?.split(/\s+/).includes('external')) return null;
  if (!link.href || link.href.startsWith('#')) return null;
  const url = new URL(link.href, pageUrl);
  if (url.origin !== new URL(pageUrl).origin) return null;
  const base = basename.replace(/\/+$/, '');
  let pathname = url.pathname;
  if (base) {
    if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
    pathname = pathname.slice(base.length) || '/';
  }
  return `${pathname}${url.search}${url.hash}`;
}

/** What the submit handler reads of a form (its attributes; the submitter's override them). */
export interface IslandForm {
  method: string | null;
  action: string | null;
  target: string | null;
}

/** Its fields become the query (replacing the action's own, as the browser does); null when the browser should submit
 * it itself: another method, origin, language prefix or window. */
export function formPathOf(form: IslandForm, fields: [string, string][], basename: string, pageUrl: string): string | null {
  if ((form.method || 'get').toLowerCase() !== 'get') return null;
  const path = clientPathOf({ href: form.action || pageUrl, target: form.target, rel: null, download: false }, basename, pageUrl);
  if (path === null) return null;
  const query = new URLSearchParams(fields).toString();
  return `${path.replace(/[?#].*$/, '')}${query ? `?${query}` : ''}`;
}
