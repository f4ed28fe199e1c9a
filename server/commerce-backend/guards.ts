import type { Cart, DiscountCode } from '@commercetools/platform-sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { codeAvailability } from './pricing/discount-codes.ts';
import { CHANGES_PATH } from './catalogue-changes.ts';
import { claimOrderInventory } from './order-inventory.ts';
import type { CommerceStore } from './storage.ts';

/** Request checks commercetools makes and the mock does not, as Fastify hooks in commercetools' error format. */

export const INTERNAL_HEADER = 'x-embedded-internal';

type Route = { method: string; url: string };

function apiError(reply: FastifyReply, statusCode: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return reply.status(statusCode).send({ statusCode, message, errors: [{ code, message, ...extra }] });
}

function pathOf(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** onRequest: only the configured project exists; /me endpoints are refused, as the mock does not bind them to the
 * token; while the store is seeded only internal requests get through. */
export function requestGate(projectKey: string, isSeeding: () => boolean, internalSecret: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    if (path === '/health' || path === CHANGES_PATH || path.startsWith('/oauth/')) return;
    if (isSeeding() && request.headers[INTERNAL_HEADER] !== internalSecret) {
      return apiError(reply, 503, 'ServiceUnavailable', 'The embedded commerce backend is loading its seed data.');
    }
    const [, project, ...rest] = path.split('/');
    if (project !== projectKey) return apiError(reply, 403, 'insufficient_scope', 'insufficient_scope');
    const resource = rest[0]?.startsWith('in-store') ? rest[1] : rest[0];
    if (resource === 'me') {
      return apiError(reply, 403, 'insufficient_scope', 'The embedded backend does not serve /me endpoints: they are not bound to the token. Use the project endpoints with ids the server owns.');
    }
  };
}

const ORDER_ROUTES = new Set(['/:projectKey/orders', '/:projectKey/orders/', '/:projectKey/in-store/key=:storeKey/orders', '/:projectKey/in-store/key=:storeKey/orders/']);
const CUSTOM_OBJECT_ROUTES = new Set(['/:projectKey/custom-objects', '/:projectKey/custom-objects/']);
const CART_CREATE_ROUTES = new Set(['/:projectKey/carts', '/:projectKey/carts/', '/:projectKey/in-store/key=:storeKey/carts', '/:projectKey/in-store/key=:storeKey/carts/']);
const CART_UPDATE_ROUTES = new Set(['/:projectKey/carts/:id', '/:projectKey/carts/key=:key', '/:projectKey/in-store/key=:storeKey/carts/:id', '/:projectKey/in-store/key=:storeKey/carts/key=:key']);

function routeOf(request: FastifyRequest): Route {
  return { method: request.method, url: request.routeOptions.url ?? '' };
}

