import { isDeepStrictEqual } from 'node:util';
import type { CartAddLineItemAction, CustomerDraft, LineItem, ResourceIdentifier } from '@commercetools/platform-sdk';
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import type { CommerceStore } from './storage.ts';

/**
 * Small corrections to mock behaviour the shop depends on, made by wrapping methods of the mock's
 * repository instances (reached through the public ProjectAPI.getRepository):
 * - addLineItem merges only with a line item of the same variant, channels and custom fields, as
 *   commercetools does (an extra-guarantee line per parent SKU stays separate), defaults to the
 *   master variant, and keeps the distribution and supply channels used for price selection;
 * - line items in a cart draft are found by SKU through the index too (the mock parses every product);
 * - changeTaxMode and changeTaxCalculationMode exist (the NET cart switches to External tax mode);
 * - setLineItemInventoryMode exists (the checkout makes product lines ReserveOnOrder, see order-inventory.ts);
 * - customer creation keeps the draft's customer group, which the mock drops.
 * Wrapping reads the protected `actions` handler; a version bump of the mock that changes it fails
 * loudly here rather than silently.
 */

type Writable<T> = { -readonly [K in keyof T]: T[K] };
type TaxedThing = { taxRate?: unknown; taxedPrice?: unknown };
type CartResource = {
  lineItems: LineItem[];
  customLineItems: TaxedThing[];
  shippingInfo?: TaxedThing;
  taxMode: string;
  taxCalculationMode: string;
};
type DraftLineToLine = (projectKey: string, draft: { sku?: string; productId?: string; variantId?: number }, ...rest: unknown[]) => Promise<LineItem>;

type CartHandler = {
  addLineItem(context: unknown, resource: CartResource, action: CartAddLineItemAction): Promise<void>;
  setLineItemInventoryMode?(context: unknown, resource: CartResource, action: { lineItemId?: string; lineItemKey?: string; inventoryMode?: string }): void;
  changeTaxMode?(context: unknown, resource: CartResource, action: { taxMode: string }): void;
  changeTaxCalculationMode?(context: unknown, resource: CartResource, action: { taxCalculationMode: string }): void;
};

/**
 * Switching tax mode drops the rates of the old mode, as in commercetools: platform rates do not
 * carry over into External mode (the caller sets external ones, e.g. 0 % for reverse charge in the
 * same request) and external rates are replaced by the pricing step when going back to Platform.
 */
function addTaxModeActions(handler: CartHandler): void {
  handler.changeTaxMode = (_context, resource, { taxMode }) => {
    if (resource.taxMode === taxMode) return;
    resource.taxMode = taxMode;
    for (const item of [...resource.lineItems, ...resource.customLineItems, ...(resource.shippingInfo ? [resource.shippingInfo] : [])] as TaxedThing[]) {
      item.taxRate = undefined;
      item.taxedPrice = undefined;
    }
  };
  handler.changeTaxCalculationMode = (_context, resource, { taxCalculationMode }) => {
    resource.taxCalculationMode = taxCalculationMode;
  };
}

/** The line item's own inventory mode (ReserveOnOrder, TrackOnly, None), which order creation reads. */
function addInventoryModeAction(handler: CartHandler): void {
  handler.setLineItemInventoryMode = (_context, resource, { lineItemId, lineItemKey, inventoryMode }) => {
    const line = resource.lineItems.find((item) => (lineItemId ? item.id === lineItemId : item.key === lineItemKey)) as Writable<LineItem> | undefined;
    if (!line) throw new Error(`line item ${lineItemId ?? lineItemKey} not found`);
    line.inventoryMode = inventoryMode as LineItem['inventoryMode'];
  };
}

function sameLine(item: LineItem, action: CartAddLineItemAction, channels: { distribution?: string; supply?: string }): boolean {
  const fields = (custom: { fields?: object } | undefined) => custom?.fields ?? {};
  return (
    item.distributionChannel?.id === channels.distribution &&
    item.supplyChannel?.id === channels.supply &&
    isDeepStrictEqual(fields(item.custom), fields(action.custom))
  );
}

