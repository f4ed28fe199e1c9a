// Product reviews (spec §7 /getReview with paging, add-review with the §8 messages). Writing needs a signed-in
// customer who bought the SKU; the customer always comes from the session.
import type { Review } from '@commercetools/platform-sdk';
import { getProductBySku } from './catalog.server';
import type { CommerceContext } from './client.server';
import { callCommerce, CommerceError, send } from './errors.server';
import { requireCustomerId } from './guard.server';
import { isLocaleCode, isResourceId } from './identifiers';
import type { ReviewPage, ShopperSession } from './types';

export const REVIEW_PAGE_SIZE = 10;

export const REVIEW_MESSAGES = {
  'not-purchased': "You haven't purchased this particular SKU",
  'already-reviewed': 'You have already submitted review for your purchase for SKU',
  failed: 'Something went wrong on our side. Please try again or contact support',
} as const;

export type ReviewFailure = keyof typeof REVIEW_MESSAGES;

// Sorts by name, so a query parameter never reaches the backend as a raw sort expression.
const REVIEW_SORTS = { newest: 'createdAt desc', oldest: 'createdAt asc', best: 'rating desc', worst: 'rating asc' } as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;

/** Carries the text to show the shopper ("communicate", spec §7 add-review). */
export class ReviewError extends Error {
  readonly reason: ReviewFailure;
  readonly communicate: string;
  constructor(reason: ReviewFailure, cause?: unknown) {
    super(REVIEW_MESSAGES[reason], { cause });
    this.name = 'ReviewError';
    this.reason = reason;
    this.communicate = REVIEW_MESSAGES[reason];
  }
}

export type ReviewInput = {
  sku: string;
  /** Stars. */
  rating: number;
  title?: string;
  text: string;
  authorName: string;
  locale?: string;
};

function paging(limit = REVIEW_PAGE_SIZE, offset = 0) {
  return { limit: Math.min(Math.max(Math.trunc(limit) || REVIEW_PAGE_SIZE, 1), 100), offset: Math.min(Math.max(Math.trunc(offset) || 0, 0), 10_000) };
}

async function queryReviews(
  ctx: CommerceContext,
  where: string,
  variables: Record<string, string>,
  options: { limit?: number; offset?: number; sort?: ReviewSort },
): Promise<ReviewPage<Review>> {
  const { limit, offset } = paging(options.limit, options.offset);
  const sort = options.sort && Object.hasOwn(REVIEW_SORTS, options.sort) ? REVIEW_SORTS[options.sort] : REVIEW_SORTS.newest;
  const page = await callCommerce('/getReview', () =>
    send(
      ctx.client.apiRoot.reviews().get({
        queryArgs: { where, limit, offset, sort, withTotal: true, ...variables },
      }),
    ),
  );
  const total = page.total ?? page.count;
  return { offset: page.offset, limit: page.limit, count: page.count, total, exists: total > 0, results: page.results };
}


/** Published reviews of a product, newest first; only those in `languages` when given. */
export async function getReviews(
  ctx: CommerceContext,
  productId: string,
  options: { limit?: number; offset?: number; sort?: ReviewSort; languages?: readonly string[] } = {},
): Promise<ReviewPage<Review>> {
  if (!isResourceId(productId)) return Promise.resolve({ offset: 0, limit: REVIEW_PAGE_SIZE, count: 0, total: 0, exists: false, results: [] });
  const languages = [...new Set(options.languages ?? [])].filter(isLocaleCode);
  const variables: Record<string, string> = { 'var.productId': productId };
  languages.forEach((language, index) => (variables[`var.locale${index}`] = language));
  const inLanguages = languages.length > 0 ? ` and locale in (${languages.map((_, index) => `:locale${index}`).join(', ')})` : '';
  // A product's published reviews are the same for every shopper: one read per page of them per change.
  return ctx.client.catalogueCache.get({
    name: 'reviews',
    key: `${productId}|${options.limit ?? ''}|${options.offset ?? ''}|${options.sort ?? ''}|${languages.join(',')}`,
    depends: ['reviews'],
    getFreshValue: () => queryReviews(ctx, `target(id = :productId) and includedInStatistics = true${inLanguages}`, variables, options),
  });
}

/** The session customer's own reviews (my-account/my-reviews). */
export async function getMyReviews(
  ctx: CommerceContext,
  session: ShopperSession,
  options: { limit?: number; offset?: number } = {},
): Promise<ReviewPage<Review>> {
  const customerId = requireCustomerId(session);
  return queryReviews(ctx, 'customer(id = :customerId)', { 'var.customerId': customerId }, options);
}

async function hasPurchased(ctx: CommerceContext, customerId: string, sku: string): Promise<boolean> {
  const page = await callCommerce('/getOrders', () =>
    send(
      ctx.client.apiRoot.orders().get({
        queryArgs: { where: 'customerId = :customerId', 'var.customerId': customerId, limit: 500 },
      }),
    ),
  );
  return page.results.some(
    (order) => order.customerId === customerId && order.lineItems.some((line) => line.variant.sku === sku),
  );
}

export async function addReview(ctx: CommerceContext, session: ShopperSession, input: ReviewInput): Promise<Review> {
  const customerId = requireCustomerId(session);
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5 || !input.text.trim()) {
    throw new ReviewError('failed');
  }
  try {
    const product = await getProductBySku(ctx, input.sku);
    if (!product || !(await hasPurchased(ctx, customerId, input.sku))) throw new ReviewError('not-purchased');
    const uniquenessValue = `${customerId}:${input.sku}`;
    const existing = await queryReviews(ctx, 'uniquenessValue = :unique or (customer(id = :customerId) and target(id = :productId))', {
      'var.unique': uniquenessValue,
      'var.customerId': customerId,
      'var.productId': product.id,
    }, { limit: 1 });
    if (existing.total > 0) throw new ReviewError('already-reviewed');

    const customer = { typeId: 'customer' as const, id: customerId };
    const review = await callCommerce('/addReview', () =>
      send(
        ctx.client.apiRoot.reviews().post({
          body: {
            uniquenessValue,
            target: { typeId: 'product', id: product.id },
            customer,
            authorName: input.authorName,
            title: input.title,
            text: input.text,
            rating: input.rating,
            locale: input.locale ?? ctx.store.locale,
          },
        }),
      ),
    );
    if (review.customer) return review;
    // The local mock drops the draft's customer; set it so "my reviews" and the duplicate check work.
    return await callCommerce('/addReview', () =>
      send(
        ctx.client.apiRoot.reviews().withId({ ID: review.id }).post({
          body: { version: review.version, actions: [{ action: 'setCustomer', customer }] },
        }),
      ),
    );
  } catch (err) {
    if (err instanceof ReviewError) throw err;
    // commercetools enforces uniquenessValue: a duplicate that slipped past the check above.
    if (err instanceof CommerceError && err.code === 'DuplicateField') throw new ReviewError('already-reviewed', err);
    ctx.client.logger.error({ err, sku: input.sku }, 'adding a review failed');
    throw new ReviewError('failed', err);
  }
}
