import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHref, useNavigate, useRevalidator } from '@remix-run/react';
import type { IslandDataHolder, IslandName } from './island-data';

/** The request's island data, on the server only (entry.server.tsx); in the browser it is empty. */
const IslandDataContext = createContext<IslandDataHolder | null>(null);
export const IslandDataProvider = IslandDataContext.Provider;

/** Each island's HTML as the document brought it, read once when it hydrated, for when it is mounted again. */
const documentHtml = new Map<IslandName, { version: string; html: string }>();

function htmlFromDocument(name: IslandName, version: string): { version: string; html: string } | undefined {
  const known = documentHtml.get(name);
  if (known !== undefined || typeof document === 'undefined') return known;
  const element = document.querySelector(`[data-island="${name}"]`);
  if (!element) return undefined;
  const read = { version, html: element.innerHTML };
  documentHtml.set(name, read);
  return read;
}

// useLayoutEffect warns when rendered on the server; there the forms are the server's HTML anyway.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

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
 * handler on the element keeps client-side navigation for its links, and the enhanced forms a `forms` renderer
 * names are rendered by React in place of the server's (each the last part of its parent). Without JavaScript
 * it is the same HTML.
 */
export function Island<T>({ name, version = name, as: Tag = 'div', className, label, data, forms, children }: {
  name: IslandName;
  /** What the content depends on besides the data (e.g. the URL): while it is the document's, the island keeps its HTML. */
  version?: string;
  as?: 'div' | 'footer' | 'ul';
  className?: string;
  label?: string;
  /** The loader's data: undefined on a document (the server's render has it). */
  data: T | undefined;
  /** The enhanced form that takes the place of a form of the server's HTML, or null to leave that one as it is. */
  forms?: { selector: string; render: (form: HTMLFormElement) => ReactNode };
  children: (data: T) => ReactNode;
}) {
  const serverData = useContext(IslandDataContext)?.get(name) as T | undefined;
  const navigate = useNavigate();
  const basename = useHref('/');
  const element = useRef<HTMLElement>(null);
  const [enhancedForms, setEnhancedForms] = useState<{ parent: Element; node: ReactNode }[]>([]);
  const value = data ?? serverData;
  const fromDocument = data === undefined ? htmlFromDocument(name, version) : documentHtml.get(name);
  // A revalidation (after an add to cart) brings data for the same content: the document's HTML and its
  // enhanced forms (an open panel) stay; another page's content is rendered from its data.
  const showingDocument = useRef(false);
  const keepDocument = fromDocument !== undefined && (data === undefined || (showingDocument.current && fromDocument.version === version));
  showingDocument.current = keepDocument;

  useBrowserLayoutEffect(() => {
    if (!keepDocument || !forms || !element.current) {
      setEnhancedForms([]);
      return;
    }
    const enhanced: { parent: Element; node: ReactNode }[] = [];
    for (const form of element.current.querySelectorAll<HTMLFormElement>(forms.selector)) {
      const node = forms.render(form);
      const parent = form.parentElement;
      // A portal appends to its container: only a form that is its parent's last part can be replaced.
      if (node === null || !parent || form.nextSibling !== null) continue;
      form.remove();
      enhanced.push({ parent, node });
    }
    setEnhancedForms(enhanced);
  }, [keepDocument]);

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

  if (!keepDocument) {
    if (value === undefined) return <IslandDataMissing />;
    return <Tag key="rendered" data-island={name} className={className} aria-label={label} onClick={onClick}>{children(value)}</Tag>;
  }
  // The server's HTML is already in the element: React neither hydrates nor patches it (same __html).
  return (
    <>
      <Tag key="document" ref={element as never} data-island={name} className={className} aria-label={label} onClick={onClick} dangerouslySetInnerHTML={{ __html: fromDocument.html }} suppressHydrationWarning />
      {enhancedForms.map(({ parent, node }, index) => createPortal(node, parent, String(index)))}
    </>
  );
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