function sameVariant(item: LineItem, action: CartAddLineItemAction): boolean {
  return action.sku ? item.variant.sku === action.sku : item.productId === action.productId && item.variant.id === action.variantId;
}

export function applyRepositoryFixes(mock: CommercetoolsMock, store: CommerceStore, projectKey: string): void {
  const project = mock.project(projectKey);
  const resolveChannel = async (ref: ResourceIdentifier | undefined) =>
    ref ? (await store.storage.getByResourceIdentifier(projectKey, { ...ref, typeId: 'channel' })).id : undefined;

  for (const repositoryKey of ['cart', 'my-cart'] as const) {
    const repository = project.getRepository(repositoryKey);
    const toLine = Reflect.get(repository, 'draftLineItemtoLineItem') as DraftLineToLine | undefined;
    if (typeof toLine !== 'function') throw new Error('commercetools-mock changed: cart draftLineItemtoLineItem not found');
    Reflect.set(repository, 'draftLineItemtoLineItem', ((projectKey, draft, ...rest) => {
      const indexed = draft.sku && !draft.productId ? store.findSku(projectKey, draft.sku) : undefined;
      return toLine(projectKey, indexed ? { ...draft, ...indexed } : draft, ...rest);
    }) satisfies DraftLineToLine);
    const handler = Reflect.get(repository, 'actions') as CartHandler | undefined;
    if (typeof handler?.addLineItem !== 'function') throw new Error('commercetools-mock changed: cart actions.addLineItem not found');
    addTaxModeActions(handler);
    addInventoryModeAction(handler);
    const original = handler.addLineItem.bind(handler);
    handler.addLineItem = async (context, resource, incoming) => {
      // Resolve the SKU through the index so the mock reads one product instead of all of them.
      const indexed = incoming.sku && !incoming.productId ? store.findSku(projectKey, incoming.sku) : undefined;
      const action = indexed
        ? { ...incoming, ...indexed }
        : { ...incoming, variantId: incoming.variantId ?? (incoming.sku ? undefined : 1) };
      const channels = { distribution: await resolveChannel(action.distributionChannel), supply: await resolveChannel(action.supplyChannel) };
      const all = resource.lineItems;
      const others = all.filter((item) => sameVariant(item, action) && !sameLine(item, action, channels));
      resource.lineItems = all.filter((item) => !others.includes(item));
      const before = new Set(resource.lineItems.map((item) => item.id));
      try {
        await original(context, resource, action);
      } finally {
        const added = resource.lineItems.find((item) => !before.has(item.id)) as Writable<LineItem> | undefined;
        if (added) {
          if (channels.distribution) added.distributionChannel = { typeId: 'channel', id: channels.distribution };
          if (channels.supply) added.supplyChannel = { typeId: 'channel', id: channels.supply };
        }
        // Keep the original order; the new line (if any) goes last as in commercetools.
        const updated = new Map(resource.lineItems.map((item) => [item.id, item]));
        resource.lineItems = [
          ...all.filter((item) => others.includes(item) || updated.has(item.id)).map((item) => updated.get(item.id) ?? item),
          ...(added ? [added as LineItem] : []),
        ];
      }
    };
  }

  const customers = project.getRepository('customer');
  const create = customers.create.bind(customers);
  customers.create = async (context, draft: CustomerDraft) => {
    const customer = await create(context, draft);
    const refs = [draft.customerGroup, ...(draft.customerGroupAssignments ?? []).map((a) => a.customerGroup)].filter((r) => !!r);
    if (refs.length === 0) return customer;
    const ids = [];
    for (const ref of refs) ids.push((await store.storage.getByResourceIdentifier(context.projectKey, { ...ref, typeId: 'customer-group' })).id);
    const withGroups = {
      ...customer,
      customerGroup: { typeId: 'customer-group' as const, id: ids[0] },
      customerGroupAssignments: [...new Set(ids)].map((id) => ({ customerGroup: { typeId: 'customer-group' as const, id } })),
    };
    await store.storage.add(context.projectKey, 'customer', withGroups);
    return withGroups;
  };
}
