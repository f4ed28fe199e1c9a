import type { MetaDescriptor } from '@remix-run/node';

export interface AccountPage {
  /** The document title, site name included (page.server.ts). */
  title: string;
  description?: string;
}

/** Account pages are the shopper's own: a title and noindex, nothing else, so none of the SEO head's code is in these
 *  pages' first-load JavaScript. */
export function accountMeta({ data }: { data: unknown }): MetaDescriptor[] {
  const page = (data as { page?: AccountPage } | undefined)?.page;
  if (!page) return [];
  return [{ title: page.title }, { name: 'robots', content: 'noindex,follow' }, ...(page.description ? [{ name: 'description', content: page.description }] : [])];
}
