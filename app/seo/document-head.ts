// A page's head travels once (decision 059): alternates, Open Graph tags and JSON-LD stay out of the loader data;
// the server renders them from the loader's object, and the hydrating browser reads them back from <head>.
import type { MetaDescriptor } from '@remix-run/node';

export interface DocumentHead {
  /** What the browser needs on its own: title, robots, description, canonical. Serialised. */
  readonly short: MetaDescriptor[];
  /** The whole head, on the server only (a non-enumerable property is never serialised). */
  readonly full?: MetaDescriptor[];
}

/** Selectors of what the browser reads back from the document: the order is the head's, as rendered. */
const FROM_DOCUMENT = 'link[rel="alternate"][hreflang],meta[property^="og:"],script[type="application/ld+json"]';

const field = (descriptor: MetaDescriptor, name: string): unknown => (descriptor as Record<string, unknown>)[name];
const isCanonical = (descriptor: MetaDescriptor) => field(descriptor, 'rel') === 'canonical';
const readBack = (descriptor: MetaDescriptor) =>
  'script:ld+json' in descriptor ||
  String(field(descriptor, 'property')).startsWith('og:') ||
  (field(descriptor, 'rel') === 'alternate' && field(descriptor, 'hrefLang') !== undefined);

/** The page head's shape is split (what the browser cannot build comes after everything else); any other head is
 * serialised whole. */
export function documentHead(full: MetaDescriptor[]): DocumentHead {
  const firstReadBack = full.findIndex(readBack);
  const short = firstReadBack < 0 ? full : full.slice(0, firstReadBack);
  if (!full.slice(short.length).every(readBack) || !short.some(isCanonical)) return { short: full };
  const head: DocumentHead = { short };
  Object.defineProperty(head, 'full', { value: full, enumerable: false });
  return head;
}

/** The page's meta: the whole head on the server; in the browser, the short head plus the document's own. */
export function headMeta(head: DocumentHead | undefined): MetaDescriptor[] {
  if (!head) return [];
  if (head.full) return head.full;
  if (typeof document === 'undefined') return head.short;
  // Only the document this page was rendered into holds its alternates and JSON-LD; after a client-side navigation
  // the short head alone (crawlers read documents, never client-side navigations).
  const canonical = head.short.find(isCanonical);
  if (document.querySelector('link[rel="canonical"]')?.getAttribute('href') !== field(canonical ?? {}, 'href')) return head.short;
  const rest = [...document.head.querySelectorAll(FROM_DOCUMENT)].map((element): MetaDescriptor => {
    if (element.tagName === 'SCRIPT') return { 'script:ld+json': JSON.parse(element.textContent ?? 'null') };
    const value = (name: string) => element.getAttribute(name) ?? '';
    if (element.tagName === 'META') return { property: value('property'), content: value('content') };
    return { tagName: 'link', rel: 'alternate', hrefLang: value('hreflang'), href: value('href') };
  });
  return [...head.short, ...rest];
}
