import type { SeedData } from '../data/index';
import type { WriterContext } from './context';
import { createAll, createCategories, createCustomers, createProducts, linkProducts, updateProjectSettings } from './create';

export interface SeedStep {
  readonly name: string;
  readonly count: number;
  readonly durationMs: number;
}

/** Creates everything in dependency order; independent resource types run side by side. */
export async function writeAll(ctx: WriterContext, data: SeedData, steps: SeedStep[]): Promise<void> {
  const step = async (name: string, work: () => Promise<number>) => {
    const started = performance.now();
    const count = await work();
    const durationMs = Math.round(performance.now() - started);
    steps.push({ name, count, durationMs });
    ctx.log(`seed: ${name}: ${count} in ${durationMs} ms`);
  };
  const { api } = ctx;
  const post = <B, R extends { id: string; version: number }>(request: { post(args: { body: B }): { execute(): Promise<{ body: R }> } }) =>
    async (body: B) => (await request.post({ body }).execute()).body;

  await step('project', async () => (await updateProjectSettings(ctx, data.project), 1));
  // Independent foundations in parallel.
  await Promise.all([
    step('types', async () => (await createAll(ctx, 'type', data.types, post(api.types()))).length),
    step('taxCategories', async () => (await createAll(ctx, 'tax-category', data.taxCategories, post(api.taxCategories()))).length),
    step('zones', async () => (await createAll(ctx, 'zone', data.zones, post(api.zones()))).length),
    step('channels', async () => (await createAll(ctx, 'channel', data.channels, post(api.channels()))).length),
    step('productTypes', async () => (await createAll(ctx, 'product-type', data.productTypes, post(api.productTypes()))).length),
    step('productDiscounts', async () =>
      (await createAll(ctx, 'product-discount', data.productDiscounts, post(api.productDiscounts()))).length),
  ]);
  await Promise.all([
    step('stores', async () => (await createAll(ctx, 'store', data.stores, post(api.stores()))).length),
    step('categories', async () => (await createCategories(ctx, data.categories)).length),
    step('shippingMethods', async () => (await createAll(ctx, 'shipping-method', data.shippingMethods, post(api.shippingMethods()))).length),
    step('customerGroups', async () => (await createAll(ctx, 'customer-group', data.customerGroups, post(api.customerGroups()))).length),
    step('seoRedirects', async () => (await createAll(ctx, 'key-value-document', data.seoRedirects, post(api.customObjects()))).length),
  ]);
  const created = new Map<string, { id: string; version: number }>();
  await step('products', async () => {
    for (const [sku, product] of await createProducts(ctx, data.products)) created.set(sku, product);
    return created.size;
  });
  // Relations before reviews: some backends recompute review statistics on every product write.
  await step('productRelations', () => linkProducts(ctx, data.products, created));
  await Promise.all([
    step('inventory', async () => (await createAll(ctx, 'inventory-entry', data.inventory, post(api.inventory()))).length),
    step('customers', () => createCustomers(ctx, data.customers)),
    (async () => {
      // Discount codes point at their cart discounts by id.
      await step('cartDiscounts', async () => (await createAll(ctx, 'cart-discount', data.cartDiscounts, post(api.cartDiscounts()))).length);
      await step('discountCodes', async () => (await createAll(ctx, 'discount-code', data.discountCodes, post(api.discountCodes()))).length);
    })(),
  ]);
  await step('reviews', async () => (await createAll(ctx, 'review', data.reviews, post(api.reviews()))).length);
}
