import type { MetaDescriptor } from '@remix-run/node';
import { pageTitle } from '~/lib/meta';

export interface AccountPage {
  title: string;
  siteName: string;
}

/**
 * Account pages are the shopper's own: a title and noindex, nothing else (no canonical or hreflang, and none
 * of the SEO head's code in these pages' first-load JavaScript). The loader returns `page` (page.server.ts).
 */
export function accountMeta({ data }: { data: unknown }): MetaDescriptor[] {
  const page = (data as { page?: AccountPage } | undefined)?.page;
  return page ? [{ title: pageTitle(page.title, page.siteName) }, { name: 'robots', content: 'noindex,follow' }] : [];
}
