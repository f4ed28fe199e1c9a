import { lazy, Suspense, useRef } from 'react';
import type { FooterData } from '~/layouts/footer.server';
import { useServerIslandData } from '~/root-data';
import { useHydrated } from '~/root-data';

// Rendered in the browser only when a client-side navigation brought the footer's data and no document's
// footer was seen: a chunk of its own, out of every page's first-load JavaScript.
const FooterContent = lazy(() => import('./FooterContent'));
// Client-side navigation for the links of the document's footer, once hydrated.
const IslandEnhancer = lazy(() => import('~/islands/IslandEnhancer'));

/** The document's footer HTML, read when it hydrated, and whether it has the contact button. */
let documentFooter: { html: string; contactButton: boolean } | undefined;

/** Spec §2 Footer, an island: a document carries its HTML and no data, and the browser keeps that HTML; it renders
 * from the layout loader's translated columns only when it never saw a document's footer. */
export function Footer({ year, footer, withContactButton }: { year: number; footer: FooterData | undefined; withContactButton: boolean }) {
  const data = useServerIslandData<FooterData>('footer') ?? footer;
  const element = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  if (typeof document !== 'undefined' && !documentFooter && !footer) {
    const html = document.querySelector('footer.site-footer')?.innerHTML;
    if (html) documentFooter = { html, contactButton: withContactButton };
  }
  if (documentFooter?.contactButton === withContactButton) {
    return (
      <>
        <footer ref={element} className="site-footer" dangerouslySetInnerHTML={{ __html: documentFooter.html }} suppressHydrationWarning />
        {hydrated ? <Suspense fallback={null}><IslandEnhancer element={element} name="footer" /></Suspense> : null}
      </>
    );
  }
  return data ? (
    <footer className="site-footer">
      <Suspense fallback={null}>
        <FooterContent year={year} footer={data} />
      </Suspense>
    </footer>
  ) : null;
}
