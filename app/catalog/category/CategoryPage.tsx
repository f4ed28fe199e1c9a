import type { MetaDescriptor } from '@remix-run/node';
import { Suspense } from 'react';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { headMeta } from '~/seo/document-head';
import type { CategoryPageData } from './category-page.server';

// The page's markup lives in its own chunk: the catch-all route module is first-load JavaScript.
const CategoryPageBody = preloadedLazy(() => import('./CategoryPageBody').then((module) => module.CategoryPageBody));

export function CategoryPage({ page }: { page: CategoryPageData }) {
  return (
    <Suspense fallback={null}>
      <CategoryPageBody page={page} />
    </Suspense>
  );
}

/** The head was built by the loader (title with site name, description, canonical, hreflang, robots, BreadcrumbList). */
export function categoryMeta(page: Pick<CategoryPageData, 'head'>, _rootData?: unknown): MetaDescriptor[] {
  return headMeta(page.head);
}
