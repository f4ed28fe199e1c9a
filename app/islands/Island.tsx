import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useServerIslandData } from '~/root-data';
import type { IslandName } from './island-data';
import { documentHtml, rememberDocumentHtml, type IslandForms } from './island-html';
import { useHydrated } from '~/root-data';

function htmlFromDocument(name: IslandName, version: string): { version: string; html: string } | undefined {
  const known = documentHtml.get(name);
  if (known !== undefined || typeof document === 'undefined') return known;
  const element = document.querySelector(`[data-island="${name}"]`);
  if (!element) return undefined;
  rememberDocumentHtml(name, version, element.innerHTML);
  return documentHtml.get(name);
}

// What the server's HTML needs once hydrated (link clicks, enhanced forms): a chunk of its own, loaded after
// hydration, so that first-load JavaScript carries only what hydration needs.
const IslandEnhancer = lazy(() => import('./IslandEnhancer'));

/** Server HTML the browser hydrates without touching its children, so a document's loader sends the data to the
 * server render only; after a client-side navigation it renders as any component. Without JavaScript, the same HTML. */
export function Island<T>({ name, version = name, as: Tag = 'div', className, data, forms, children }: {
  name: IslandName;
  /** What the content depends on besides the data (e.g. the URL): while it is the document's, the island keeps its HTML. */
  version?: string;
  as?: 'div' | 'footer' | 'ul';
  className?: string;
  /** The loader's data: undefined on a document (the server's render has it). */
  data: T | undefined;
  forms?: IslandForms;
  children: (data: T) => ReactNode;
}) {
  const serverData = useServerIslandData<T>(name);
  const element = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const value = data ?? serverData;
  const fromDocument = data === undefined ? htmlFromDocument(name, version) : documentHtml.get(name);
  // A revalidation (after an add to cart) brings data for the same content: the document's HTML and its
  // enhanced forms (an open panel) stay; another page's content is rendered from its data.
  const showingDocument = useRef(false);
  const keepDocument = fromDocument !== undefined && (data === undefined || (showingDocument.current && fromDocument.version === version));
  showingDocument.current = keepDocument;
  // The HTML this element was mounted with: what React renders stays the same, even when the cache is completed.
  const mountedHtml = useRef<string | null>(null);
  if (keepDocument) mountedHtml.current ??= fromDocument.html;
  else mountedHtml.current = null;

  const missing = !keepDocument && value === undefined;
  const enhancer = hydrated && (keepDocument || missing) ? (
    <Suspense fallback={null}>
      <IslandEnhancer element={element} name={name} version={version} forms={forms} missing={missing} />
    </Suspense>
  ) : null;
  if (missing) return enhancer;
  if (!keepDocument) return <Tag key="rendered" data-island={name} className={className}>{children(value as T)}</Tag>;
  // The server's HTML is already in the element: React neither hydrates nor patches it (same __html).
  return (
    <>
      <Tag key="document" ref={element as never} data-island={name} className={className} dangerouslySetInnerHTML={{ __html: mountedHtml.current ?? fromDocument.html }} suppressHydrationWarning />
      {enhancer}
    </>
  );
}
