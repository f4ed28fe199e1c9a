import { isDeepStrictEqual } from 'node:util';
import type { CartAddLineItemAction, CartSetCustomShippingMethodAction, Customer, CustomerDraft, LineItem, ResourceIdentifier, ShippingRate } from '@commercetools/platform-sdk';
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import { hashPassword, hashPasswordSync, type PasswordCost } from './password-hash.ts';
import type { CommerceStore } from './storage.ts';

/**
 * Small corrections to mock behaviour the shop depends on:
 * - addLineItem merges only with a line item of the same variant, channels and custom fields, as
 *   commercetools does (an extra-guarantee line per parent SKU stays separate), defaults to the
 *   master variant, and keeps the distribution and supply channels used for price selection;
 * - line items in a cart draft are found by SKU through the index too (the mock parses every product);
 * - changeTaxMode and changeTaxCalculationMode exist (the NET cart switches to External tax mode);
 * - setLineItemInventoryMode exists (the checkout makes product lines ReserveOnOrder, see order-inventory.ts);
 * - setCustomShippingMethod keeps the rate's freeAbove and tiers, which the mock drops (a NET cart's custom
 *   shipping is free from the net equivalent of the threshold, decision 119);
 * - customer creation keeps the draft's customer group, which the mock drops, and customer passwords
 *   (on creation and setAuthenticationMode) are stored as scrypt hashes, never base64.
 *
 * They live in ShopCartRepository and ShopCustomerRepository, subclasses of the mock's own repository
 * classes that use the mock's extension points: the update-action handler every repository keeps in its
 * protected `actions` field, the public `draftLineItemtoLineItem` and `create`. 4.4.0 is the newest release of the mock
 * (decision 068), and it exports neither the repository classes nor a way to register one, so the
 * repositories the mock serves hand their public entry points (`create`, `processUpdateActions`) to
 * the subclass; reads (get, query, delete) stay theirs, on the same storage.
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

type CartHandler = {
  addLineItem(context: unknown, resource: CartResource, action: CartAddLineItemAction): Promise<void>;
  setCustomShippingMethod(context: unknown, resource: CartResource, action: CartSetCustomShippingMethodAction): Promise<void> | void;
  setLineItemInventoryMode?(context: unknown, resource: CartResource, action: { lineItemId?: string; lineItemKey?: string; inventoryMode?: string }): void;
  changeTaxMode?(context: unknown, resource: CartResource, action: { taxMode: string }): void;
  changeTaxCalculationMode?(context: unknown, resource: CartResource, action: { taxCalculationMode: string }): void;
  setDeleteDaysAfterLastModification?(context: unknown, resource: CartResource, action: { deleteDaysAfterLastModification?: number }): void;
};

/** commercetools' cart action the mock lacks; cart-expiry.ts sweeps by the field (decision 093). */
function addDeleteDaysAction(handler: CartHandler): void {
  handler.setDeleteDaysAfterLastModification = (_context, resource, { deleteDaysAfterLastModification }) => {
    (resource as { deleteDaysAfterLastModification?: number }).deleteDaysAfterLastModification = deleteDaysAfterLastModification;
  };
}

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

