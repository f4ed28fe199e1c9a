import type { MetaDescriptor } from '@remix-run/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentHead, headMeta } from '~/seo/document-head';
import { pageHead } from '~/seo/head';
import { breadcrumbListJsonLd } from '~/seo/json-ld';

const full = pageHead({
  title: 'Bohrer X',
  siteName: 'ProTools',
  description: 'Ein guter Bohrer',
  canonical: 'https://shop.ch/bohrer-10000001/',
  alternates: [
    { hrefLang: 'de-CH', href: 'https://shop.ch/bohrer-10000001/' },
    { hrefLang: 'fr-CH', href: 'https://shop.ch/fr/foret-10000001/' },
  ],
  locale: 'de-CH',
  jsonLd: [breadcrumbListJsonLd([{ name: 'Home', url: 'https://shop.ch/' }, { name: 'Bohrer X' }])],
});

/** What the browser gets: the loader data as the page serialises it (own enumerable properties only). */
function serialised<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

type FakeElement = { tagName: string; attributes: Record<string, string>; textContent: string | null; getAttribute(name: string): string | null };

/** A document whose head holds what Remix's <Meta> renders for these descriptors (the elements the tests need). */
function documentOf(descriptors: MetaDescriptor[]) {
  const elements: FakeElement[] = descriptors.flatMap((descriptor) => {
    const d = descriptor as Record<string, unknown>;
    const element = (tagName: string, attributes: Record<string, string>, textContent: string | null = null): FakeElement => ({
      tagName, attributes, textContent, getAttribute: (name) => attributes[name] ?? null,
    });
    if ('script:ld+json' in d) return [element('SCRIPT', { type: 'application/ld+json' }, JSON.stringify(d['script:ld+json']).replace(/</g, '\\u003c'))];
    if (d.tagName === 'link') return [element('LINK', { rel: String(d.rel), href: String(d.href), ...(d.hrefLang ? { hreflang: String(d.hrefLang) } : {}) })];
    if (d.property) return [element('META', { property: String(d.property), content: String(d.content) })];
    return [];
  });
  // The selectors document-head.ts asks for, each an alternative of `tag[attr="value"][attr]` / `[attr^="value"]`.
  const matches = (element: FakeElement, selector: string) =>
    selector.split(',').some((one) => {
      const [, tag, conditions] = /^(\w+)(.*)$/.exec(one.trim()) ?? [];
      if (tag.toUpperCase() !== element.tagName) return false;
      return [...conditions.matchAll(/\[(\w+)(\^?=)?(?:"([^"]*)")?\]/g)].every(([, name, operator, value]) => {
        const actual = element.getAttribute(name);
        if (actual === null) return false;
        return operator === '=' ? actual === value : operator === '^=' ? actual.startsWith(value) : true;
      });
    });
  const head = { querySelectorAll: (selector: string) => elements.filter((element) => matches(element, selector)) };
  return { head, querySelector: (selector: string) => head.querySelectorAll(selector)[0] ?? null };
}

afterEach(() => vi.unstubAllGlobals());

describe('documentHead', () => {
  it('keeps the whole head for the server render and serialises only title, robots, description and canonical', () => {
    const head = documentHead(full);
    expect(headMeta(head)).toEqual(full);
    const sent = serialised(head);
    expect(sent.full).toBeUndefined();
    expect(sent.short).toEqual([
      { title: 'Bohrer X | ProTools' },
      { name: 'robots', content: 'index,follow' },
      { name: 'description', content: 'Ein guter Bohrer' },
      { tagName: 'link', rel: 'canonical', href: 'https://shop.ch/bohrer-10000001/' },
    ]);
    expect(JSON.stringify(sent)).not.toContain('hrefLang');
    expect(JSON.stringify(sent)).not.toContain('BreadcrumbList');
  });

  it('hydrates the page it was rendered into with the same head, read back from the document', () => {
    vi.stubGlobal('document', documentOf(full));
    expect(headMeta(serialised(documentHead(full)))).toEqual(full);
  });

  it('gives the short head after a client-side navigation, when the document is another page’s', () => {
    vi.stubGlobal('document', documentOf(pageHead({ title: 'Other', siteName: 'ProTools', canonical: 'https://shop.ch/other/' })));
    expect(headMeta(serialised(documentHead(full)))).toEqual(serialised(documentHead(full)).short);
  });

  it('serialises a head of another shape whole (no canonical: nothing tells which document it belongs to)', () => {
    const head = pageHead({ title: 'Not found', siteName: 'ProTools', notFound: true });
    expect(serialised(documentHead(head))).toEqual({ short: head });
    expect(headMeta(undefined)).toEqual([]);
  });
});
