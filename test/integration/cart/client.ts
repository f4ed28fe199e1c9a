// Sends cart forms to the route's action and reads the cart page's loader, as Remix would.
import { readMessage } from '~/forms/messages';
import type { CartFetcherData } from '~/cart/panels';
import { cartAction } from '~/cart/server/cart-action.server';
import { cartLoader, type CartLoaderData } from '~/cart/server/cart-loader.server';
import type { Shopper } from './harness';

type DataResult<T> = { data: T; init: ResponseInit | null };

export type Answer = {
  status: number;
  location: string | null;
  headers: Headers;
  /** The data of a refused change (no JavaScript) or of a fetcher's submission. */
  body: CartFetcherData | null;
};

function isDataResult<T>(value: unknown): value is DataResult<T> {
  return typeof value === 'object' && value !== null && 'data' in value && 'init' in value;
}

export async function submit(shopper: Shopper, fields: Record<string, string | string[]>, path = '/checkout/cart'): Promise<Answer> {
  const url = new URL(`http://${shopper.country.toLowerCase()}.localhost${path}`);
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
  const request = new Request(url, {
    method: 'POST',
    body,
    headers: { cookie: shopper.cookieHeader, 'content-type': 'application/x-www-form-urlencoded' },
  });
  const context = await shopper.context(url);
  const result: unknown = await cartAction({ request, context, params: {} });
  if (result instanceof Response) {
    await shopper.finish(context, result.headers);
    return { status: result.status, location: result.headers.get('Location'), headers: result.headers, body: null };
  }
  if (!isDataResult<CartFetcherData>(result)) throw new Error('unexpected action result');
  const headers = new Headers(result.init?.headers);
  await shopper.finish(context, headers);
  return { status: result.init?.status ?? 200, location: null, headers, body: result.data };
}

export async function loadCart(shopper: Shopper, query = ''): Promise<{ status: number; data: CartLoaderData }> {
  const url = new URL(`http://${shopper.country.toLowerCase()}.localhost/checkout/cart${query}`);
  const request = new Request(url, { headers: { cookie: shopper.cookieHeader } });
  const context = await shopper.context(url);
  const result: unknown = await cartLoader({ request, context, params: {} });
  if (!isDataResult<CartLoaderData>(result)) throw new Error('unexpected loader result');
  await shopper.finish(context);
  return { status: result.init?.status ?? 200, data: result.data };
}

/** The refused answer's message key. */
export function messageOf(answer: Answer): string | undefined {
  const body = answer.body;
  return body && !body.ok ? readMessage(body.message).key : undefined;
}
