import type { MetaDescriptor } from '@remix-run/node';

/** The catch-all route's meta for a content page: the head its loader built (content-page.server.ts). */
export function contentMeta(page: { head: MetaDescriptor[] }, _rootData?: unknown): MetaDescriptor[] {
  return page.head;
}
