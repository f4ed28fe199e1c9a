import type { MetaDescriptor } from '@remix-run/node';
import { Suspense } from 'react';
import { headMeta } from '~/seo/document-head';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import type { ProductPageData } from './product-data';

// The page's markup lives in its own chunk: the catch-all route module is first-load JavaScript, and the
// server-rendered page works (add to cart included) before the browser has hydrated it.
const ProductPageBody = preloadedLazy(() => import('./ProductPageBody').then((module) => module.ProductPageBody));

export function ProductPage({ page }: { page: ProductPageData }) {
  return (
    <Suspense fallback={null}>
      <ProductPageBody page={page} />
    </Suspense>
  );
}

/** The head was built by the loader (product-head.ts): title with site name, canonical, hreflang, robots, JSON-LD. */
export function productMeta(page: Pick<ProductPageData, 'head'>, _rootData?: unknown): MetaDescriptor[] {
  return headMeta(page.head);
}
