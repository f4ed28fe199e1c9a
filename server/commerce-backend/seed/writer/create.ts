import type { CategoryDraft, ProductUpdateAction } from '@commercetools/platform-sdk';
import { SEED_MARKER, SEED_VERSION } from '../data/constants';
import type { SeedCustomer, SeedProduct } from '../data/index';
import type { Created, WriterContext } from './context';
import { mapLimited } from './pool';
import { resolveRefs } from './resolve';
import { describeError, withRetry } from './retry';

/** Creates drafts with bounded concurrency, resolving key references first and recording the new ids for later drafts. */
export async function createAll<D extends { key?: string }>(
  ctx: WriterContext, typeId: string, drafts: readonly D[], post: (draft: D) => Promise<Created>,
): Promise<Created[]> {
  return mapLimited(drafts, ctx.limit, async (draft) => {
    const resolved = resolveRefs(draft, ctx.ids);
    let created: Created;
    try {
      created = await withRetry(() => post(resolved));
    } catch (error) {
      throw new Error(`Seed: creating ${typeId} '${draft.key ?? '?'}' failed: ${describeError(error)}`, { cause: error });
    }
    ctx.ids.set(typeId, draft.key, created.id);
    return created;
  });
}

/** Project countries, currencies and languages must cover the seeded prices, zones and texts. */
export async function updateProjectSettings(ctx: WriterContext,
  settings: { countries: string[]; currencies: string[]; languages: string[] }): Promise<void> {
  const project = await withRetry(() => ctx.api.get().execute());
  await withRetry(() => ctx.api.post({
    body: {
      version: project.body.version,
      actions: [
        { action: 'changeCountries', countries: settings.countries },
        { action: 'changeCurrencies', currencies: settings.currencies },
        { action: 'changeLanguages', languages: settings.languages },
      ],
    },
  }).execute());
}

/** Categories level by level: a child's parent must exist before the child is created. */
export async function createCategories(ctx: WriterContext, drafts: readonly CategoryDraft[]): Promise<Created[]> {
  const depth = new Map<string, number>();
  const depthOf = (draft: CategoryDraft): number => {
    const parentKey = draft.parent?.key;
    const parent = parentKey ? drafts.find((candidate) => candidate.key === parentKey) : undefined;
    return parent ? (depth.get(parent.key as string) ?? depthOf(parent)) + 1 : 0;
  };
  for (const draft of drafts) depth.set(draft.key as string, depthOf(draft));
  const created: Created[] = [];
  for (let level = 0; level <= Math.max(...depth.values()); level++) {
    const batch = drafts.filter((draft) => depth.get(draft.key as string) === level);
    created.push(...await createAll(ctx, 'category', batch,
      async (draft) => (await ctx.api.categories().post({ body: draft }).execute()).body));
  }
  return created;
}

export async function createProducts(ctx: WriterContext, products: readonly SeedProduct[]): Promise<Map<string, Created>> {
  const created = await createAll(ctx, 'product', products.map((product) => product.draft),
    async (draft) => (await ctx.api.products().post({ body: draft }).execute()).body);
  return new Map(products.map((product, index) => [product.sku, created[index]]));
}

/** Relation attributes point at other products whose ids exist only now: one update each, published data too. */
export async function linkProducts(ctx: WriterContext, products: readonly SeedProduct[],
  created: ReadonlyMap<string, Created>): Promise<number> {
  const reference = (sku: string) => ({ typeId: 'product', id: (created.get(sku) as Created).id });
  const linked = products.filter((product) => Object.values(product.relations).some((skus) => skus.length > 0));
  await mapLimited(linked, ctx.limit, async (product) => {
    const target = created.get(product.sku) as Created;
    const actions: ProductUpdateAction[] = Object.entries(product.relations)
      .filter(([, skus]) => skus.length > 0)
      .map(([name, skus]) => ({ action: 'setAttribute', sku: product.sku, name, value: skus.map(reference), staged: false }));
    await withRetry(() => ctx.api.products().withId({ ID: target.id }).post({ body: { version: target.version, actions } }).execute());
  });
  return linked.length;
}

/** Customers with their tier: the group is in the draft, and a backend that ignores it (the mock) gets setCustomerGroup. */
export async function createCustomers(ctx: WriterContext, customers: readonly SeedCustomer[]): Promise<number> {
  await mapLimited(customers, ctx.limit, async ({ draft, groupKey }) => {
    const body = resolveRefs(draft, ctx.ids);
    const { customer } = (await withRetry(() => ctx.api.customers().post({ body }).execute())).body;
    ctx.ids.set('customer', draft.key, customer.id);
    if (!customer.customerGroup) {
      await withRetry(() => ctx.api.customers().withId({ ID: customer.id }).post({
        body: {
          version: customer.version,
          actions: [{ action: 'setCustomerGroup', customerGroup: { typeId: 'customer-group', id: ctx.ids.require('customer-group', groupKey) } }],
        },
      }).execute());
    }
  });
  return customers.length;
}

/** Written last: its presence is what isSeeded() checks, so an interrupted seed never counts as done. */
export async function writeMarker(ctx: WriterContext, counts: Record<string, number>): Promise<void> {
  await withRetry(() => ctx.api.customObjects().post({
    body: { ...SEED_MARKER, value: { version: SEED_VERSION, completedAt: new Date().toISOString(), counts } },
  }).execute());
}
