// "Notify me when back in stock" (spec §7 notifyme-restock): kept in the commerce backend, so it survives whatever
// sends the mail later, and reported to the tracking service, whose restock mails the spec's event feeds.
import { createHash } from 'node:crypto';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs } from '@remix-run/node';
import { getProductBySku } from '~/commerce/catalog.server';
import { writeCustomObject } from '~/commerce/custom-object.server';
import { backendFailed, checkLimits, formError, invalidInput, redirectAfterPost, refuse } from '~/forms/answer.server';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { normaliseEmail } from '~/tracking/identity';
import { track } from '~/tracking/track.server';
import { restockSchema } from './schema';

export const RESTOCK_CONTAINER = 'restock-requests';
export const BACK_IN_STOCK_PATH = '/back-in-stock';
/** Added to the product page the request came from: the buy box confirms it. */
export const RESTOCK_SENT_PARAM = 'notifyMe';

export function restockKey(storeKey: string, email: string, sku: string): string {
  const hash = createHash('sha256').update(`${normaliseEmail(email)}|${sku}`).digest('hex');
  return `${storeKey.replace(/[^-_~.a-zA-Z0-9]/g, '_')}-${hash}`;
}

export async function restockAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const submission = parseWithZod(await request.formData(), { schema: restockSchema });
  if (submission.status !== 'success') return refuse(submission, invalidInput);
  const limited = await checkLimits(storefront.shopper, [{ bucket: 'newsletter', message: 'tooManyRequests' }]);
  if (limited) return refuse(submission, limited);
  const { email, sku, returnTo } = submission.value;
  const { commerce } = storefront;
  try {
    const product = await getProductBySku(commerce, sku);
    if (!product) return refuse(submission, formError(400, 'productUnknown'));
    await writeCustomObject(commerce.client, '/notifyMeRestock', {
      container: RESTOCK_CONTAINER,
      key: restockKey(commerce.store.key, email, sku),
      value: {
        email: normaliseEmail(email),
        sku,
        store: commerce.store.key,
        locale: commerce.store.locale,
        customerId: storefront.shopper.session.get().customerId,
        requestedAt: new Date().toISOString(),
      },
    });
  } catch (err) {
    commerce.client.logger.error({ err, sku }, 'restock request failed');
    return refuse(submission, backendFailed('requestFailed'));
  }
  track(context, { type: 'notifyme-restock', email, productSku: sku });
  const back = safeRedirectPath(returnTo);
  if (!back) return redirectAfterPost(`${BACK_IN_STOCK_PATH}?sku=${encodeURIComponent(sku)}&status=sent`);
  const target = new URL(back, 'http://same-site.invalid');
  target.searchParams.set(RESTOCK_SENT_PARAM, 'sent');
  return redirectAfterPost(`${target.pathname}${target.search}#back-in-stock`);
}
