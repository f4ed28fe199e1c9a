// "Notify me when back in stock" (issue 13 item 8, spec §7 notifyme-restock): the request is kept in the commerce
// backend (custom objects in `restock-requests`, one per store, address and product), so it survives whatever
// sends the mail later, and is reported to the tracking service, whose restock mails the spec's event feeds.
import { createHash } from 'node:crypto';
import { parseWithZod } from '@conform-to/zod';
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { message } from '~/account/schemas';
import { getProductBySku } from '~/commerce/catalog.server';
import { writeCustomObject } from '~/commerce/custom-object.server';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { normaliseEmail } from '~/tracking/identity';
import { track } from '~/tracking/track.server';
import { restockSchema } from './schema';
import { retryAfterMinutes } from '~/lib/rate-limits';

export const RESTOCK_CONTAINER = 'restock-requests';
export const BACK_IN_STOCK_PATH = '/back-in-stock';
/** Added to the product page the request came from: the buy box confirms it. */
export const RESTOCK_SENT_PARAM = 'notifyMe';

export type RestockAnswer = { result: SubmissionResult<string[]> };

export function restockKey(storeKey: string, email: string, sku: string): string {
  const hash = createHash('sha256').update(`${normaliseEmail(email)}|${sku}`).digest('hex');
  return `${storeKey.replace(/[^-_~.a-zA-Z0-9]/g, '_')}-${hash}`;
}

export async function restockAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const submission = parseWithZod(await request.formData(), { schema: restockSchema });
  const refuse = (status: number, formErrors?: string[], headers?: HeadersInit) =>
    data<RestockAnswer>({ result: submission.reply(formErrors ? { formErrors } : undefined) }, { status, headers });
  if (submission.status !== 'success') return refuse(400);
  const limited = await storefront.rateLimit('newsletter');
  if (limited) {
    const minutes = retryAfterMinutes(limited.retryAfterSeconds);
    return refuse(429, [message('tooManyRequests', { minutes })], { 'Retry-After': String(limited.retryAfterSeconds) });
  }
  const { email, sku, returnTo } = submission.value;
  const { commerce } = storefront;
  try {
    const product = await getProductBySku(commerce, sku);
    if (!product) return refuse(400, ['productUnknown']);
    await writeCustomObject(commerce.client, '/notifyMeRestock', {
      container: RESTOCK_CONTAINER,
      key: restockKey(commerce.store.key, email, sku),
      value: {
        email: normaliseEmail(email),
        sku,
        store: commerce.store.key,
        locale: commerce.store.locale,
        customerId: storefront.session.get().customerId,
        requestedAt: new Date().toISOString(),
      },
    });
  } catch (err) {
    commerce.client.logger.error({ err, sku }, 'restock request failed');
    return refuse(503, ['requestFailed']);
  }
  track(context, { type: 'notifyme-restock', email, productSku: sku });
  const back = safeRedirectPath(returnTo);
  if (!back) return redirect(`${BACK_IN_STOCK_PATH}?sku=${encodeURIComponent(sku)}&status=sent`, 303);
  const target = new URL(back, 'http://same-site.invalid');
  target.searchParams.set(RESTOCK_SENT_PARAM, 'sent');
  return redirect(`${target.pathname}${target.search}#back-in-stock`, 303);
}
