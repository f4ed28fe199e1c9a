import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { lazy } from 'react';
import { CartPage } from '~/cart/page/CartPage';
import type { PageFeedback } from '~/cart/page/messages';
import type { CartFetcherData } from '~/cart/panels';
import { cartAction } from '~/cart/server/cart-action.server';
import { cartLoader } from '~/cart/server/cart-loader.server';
import { actionAnswerHeaders } from '~/lib/action-headers';
import { NOINDEX_FOLLOW, pageHead } from '~/seo/head';
import type { SharedDocumentHandle } from '~/lib/shared-document';

// A chunk of its own, fetched when the cart has recommendations (first-load budget).
const CartRecommendations = lazy(() => import('~/catalog/product/components/CartRecommendations'));

/** `/checkout/cart` (spec §2): the cart page and the one action every cart form posts to, add-to-cart forms of
 * product pages and listings included. */
export const handle = {
  i18n: ['common', 'cart'],
  pageType: 'cart preview',
  // The shopper's own cart: the server may keep the document for the same session and cart version.
  cartDocument: true,
} satisfies SharedDocumentHandle & Record<string, unknown>;

export function loader(args: LoaderFunctionArgs) {
  return cartLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return cartAction(args);
}

/** The action's caching word and a refusal's Retry-After (a 429 for codes or new carts). */
export const headers = actionAnswerHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageHead({ title: data.meta.title, siteName: data.meta.siteName, robots: NOINDEX_FOLLOW }) : [];

export default function CartRoute() {
  const data = useLoaderData<typeof loader>();
  // Refused changes come back as data; successful ones redirect (fetchers read their own answers).
  const answer = useActionData<typeof action>() as CartFetcherData | undefined;
  const refused = answer && !answer.ok ? answer : null;
  const feedback: PageFeedback | null = refused
    ? {
        intent: refused.intent,
        lineId: refused.lineId,
        field: refused.field,
        message: refused.message,
        values: { ...(refused.result?.initialValue ?? {}), ...(refused.returnTo ? { returnTo: refused.returnTo } : {}) },
      }
    : null;
  const recommendations = data.recommendations ? (
    <CartRecommendations cards={data.recommendations} locale={data.locale} quickAdd={data.quickAdd} />
  ) : null;
  return <CartPage data={data} feedback={feedback} recommendations={recommendations} />;
}
