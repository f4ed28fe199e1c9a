import type { MetaDescriptor } from '@remix-run/node';
import { headMeta, type DocumentHead } from '~/seo/document-head';

/** The catch-all route's meta for a content page: the head its loader built (content-page.server.ts). */
export function contentMeta(page: { head: DocumentHead }, _rootData?: unknown): MetaDescriptor[] {
  return headMeta(page.head);
}