/** Values we put into the mock's query predicates must not be able to break out of the quotes. */
const SAFE_VALUE = /^[^"\\]{1,256}$/;

async function findCode(store: CommerceStore, projectKey: string, code: string): Promise<DiscountCode | undefined> {
  const id = store.findDiscountCodeId(projectKey, code);
  return (id && (await store.storage.get(projectKey, 'discount-code', id))) || undefined;
}

/** commercetools refuses to add a code that does not exist, is inactive, expired or used up. */
async function checkCode(store: CommerceStore, projectKey: string, code: unknown, customerId: string | undefined, reply: FastifyReply) {
  const text = typeof code === 'string' ? code : '';
  const found = SAFE_VALUE.test(text) ? await findCode(store, projectKey, text) : undefined;
  const reason = found
    ? codeAvailability(found, await store.storage.all(projectKey, 'cart-discount'), store.codeApplications(projectKey, found.id, customerId), Date.now())
    : 'DoesNotExist';
  if (!reason) return undefined;
  const shown = text.slice(0, 64);
  return apiError(reply, 400, 'DiscountCodeNonApplicable', `The discount code '${shown}' cannot be applied: ${reason}.`, { discountCode: shown, reason });
}

async function loadCart(store: CommerceStore, projectKey: string, request: FastifyRequest): Promise<Cart | null> {
  const params = request.params as { id?: string; key?: string };
  if (params.id) return store.storage.get(projectKey, 'cart', params.id);
  if (params.key && SAFE_VALUE.test(params.key)) return store.storage.getByKey(projectKey, 'cart', params.key);
  return null;
}

/** preHandler (after the mock's token check): order creation and discount codes. */
export function resourceGuard(store: CommerceStore, projectKey: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { method, url } = routeOf(request);
    if (method !== 'POST') return;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const storeKey = (request.params as { storeKey?: string }).storeKey;

    if (ORDER_ROUTES.has(url)) {
      const cartRef = body.cart as { id?: unknown } | undefined;
      if (typeof cartRef?.id !== 'string' || typeof body.version !== 'number') {
        return apiError(reply, 400, 'InvalidInput', 'An order needs cart.id and version.');
      }
      const cart = await store.storage.get(projectKey, 'cart', cartRef.id);
      if (!cart) return apiError(reply, 400, 'ReferencedResourceNotFound', `The referenced object of type 'cart' with id '${cartRef.id}' was not found.`, { typeId: 'cart', id: cartRef.id });
      if (storeKey && cart.store?.key !== storeKey) {
        return apiError(reply, 400, 'ReferencedResourceNotFound', `The cart '${cart.id}' was not found in store '${storeKey}'.`, { typeId: 'cart', id: cart.id });
      }
      if (cart.version !== body.version) {
        return apiError(reply, 409, 'ConcurrentModification', `Object ${cart.id} has a different version than expected. Expected: ${body.version} - Actual: ${cart.version}.`, { currentVersion: cart.version });
      }
      if (cart.cartState !== 'Active') {
        return apiError(reply, 400, 'InvalidOperation', `The cart with ID '${cart.id}' is in state '${cart.cartState}' and cannot be ordered.`);
      }
      const orderNumber = body.orderNumber;
      if (orderNumber !== undefined) {
        if (typeof orderNumber !== 'string' || !SAFE_VALUE.test(orderNumber)) return apiError(reply, 400, 'InvalidInput', 'Invalid orderNumber.');
        if (store.orderNumberExists(projectKey, orderNumber)) {
          return apiError(reply, 400, 'DuplicateField', `An order with orderNumber '${orderNumber}' already exists.`, { field: 'orderNumber', duplicateValue: orderNumber });
        }
      }
      return claimOrderInventory(store, projectKey, cart, request, reply);
    }

    // commercetools creates a custom object with version 0 only if none exists yet (optimistic creation);
    // the mock would overwrite the existing one.
    if (CUSTOM_OBJECT_ROUTES.has(url) && body.version === 0 && typeof body.container === 'string' && typeof body.key === 'string') {
      if (SAFE_VALUE.test(body.container) && SAFE_VALUE.test(body.key)) {
        const existing = await store.storage.getByContainerAndKey(projectKey, body.container, body.key);
        if (existing) {
          return apiError(reply, 409, 'ConcurrentModification', `Object ${existing.id} has a different version than expected. Expected: 0 - Actual: ${existing.version}.`, { currentVersion: existing.version });
        }
      }
      return;
    }

    if (CART_CREATE_ROUTES.has(url) && Array.isArray(body.discountCodes)) {
      for (const code of body.discountCodes) {
        const refused = await checkCode(store, projectKey, code, typeof body.customerId === 'string' ? body.customerId : undefined, reply);
        if (refused) return refused;
      }
      return;
    }

    if (CART_UPDATE_ROUTES.has(url) && Array.isArray(body.actions)) {
      const additions = (body.actions as Array<{ action?: string; code?: unknown }>).filter((a) => a?.action === 'addDiscountCode');
      if (additions.length === 0) return;
      const cart = await loadCart(store, projectKey, request);
      for (const addition of additions) {
        const refused = await checkCode(store, projectKey, addition.code, cart?.customerId, reply);
        if (refused) return refused;
      }
    }
  };
}
