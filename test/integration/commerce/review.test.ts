import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLineItem, setShippingAddress } from '~/commerce/cart.server';
import type { CommerceContext } from '~/commerce/client.server';
import { signUp } from '~/commerce/customer.server';
import { createOrderFromCart } from '~/commerce/order.server';
import { addReview, getMyReviews, getReviews, REVIEW_MESSAGES, ReviewError } from '~/commerce/review.server';
import type { ShopperSession } from '~/commerce/types';
import type { Fixture } from './fixtures';
import { seedFixture, SHIPPING_ADDRESS, SKU } from './fixtures';
import type { MockBackend } from './harness';
import { clientFor, contextFor, SK, startMock } from './harness';

let backend: MockBackend;
let ctx: CommerceContext;
let fixture: Fixture;
let buyer: ShopperSession;

beforeAll(async () => {
  backend = await startMock();
  ctx = contextFor(clientFor(backend.url), SK);
  fixture = await seedFixture(ctx.client.apiRoot);
  // Eleven reviews of the saw, one of the drill (moved there), one of the grinder.
  for (let index = 0; index < 13; index += 1) {
    const review = await ctx.client.apiRoot.reviews().post({ body: {
      target: { typeId: 'product', id: index === 12 ? fixture.productIds.grinder : fixture.productIds.saw },
      rating: (index % 5) + 1, text: `review ${index}`, authorName: `Author ${index}`,
      // Written by shoppers of several stores: Slovak (bare and with the country), Czech, and one without a language.
      ...(index === 10 ? {} : { locale: ['sk', 'cs', 'sk-SK'][index % 3] }),
    } }).execute();
    if (index === 11) {
      await ctx.client.apiRoot.reviews().withId({ ID: review.body.id }).post({
        body: { version: review.body.version, actions: [{ action: 'setTarget', target: { typeId: 'product', id: fixture.productIds.drill } }] },
      }).execute();
    }
  }
  const account = await signUp(ctx, { anonymousId: randomUUID() }, { email: `r-${randomUUID()}@example.com`, password: 'secret123' });
  const { session } = await addLineItem(ctx, account.session, { sku: SKU.drill, quantity: 1 });
  await setShippingAddress(ctx, session, SHIPPING_ADDRESS);
  buyer = (await createOrderFromCart(ctx, session)).session;
});
afterAll(() => backend.close());

describe('reading reviews', () => {
  it('pages through a product’s reviews, 10 per page by default', async () => {
    const first = await getReviews(ctx, fixture.productIds.saw);
    expect(first).toMatchObject({ offset: 0, limit: 10, count: 10, total: 11, exists: true });
    const second = await getReviews(ctx, fixture.productIds.saw, { offset: 10 });
    expect(second).toMatchObject({ offset: 10, count: 1, total: 11 });
    const all = [...first.results, ...second.results].map((review) => review.id);
    expect(new Set(all).size).toBe(11);
  });

  it('lists only the reviews written in the languages asked for', async () => {
    const slovak = await getReviews(ctx, fixture.productIds.saw, { languages: ['sk', 'sk-SK'] });
    expect(slovak.total).toBe(7);
    expect(slovak.results.every((review) => review.locale === 'sk' || review.locale === 'sk-SK')).toBe(true);
    expect((await getReviews(ctx, fixture.productIds.saw, { languages: ['cs'] })).total).toBe(3);
    // Anything that is no language code is ignored rather than sent to the backend.
    expect((await getReviews(ctx, fixture.productIds.saw, { languages: ['cs") or (1 = 1'] })).total).toBe(11);
  });

  it('answers an empty page for a product without reviews or a bad id', async () => {
    expect(await getReviews(ctx, fixture.productIds.drill, { limit: 5 })).toMatchObject({ total: 1, exists: true, limit: 5 });
    expect(await getReviews(ctx, randomUUID())).toMatchObject({ total: 0, exists: false, results: [] });
    expect(await getReviews(ctx, 'x" or 1=1')).toMatchObject({ total: 0, exists: false });
  });
});

describe('writing reviews', () => {
  it('needs a purchase of the SKU', async () => {
    const error = await addReview(ctx, buyer, { sku: SKU.saw, rating: 4, text: 'Great', authorName: 'J' }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ReviewError);
    expect(error).toMatchObject({ reason: 'not-purchased', communicate: REVIEW_MESSAGES['not-purchased'] });
  });

  it('accepts one review per purchased SKU and lists it under the customer', async () => {
    const review = await addReview(ctx, buyer, { sku: SKU.drill, rating: 5, title: 'Top', text: 'Works well', authorName: 'Jana' });
    expect(review).toMatchObject({ rating: 5, customer: { id: buyer.customerId }, target: { id: fixture.productIds.drill } });
    await expect(addReview(ctx, buyer, { sku: SKU.drill, rating: 3, text: 'Again', authorName: 'Jana' })).rejects.toMatchObject({
      reason: 'already-reviewed',
      communicate: 'You have already submitted review for your purchase for SKU',
    });
    const mine = await getMyReviews(ctx, buyer);
    expect(mine.results.map((item) => item.id)).toEqual([review.id]);
  });

  it('refuses guests and invalid ratings', async () => {
    await expect(addReview(ctx, { anonymousId: randomUUID() }, { sku: SKU.drill, rating: 5, text: 'x', authorName: 'x' })).rejects.toThrow(
      'User is not authenticated',
    );
    await expect(addReview(ctx, buyer, { sku: SKU.drill, rating: 9, text: 'x', authorName: 'x' })).rejects.toMatchObject({ reason: 'failed' });
    await expect(getMyReviews(ctx, { anonymousId: randomUUID() })).rejects.toThrow('User is not authenticated');
  });
});
