// The content pages of the catch-all route. Only the known content slugs reach the CMS, so any other path stays a
// quiet 404 instead of a "CMS content missing" log line per mistyped URL.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { translatorFor } from '~/lib/i18n.server';
import { followWantedLanguage } from '~/routing/language-redirect.server';
import { documentHead, type DocumentHead } from '~/seo/document-head';
import { headLinks, pageHead } from '~/seo/head';
import { contentPath, samePathEverywhere } from '~/seo/page-paths';
import { CMS_PAGE_SLUGS, type CmsPage, type CmsPageSlug } from './schema';
import { faqPageJsonLd } from './structured-data';

export type ContentPageData = CmsPage & {
  /** The whole head, built here where the request, the store domains and the translations are at hand. */
  head: DocumentHead;
};

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

/** '/privacy-data/' → 'privacy-data'; anything that is not one content page's path → null. */
export function contentSlugOf(path: string): CmsPageSlug | null {
  const slug = /^\/([a-z0-9-]+)\/?$/.exec(path)?.[1];
  return slug !== undefined && (CMS_PAGE_SLUGS as readonly string[]).includes(slug) ? (slug as CmsPageSlug) : null;
}

/** Null when the path is no content page or the CMS has nothing for it (the CMS logged why): the route answers 404,
 * never 500 (spec: "Missing content logs and shows nothing"). */
export async function loadContentPage({ request, context }: Args, path: string): Promise<ContentPageData | null> {
  const slug = contentSlugOf(path);
  if (!slug) return null;
  const { request: { market, language, locale, wantedLanguage }, services: { cms }, shop: { storeDomains } } = context.storefront;
  // Same path in every language; the redirect waits for the page to exist in the wanted one.
  if (wantedLanguage && (await cms.getPage(slug, { language: wantedLanguage, country: market.country }))) {
    followWantedLanguage(context, request, samePathEverywhere(contentPath(slug)));
  }
  const [page, common] = await Promise.all([
    cms.getPage(slug, { language, country: market.country }),
    translatorFor(context),
  ]);
  if (!page) return null;

  // Content pages have the same path in every store and language, so each is the others' alternate.
  const seo = headLinks({ requestUrl: request.url, market, storeDomains, resolvePath: samePathEverywhere(contentPath(slug)) });
  const head = pageHead({ title: page.title, siteName: common('siteName'), description: page.metaDescription, ...seo, locale });
  const faq = faqPageJsonLd(page);
  if (faq) head.push({ 'script:ld+json': faq });
  return { ...page, head: documentHead(head) };
}
