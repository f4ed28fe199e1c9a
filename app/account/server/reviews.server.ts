// My reviews: the customer's reviews, and a review for a SKU they bought, with the spec's three texts (§8) for a SKU
// not bought, a second review and any other failure; review consent where the market asks for it (§5).
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { getOrders } from '~/commerce/order.server';
import { addReview, getMyReviews, ReviewError } from '~/commerce/review.server';
import { localized } from '~/commerce/localize';
import { reviewSchema } from '../schemas';
import type { ReviewView } from '../view';
import { currentCustomer, requireCustomer } from './customer-session.server';
import { backendFailed, formError, invalidInput, redirectAfterPost, refuse } from '~/forms/answer.server';

export const REVIEWS_PATH = '/my-account/my-reviews';

const REVIEW_KEYS = { 'not-purchased': 'reviewNotPurchased', 'already-reviewed': 'reviewAlreadySubmitted', failed: 'reviewFailed' } as const;

export async function reviewsLoader({ context }: LoaderFunctionArgs) {
  await requireCustomer(context);
  const { storefront } = context;
  const shopper = storefront.shopper.ids();
  const [reviews, orders] = await Promise.all([getMyReviews(storefront.commerce, shopper, { limit: 50 }), getOrders(storefront.commerce, shopper)]);
  // Every SKU the customer bought here, newest order first, once; reviews name their product by id.
  const purchased = new Map<string, string>();
  const products = new Map<string, { name: string; sku: string }>();
  for (const order of orders) {
    for (const line of order.lineItems) {
      const sku = line.variant.sku;
      const name = localized(line.name, storefront.request.language) ?? sku ?? '';
      if (sku && !purchased.has(sku)) purchased.set(sku, name);
      if (sku && !products.has(line.productId)) products.set(line.productId, { name, sku });
    }
  }
  const views: ReviewView[] = reviews.results.map((review) => {
    const product = review.target?.id ? products.get(review.target.id) : undefined;
    return {
      id: review.id,
      productName: product?.name ?? review.title ?? '',
      sku: product?.sku ?? '',
      rating: review.rating ?? 0,
      text: review.text ?? '',
      createdAt: review.createdAt,
    };
  });
  return {
    reviews: views,
    purchased: [...purchased].map(([sku, name]) => ({ sku, name })),
    consentRequired: storefront.request.market.rules.reviewConsent,
  };
}

export async function reviewsAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const submission = parseWithZod(await request.formData(), { schema: reviewSchema({ consentRequired: storefront.request.market.rules.reviewConsent }) });
  if (submission.status !== 'success') return refuse(submission, invalidInput);
  const customer = await currentCustomer(storefront);
  if (!customer) return refuse(submission, formError(401, 'notAuthenticated'));
  const { sku, rating, text } = submission.value;
  try {
    await addReview(storefront.commerce, storefront.shopper.ids(), {
      sku,
      rating,
      text,
      // The public name of a review: first name and the initial of the last name.
      authorName: [customer.firstName, customer.lastName ? `${customer.lastName.charAt(0)}.` : ''].filter(Boolean).join(' ') || customer.email.split('@')[0],
      locale: storefront.request.locale,
    });
  } catch (err) {
    const reason = err instanceof ReviewError ? err.reason : 'failed';
    return refuse(submission, reason === 'failed' ? backendFailed(REVIEW_KEYS[reason]) : formError(400, REVIEW_KEYS[reason]));
  }
  return redirectAfterPost(`${REVIEWS_PATH}?notice=reviewAdded`);
}
