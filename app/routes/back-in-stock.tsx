import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { getProductBySku } from '~/commerce/catalog.server';
import { isValidSku } from '~/commerce/cart-rules';
import { localized } from '~/commerce/localize';
import { translatorFor } from '~/lib/i18n.server';
import { pageTitle } from '~/lib/meta';
import { restockAction } from '~/newsletter/restock.server';
import type { BackInStockPageData } from '~/newsletter/pages/BackInStockPage';
import { productPath } from '~/seo/page-paths';
import { actionAnswerHeaders } from '~/lib/action-headers';

/** `/back-in-stock`: "Notify me when back in stock"; the product page's form posts here. */
export const handle = { i18n: ['newsletter'] };

export async function loader({ request, context }: LoaderFunctionArgs): Promise<BackInStockPageData> {
  const { commerce, request: { language, market }, shop: { environment } } = context.storefront;
  const url = new URL(request.url);
  const sku = url.searchParams.get('sku');
  const valid = isValidSku(sku) ? sku : null;
  const [t, common, product] = await Promise.all([
    translatorFor(context, 'newsletter'),
    translatorFor(context),
    valid ? getProductBySku(commerce, valid).catch(() => null) : Promise.resolve(null),
  ]);
  const name = product ? localized(product.name, language) : undefined;
  const slug = product ? localized(product.slug, language) : undefined;
  return {
    title: pageTitle(t('restock.title'), common('siteName')),
    sku: valid,
    product: name && slug ? { name, path: productPath(slug, market, environment) } : null,
    sent: url.searchParams.get('status') === 'sent',
  };
}

export function action(args: ActionFunctionArgs) {
  return restockAction(args);
}

const BackInStockPage = preloadedLazy(() => import('~/newsletter/pages/BackInStockPage').then((module) => module.BackInStockPage));

export const headers = actionAnswerHeaders;

export default function BackInStockRoute() {
  return (
    <Suspense fallback={null}>
      <BackInStockPage data={useLoaderData<typeof loader>()} />
    </Suspense>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : []);
