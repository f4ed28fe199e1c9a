import { createContext, useContext, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useHref, useNavigate, useRevalidator } from '@remix-run/react';
import type { IslandDataHolder, IslandName } from './island-data';

/** The request's island data, on the server only (entry.server.tsx); in the browser it is empty. */
const IslandDataContext = createContext<IslandDataHolder | null>(null);
export const IslandDataProvider = IslandDataContext.Provider;

/** Each island's HTML as the document brought it, read once when it hydrated, for when it is mounted again. */
const documentHtml = new Map<IslandName, string>();

function htmlFromDocument(name: IslandName): string | undefined {
  const known = documentHtml.get(name);
  if (known !== undefined || typeof document === 'undefined') return known;
  const element = document.querySelector(`[data-island="${name}"]`);
  if (!element) return undefined;
  documentHtml.set(name, element.innerHTML);
  return element.innerHTML;
}

/** What the click handler reads of a link (an `<a>` element's attributes). */
export interface IslandLink {
  href: string | null;
  target: string | null;
  rel: string | null;
  download: boolean;
}

/**
 * The path a link inside an island goes to without the basename (the router adds it back), or null when the
 * browser should follow it itself: another origin or another language prefix, a new window, a download.
 */
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

/**
 * A part of the page that is the server's HTML (decision 074). On a document, the loader hands its data to the
 * server render only (`islandData`), and the browser hydrates the element without touching its children
 * (`dangerouslySetInnerHTML` with the HTML already there); after a client-side navigation the loader's data
 * is there and it renders as any component. React attaches no handlers inside the server's HTML: one click
 * handler on the element keeps client-side navigation for its links. Without JavaScript it is the same HTML.
 */
export function Island<T>({ name, as: Tag = 'div', className, data, children }: {
  name: IslandName;
  as?: 'div' | 'footer' | 'section';
  className?: string;
  /** The loader's data: undefined on a document (the server's render has it). */
  data: T | undefined;
  children: (data: T) => ReactNode;
}) {
  const serverData = useContext(IslandDataContext)?.get(name) as T | undefined;
  const navigate = useNavigate();
  const basename = useHref('/');
  const value = data ?? serverData;
  const html = value === undefined ? htmlFromDocument(name) : undefined;

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const link = { href: anchor.getAttribute('href'), target: anchor.getAttribute('target'), rel: anchor.getAttribute('rel'), download: anchor.hasAttribute('download') };
    const path = clientPathOf(link, basename, window.location.href);
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };

  if (value !== undefined) {
    return <Tag key="rendered" data-island={name} className={className} onClick={onClick}>{children(value)}</Tag>;
  }
  if (html === undefined) return <IslandDataMissing />;
  // The server's HTML is already in the element: React neither hydrates nor patches it (same __html).
  return <Tag key="document" data-island={name} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

/** Neither loader data nor a document's HTML (not expected): the loaders run again, now as a data request. */
function IslandDataMissing() {
  const revalidator = useRevalidator();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    revalidator.revalidate();
  }, [revalidator]);
  return null;
}
