import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Suspense } from 'react';
import { useLoaderData } from '@remix-run/react';
import { accountPage, noticeOf } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import { reviewsAction, reviewsLoader } from '~/account/server/reviews.server';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { actionAnswerHeaders } from '~/lib/action-headers';

/** `/my-account/my-reviews`: the customer's reviews and a review for a purchased SKU. */
export const handle = { i18n: ['account'] };

export async function loader(args: LoaderFunctionArgs) {
  const [data, page] = await Promise.all([reviewsLoader(args), accountPage(args.context, 'reviews.title')]);
  return { ...data, page, notice: noticeOf(args.request) };
}

export function action(args: ActionFunctionArgs) {
  return reviewsAction(args);
}

/** A refused post's Retry-After (a limit, a backend failure) reaches the document answer too. */
export const headers = actionAnswerHeaders;

const ReviewsPage = preloadedLazy(() => import('~/account/pages/ReviewsPage').then((module) => module.ReviewsPage));

export default function MyReviewsRoute() {
  return (
    <Suspense fallback={null}>
      <ReviewsPage data={useLoaderData<typeof loader>()} />
    </Suspense>
  );
}

export const meta = accountMeta;
