// Customers in the current store: sign up, sign in (the cart is handed over, spec §4 "Customer session"), read and
// update the session's customer. The customer id only ever comes from the session.
import type { Cart, Customer, CustomerUpdateAction } from '@commercetools/platform-sdk';
import type { CommerceContext } from './client.server';
import { handOverCart } from './customer-cart.server';
import {
  callCommerce,
  CommerceError,
  CommerceInputError,
  findOrNull,
  send,
  toCommerceError,
} from './errors.server';
import { findOwnedCart, requireCustomerId } from './guard.server';
import type { ShopperSession } from './types';
import { withVersionRetry } from './version-retry.server';
import { EMAIL_MAX } from '~/forms/rules';

export type SignUpInput = {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  vatId?: string;
  locale?: string;
  custom?: { typeKey: string; fields: Record<string, unknown> };
};

export type SignInResult = { customer: Customer; cart: Cart | null; session: ShopperSession };

// Group keys decide the loyalty tier, so customers are read with their groups.
const GROUP_EXPANSION = ['customerGroup', 'customerGroupAssignments[*].customerGroup'];

const EMAIL = /^[^\s@"<>]+@[^\s@"<>]+\.[^\s@"<>]+$/;

const inStore = (ctx: CommerceContext) => ctx.client.apiRoot.inStoreKeyWithStoreKeyValue({ storeKey: ctx.store.key });

function checkCredentials(email: string, password: string): void {
  if (!EMAIL.test(email) || email.length > EMAIL_MAX) throw new CommerceInputError('invalid-email', 'The e-mail address is not valid');
  if (!password || password.length > 512) throw new CommerceInputError('invalid-password', 'The password is not valid');
}

function signedIn(session: ShopperSession, customer: Customer, cart: Cart | null): SignInResult {
  const next: ShopperSession = { anonymousId: session.anonymousId, customerId: customer.id };
  if (cart) next.cartId = cart.id;
  return { customer, cart, session: next };
}

export function isInvalidCredentials(err: unknown): boolean {
  const code = err instanceof CommerceError ? err.code : undefined;
  return code === 'InvalidCredentials' || code === 'invalid_customer_account_credentials';
}

export function isDuplicateEmail(err: unknown): boolean {
  const code = err instanceof CommerceError ? err.code : undefined;
  return code === 'DuplicateField' || code === 'CustomerAlreadyExists';
}

/** /customerSignMeUp without the sign-in (the e-mail is confirmed by link first); a taken e-mail fails as isDuplicateEmail. */
export async function createCustomer(ctx: CommerceContext, input: SignUpInput): Promise<Customer> {
  checkCredentials(input.email, input.password);
  const { custom, ...fields } = input;
  const result = await callCommerce('/customerSignMeUp', () =>
    send(
      inStore(ctx).customers().post({
        body: {
          ...fields,
          locale: input.locale ?? ctx.store.locale,
          // Customers belong to the store they registered in (the mock does not infer it).
          stores: [{ typeId: 'store' as const, key: ctx.store.key }],
          ...(custom ? { custom: { type: { typeId: 'type' as const, key: custom.typeKey }, fields: custom.fields } } : {}),
        },
      }),
    ),
  );
  return result.customer;
}

/** A customer who proved the e-mail (a confirmation link) signs in without the password; the cart is handed over
 *  like at any sign-in. */
export async function signInProven(ctx: CommerceContext, session: ShopperSession, customer: Customer): Promise<SignInResult> {
  const anonymousCart = await findOwnedCart(ctx, session, '/customerSignMeIn');
  const current = (await fetchCustomer(ctx, customer.id)) ?? customer;
  const cart = await handOverCart(ctx, session, current, anonymousCart);
  return signedIn(session, current, cart);
}

/** /customerSignMeUp: creates the customer in this store and gives them the session's cart. */
export async function signUp(ctx: CommerceContext, session: ShopperSession, input: SignUpInput): Promise<SignInResult> {
  checkCredentials(input.email, input.password);
  const anonymousCart = await findOwnedCart(ctx, session, '/customerSignMeUp');
  const customer = await createCustomer(ctx, input);
  const cart = await handOverCart(ctx, session, customer, anonymousCart);
  return signedIn(session, customer, cart);
}

// The local mock has no /login: a 404 without a commercetools error code.
function isMissingEndpoint(err: unknown): boolean {
  return err instanceof CommerceError && err.statusCode === 404 && !err.code;
}

/** /customerSignMeIn through the in-store /login with the session's cart as anonymousCart; on a backend without
 *  /login, the password flow checks it and the cart is handed over here. */
export async function signIn(
  ctx: CommerceContext,
  session: ShopperSession,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  checkCredentials(credentials.email, credentials.password);
  const { client } = ctx;
  // Only a cart this session owns may be merged into the account.
  const anonymousCart = await findOwnedCart(ctx, session, '/customerSignMeIn');
  if (client.capabilities.nativeLogin !== false) {
    try {
      const result = await callCommerce('/customerSignMeIn', () =>
        send(
          inStore(ctx).login().post({
            body: {
              email: credentials.email,
              password: credentials.password,
              ...(anonymousCart ? { anonymousCart: { typeId: 'cart' as const, id: anonymousCart.id } } : {}),
              anonymousCartSignInMode: 'MergeWithExistingCustomerCart',
              updateProductData: true,
            },
          }),
        ),
      );
      client.capabilities.nativeLogin = true;
      return signedIn(session, result.customer, result.cart ?? null);
    } catch (err) {
      if (!isMissingEndpoint(err)) throw err;
      client.capabilities.nativeLogin = false;
    }
  }
  let customerId: string;
  try {
    customerId = await client.verifyCustomerPassword(ctx.store.key, credentials.email, credentials.password);
  } catch (err) {
    throw toCommerceError('/customerSignMeIn', err);
  }
  const customer = await requireCustomer(ctx, customerId, '/customerSignMeIn');
  const cart = await handOverCart(ctx, session, customer, anonymousCart);
  return signedIn(session, customer, cart);
}

/** A customer of this store (or a global one) by id, with its groups; null when there is none. */
export async function fetchCustomer(ctx: CommerceContext, customerId: string): Promise<Customer | null> {
  const customer = await findOrNull(() =>
    callCommerce('/getMe', () => send(inStore(ctx).customers().withId({ ID: customerId }).get({ queryArgs: { expand: GROUP_EXPANSION } }))),
  );
  // A customer bound to other stores is not a customer of this one.
  const inThisStore = customer && (customer.stores.length === 0 || customer.stores.some((store) => store.key === ctx.store.key));
  return inThisStore ? customer : null;
}

/** The customer by id, for a call on its behalf; 'User not found' (404) when this store has none. */
export async function requireCustomer(ctx: CommerceContext, customerId: string, endpoint: string): Promise<Customer> {
  const customer = await fetchCustomer(ctx, customerId);
  if (!customer) throw new CommerceError(endpoint, 'User not found', { statusCode: 404, code: 'ResourceNotFound' });
  return customer;
}

/** Keys of the customer's groups, main group first (input for customerTierKey in discount-keys.ts). */
export function customerGroupKeys(customer: Customer): string[] {
  const references = [customer.customerGroup, ...(customer.customerGroupAssignments ?? []).map((item) => item.customerGroup)];
  return [...new Set(references.map((reference) => reference?.obj?.key).filter((key): key is string => Boolean(key)))];
}

/** /getMe: the session's customer (with its groups expanded), or null for guests. */
export function getCustomer(ctx: CommerceContext, session: ShopperSession): Promise<Customer | null> {
  return session.customerId ? fetchCustomer(ctx, session.customerId) : Promise.resolve(null);
}

/** /customerUpdateMe: actions built from the current customer, retried once on a concurrent modification. */
export async function updateCustomer(
  ctx: CommerceContext,
  session: ShopperSession,
  build: (customer: Customer) => CustomerUpdateAction[],
  endpoint = '/customerUpdateMe',
): Promise<Customer> {
  const customerId = requireCustomerId(session);
  return withVersionRetry({
    read: () => requireCustomer(ctx, customerId, endpoint),
    apply: (customer) => {
      const actions = build(customer);
      if (actions.length === 0) return Promise.resolve(customer);
      return callCommerce(endpoint, () =>
        send(
          inStore(ctx)
            .customers()
            .withId({ ID: customerId })
            .post({ body: { version: customer.version, actions }, queryArgs: { expand: GROUP_EXPANSION } }),
        ),
      );
    },
  });
}

/** A customer of this store (or a global one) by e-mail, case-insensitively; null when there is none. */
export async function findCustomerByEmail(ctx: CommerceContext, email: string): Promise<Customer | null> {
  if (!EMAIL.test(email) || email.length > EMAIL_MAX) return null;
  const page = await callCommerce('/getMe', () =>
    send(
      inStore(ctx).customers().get({
        queryArgs: { where: 'lowercaseEmail = :email', 'var.email': email.toLowerCase(), limit: 2, expand: GROUP_EXPANSION },
      }),
    ),
  );
  return page.results.find((customer) => customer.email.toLowerCase() === email.toLowerCase()) ?? null;
}

export type ExternalProfile = { email: string; firstName?: string; lastName?: string; locale?: string };

/** Social sign-in (spec checkout-payments-support §6–7), a new customer without a password in ExternalAuth mode.
 *  The caller must only pass an e-mail the provider has verified. */
export async function signInExternal(
  ctx: CommerceContext,
  session: ShopperSession,
  profile: ExternalProfile,
  custom?: { typeKey: string; fields: Record<string, unknown> },
): Promise<SignInResult & { created: boolean }> {
  if (!EMAIL.test(profile.email) || profile.email.length > EMAIL_MAX) throw new CommerceInputError('invalid-email', 'The e-mail address is not valid');
  const anonymousCart = await findOwnedCart(ctx, session, '/socialSignIn');
  let customer = await findCustomerByEmail(ctx, profile.email);
  let created = false;
  if (!customer) {
    const result = await callCommerce('/socialSignIn', () =>
      send(
        inStore(ctx).customers().post({
          body: {
            email: profile.email,
            firstName: profile.firstName,
            lastName: profile.lastName,
            locale: profile.locale ?? ctx.store.locale,
            authenticationMode: 'ExternalAuth',
            isEmailVerified: true,
            stores: [{ typeId: 'store' as const, key: ctx.store.key }],
            ...(custom ? { custom: { type: { typeId: 'type' as const, key: custom.typeKey }, fields: custom.fields } } : {}),
          },
        }),
      ),
    );
    customer = (await fetchCustomer(ctx, result.customer.id)) ?? result.customer;
    created = true;
  }
  const cart = await handOverCart(ctx, session, customer, anonymousCart);
  return { ...signedIn(session, customer, cart), created };
}
