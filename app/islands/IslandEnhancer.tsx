import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHref, useNavigate, useRevalidator } from '@remix-run/react';
import { rememberDocumentHtml, type IslandEnhancerProps } from './island-html';

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

/** A server form (or a shared form's submit button) and React's form that takes its place. */
type EnhancedForm = { element: Element; parent: Element; node: ReactNode };

/**
 * The browser's part of an island showing the server's HTML (decision 074): its links navigate client-side, and
 * its enhanced forms are React's. Loaded after hydration.
 */
export default function IslandEnhancer({ element, name, version, forms, missing }: IslandEnhancerProps) {
  const navigate = useNavigate();
  const basename = useHref('/');
  const revalidator = useRevalidator();
  const [enhancedForms, setEnhancedForms] = useState<EnhancedForm[]>([]);
  const asked = useRef(false);

  useEffect(() => {
    if (!missing || asked.current) return;
    asked.current = true;
    revalidator.revalidate();
  }, [missing, revalidator]);

  useEffect(() => {
    const root = element.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element).closest?.('a[href]');
      if (!anchor || !root.contains(anchor)) return;
      const link = { href: anchor.getAttribute('href'), target: anchor.getAttribute('target'), rel: anchor.getAttribute('rel'), download: anchor.hasAttribute('download') };
      const path = clientPathOf(link, basename, window.location.href);
      if (path === null) return;
      event.preventDefault();
      navigate(path);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [element, basename, navigate]);

  useLayoutEffect(() => {
    const root = element.current;
    if (!root) return;
    let active = true;
    const enhance = () => {
      // Complete now (a streamed part may have arrived since hydration): the next mount gets the whole HTML.
      if (version !== undefined) rememberDocumentHtml(name, version, root.innerHTML);
      if (!forms) return;
      void forms.load().then((render) => {
        if (!active) return;
        const enhanced: EnhancedForm[] = [];
        for (const element of root.querySelectorAll(forms.selector)) {
          const node = render(element);
          const parent = element.parentElement;
          // A portal appends to its container: only an element that is its parent's last part can be replaced.
          if (node === null || !parent || element.nextSibling !== null) continue;
          enhanced.push({ element, parent, node });
        }
        setEnhancedForms(enhanced);
      });
    };
    let observer: MutationObserver | undefined;
    // A Suspense boundary the server is still streaming holds a <template> until React's script fills it in.
    if (!root.querySelector('template')) enhance();
    else {
      observer = new MutationObserver(() => {
        if (root.querySelector('template')) return;
        observer?.disconnect();
        enhance();
      });
      observer.observe(root, { childList: true, subtree: true });
    }
    return () => {
      active = false;
      observer?.disconnect();
    };
    // Once per element: the forms it replaced are React's from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element]);

  // React's forms are in (appended after the server's): the server's go before the browser paints.
  useLayoutEffect(() => {
    for (const { element } of enhancedForms) element.remove();
  }, [enhancedForms]);

  return <>{enhancedForms.map(({ parent, node }, index) => createPortal(node, parent, String(index)))}</>;
}