/** commercetools keeps the whole ShippingRateDraft of a custom method; the mock keeps only its price. */
function keepCustomShippingRate(handler: CartHandler): void {
  const mockSetCustomShippingMethod = handler.setCustomShippingMethod.bind(handler);
  handler.setCustomShippingMethod = async (context, resource, action) => {
    await mockSetCustomShippingMethod(context, resource, action);
    const rate = (resource.shippingInfo as { shippingRate?: Writable<ShippingRate> } | undefined)?.shippingRate;
    if (!rate) return;
    const { freeAbove, tiers } = action.shippingRate;
    if (freeAbove?.centAmount !== undefined) rate.freeAbove = { type: 'centPrecision', fractionDigits: rate.price.fractionDigits, currencyCode: freeAbove.currencyCode, centAmount: freeAbove.centAmount };
    if (tiers) rate.tiers = tiers as ShippingRate['tiers'];
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

type ProjectAPI = ReturnType<CommercetoolsMock['project']>;
/** The repositories the mock serves carts with (project and /me endpoints). */
const servedCartRepositories = (project: ProjectAPI) => [project.getRepository('cart'), project.getRepository('my-cart')];
type CartRepository = ReturnType<typeof servedCartRepositories>[number];
type CartRepositoryClass = new (config: ProjectAPI['config']) => CartRepository;
type ChannelResolver = (ref: ResourceIdentifier | undefined) => Promise<string | undefined>;

/** Builds the subclass on the class the installed mock uses for carts (it does not export it by name). */
function shopCartRepositoryClass(Base: CartRepositoryClass) {
  return class ShopCartRepository extends Base {
    constructor(config: ProjectAPI['config'], store: CommerceStore, resolveChannel: ChannelResolver) {
      super(config);
      const mockDraftToLine = this.draftLineItemtoLineItem;
      this.draftLineItemtoLineItem = (projectKey, draft, ...rest) => {
        const indexed = draft.sku && !draft.productId ? store.findSku(projectKey, draft.sku) : undefined;
        return mockDraftToLine(projectKey, indexed ? { ...draft, ...indexed } : draft, ...rest);
      };
      // This instance's own handler, created by the mock's constructor for it alone.
      const handler = this.actions as unknown as CartHandler | undefined;
      if (typeof handler?.addLineItem !== 'function') throw new Error('commercetools-mock changed: the cart handler has no addLineItem');
      addTaxModeActions(handler);
      addInventoryModeAction(handler);
      addDeleteDaysAction(handler);
      if (typeof handler.setCustomShippingMethod !== 'function') throw new Error('commercetools-mock changed: the cart handler has no setCustomShippingMethod');
      keepCustomShippingRate(handler);
      handler.addLineItem = mergingAddLineItem(handler.addLineItem.bind(handler), store, resolveChannel);
    }
  };
}

/**
 * addLineItem as in commercetools: the SKU is resolved through the index, the master variant is the
 * default, and the new units merge only with a line of the same variant, channels and custom fields.
 */
function mergingAddLineItem(mockAddLineItem: CartHandler['addLineItem'], store: CommerceStore, resolveChannel: ChannelResolver): CartHandler['addLineItem'] {
  return async (context, resource, incoming) => {
    const projectKey = (context as { projectKey: string }).projectKey;
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
      await mockAddLineItem(context, resource, action);
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

const customerRepositoryOf = (project: ProjectAPI) => project.getRepository('customer');
type CustomerRepository = ReturnType<typeof customerRepositoryOf>;
type CustomerRepositoryClass = new (config: ProjectAPI['config']) => CustomerRepository;
type StoredCustomer = Customer & { password?: string };
type CustomerHandler = {
  setAuthenticationMode(context: unknown, resource: StoredCustomer, action: { authMode: string; password?: string }): void;
  changeEmail(context: unknown, resource: StoredCustomer, action: { email: string }): void;
};

/**
 * Customers as the shop needs them: passwords are stored as scrypt hashes, never as the mock's base64
 * (decision 025; the sign-in, password and e-mail token endpoints are in customer-accounts.ts), a draft's
 * customer group is kept, and a changed e-mail is no longer verified.
 */
function shopCustomerRepositoryClass(Base: CustomerRepositoryClass, passwordCost: PasswordCost | undefined) {
  return class ShopCustomerRepository extends Base {
    private readonly writer: CommerceStore;

    constructor(config: ProjectAPI['config'], store: CommerceStore) {
      super(config);
      this.writer = store;
      // This instance's own handler, created by the mock's constructor for it alone.
      const handler = this.actions as unknown as CustomerHandler | undefined;
      if (typeof handler?.setAuthenticationMode !== 'function') throw new Error('commercetools-mock changed: the customer handler has no setAuthenticationMode');
      handler.setAuthenticationMode = (_context, resource, action) => {
        if (resource.authenticationMode === action.authMode) return;
        (resource as { authenticationMode: string }).authenticationMode = action.authMode;
        resource.password = action.authMode === 'Password' && action.password ? hashPasswordSync(action.password, passwordCost) : undefined;
      };
      // As commercetools: a new address is not verified (the mock kept the flag of the old one).
      handler.changeEmail = (_context, resource, action) => {
        if (resource.email === action.email) return;
        const writable = resource as { email: string; isEmailVerified: boolean };
        writable.email = action.email;
        writable.isEmailVerified = false;
      };
    }

    override async create(context: Parameters<CustomerRepository['create']>[0], draft: CustomerDraft): Promise<Customer> {
      const customer: StoredCustomer = await super.create(context, { ...draft, password: undefined });
      const refs = [draft.customerGroup, ...(draft.customerGroupAssignments ?? []).map((a) => a.customerGroup)].filter((r) => !!r);
      if (refs.length === 0 && !draft.password) return customer;
      const ids = [];
      for (const ref of refs) ids.push((await this.writer.storage.getByResourceIdentifier(context.projectKey, { ...ref, typeId: 'customer-group' })).id);
      const completed: StoredCustomer = {
        ...customer,
        ...(ids.length > 0 ? {
          customerGroup: { typeId: 'customer-group' as const, id: ids[0] },
          customerGroupAssignments: [...new Set(ids)].map((id) => ({ customerGroup: { typeId: 'customer-group' as const, id } })),
        } : {}),
        ...(draft.password ? { password: await hashPassword(draft.password, passwordCost) } : {}),
      };
      await this.writer.storage.add(context.projectKey, 'customer', completed);
      return completed;
    }
  };
}

/** `passwordCost`: scrypt's for new customer passwords (default DEFAULT_PASSWORD_COST). */
export function applyRepositoryFixes(mock: CommercetoolsMock, store: CommerceStore, projectKey: string, passwordCost?: PasswordCost): void {
  const project = mock.project(projectKey);
  const resolveChannel: ChannelResolver = async (ref) =>
    ref ? (await store.storage.getByResourceIdentifier(projectKey, { ...ref, typeId: 'channel' })).id : undefined;

  for (const served of servedCartRepositories(project)) {
    const ShopCartRepository = shopCartRepositoryClass(served.constructor as CartRepositoryClass);
    const shop = new ShopCartRepository(project.config, store, resolveChannel);
    served.create = (context, draft) => shop.create(context, draft);
    served.processUpdateActions = (context, resource, version, actions) => shop.processUpdateActions(context, resource, version, actions);
  }

  const served = customerRepositoryOf(project);
  const ShopCustomerRepository = shopCustomerRepositoryClass(served.constructor as CustomerRepositoryClass, passwordCost);
  const shop = new ShopCustomerRepository(project.config, store);
  served.create = (context, draft) => shop.create(context, draft);
  served.processUpdateActions = (context, resource, version, actions) => shop.processUpdateActions(context, resource, version, actions);
}
