// The support page: GET renders the step the URL names or the thank-you page of a sent request; POST validates the
// last step, checks the rate limit and hands the case to the desk. Refused forms keep every message and the input.
import { randomUUID } from 'node:crypto';
import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { currentCustomer } from '~/account/server/customer-session.server';
import { ordersPortalLink } from '~/account/server/customer-view.server';
import { accept, backendFailed, checkLimits, invalidInput, refuse, sentByScript, type Refusal } from '~/forms/answer.server';
import { translatorFor } from '~/lib/i18n.server';
import { storeText } from '~/markets';
import { withLanguagePrefix } from '~/routing/localized-path';
import { documentHead } from '~/seo/document-head';
import { headLinks, pageHead } from '~/seo/head';
import { storeOrigin } from '~/seo/origin';
import { samePathEverywhere } from '~/seo/page-paths';
import { CASE_REFERENCE } from './desk.server';
import { readFlowState, SUPPORT_PATH, type SupportFlowState } from './flow';
import { skuOfProductNumber } from './product-number';
import { subReason } from './reasons';
import { requestFields, supportSchema } from './schema';
import type { SupportFlowData, SupportPageData } from './view';

/** Where the shortcuts lead (spec §2): My Orders for customers (guests sign in first), the return portal. */
export const MY_ORDERS_SHORTCUT = '/my-account';
export const WITHDRAWAL_POLICY_PATH = '/withdrawal-policy/';

/** What any entry point of the form needs (the page, and the `?contactForm=true` dialog of the layout). */
export async function supportFlowData(context: AppLoadContext, state: SupportFlowState): Promise<SupportFlowData> {
  const customer = context.storefront.shopper.session.get().customerId ? await currentCustomer(context.storefront).catch(() => null) : null;
  const name = customer ? [customer.firstName, customer.lastName].filter(Boolean).join(' ') : '';
  const signInFirst = `/login?redirectTo=${encodeURIComponent(MY_ORDERS_SHORTCUT)}`;
  return {
    state,
    formToken: randomUUID(),
    defaults: customer ? { contactName: name || undefined, customerEmail: customer.email, companyName: customer.companyName ?? undefined } : {},
    shortcuts: {
      myOrders: customer ? MY_ORDERS_SHORTCUT : signInFirst,
      // Returns are registered in the order self-service portal ("invoices, returns and tracking"):
      // a customer opens it with a fresh signed link; a guest signs in first, as for My orders.
      returnPortal: customer ? ordersPortalLink(context.storefront, customer) : signInFirst,
      withdrawalPolicy: WITHDRAWAL_POLICY_PATH,
    },
  };
}

export async function supportLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const sent = url.searchParams.get('sent');
  const [flow, t, common] = await Promise.all([
    supportFlowData(context, readFlowState(url.searchParams)),
    translatorFor(context, 'support'),
    translatorFor(context),
  ]);
  const { request: { market, locale }, shop: { storeDomains } } = context.storefront;
  // The bare page may be indexed; its steps and thank-you page are states, not pages. It has the same path in every
  // store and language, so each is the others' alternate.
  const seo = headLinks({ requestUrl: request.url, market, storeDomains, resolvePath: samePathEverywhere(SUPPORT_PATH), noindex: url.search !== '' });
  const body: SupportPageData = {
    flow,
    sent: sent && CASE_REFERENCE.test(sent) ? sent : null,
    head: documentHead(pageHead({ title: t('title'), siteName: common('siteName'), description: t('description'), ...seo, locale })),
    phone: context.storefront.request.market.phone,
    openingHours: storeText(context.storefront.request.market, context.storefront.request.market.openingHours, context.storefront.request.language),
  };
  return data(body, { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function supportAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: supportSchema });
  const posted = readFlowState(new URLSearchParams([
    ['reason', String(formData.get('reason') ?? '')],
    ['subreason', String(formData.get('subreason') ?? '')],
    ['productNumber', formData.get('productNumberLocked') === '1' ? String(formData.get('productNumber') ?? '') : ''],
  ]));
  // The form re-renders at the step it was sent from.
  const state: SupportFlowState = { ...posted, continued: true };
  const refused = (refusal: Refusal) => refuse(submission, refusal, { state });

  if (submission.status !== 'success') return refused(invalidInput);

  const limited = await checkLimits(storefront.shopper, [{ bucket: 'support', message: 'tooManyRequests' }]);
  if (limited) return refused(limited);

  const desk = storefront.services.supportDesk;
  const value = requestFields(submission.value);
  const chosen = subReason(value.reason, value.subreason)!;
  const t = await translatorFor(context, 'support');
  const origin = storeOrigin(storefront.request.market.country, { requestUrl: request.url, storeDomains: storefront.shop.storeDomains });
  const { customerId } = storefront.shopper.session.get();
  try {
    if (!desk) throw new Error('no support desk configured');
    const { reference } = await desk.submit(
      {
        reason: value.reason,
        subreason: chosen.id,
        reasonTitle: t(`reasons.${value.reason}.title`),
        subreasonTitle: t(`reasons.${value.reason}.${chosen.id}`),
        contactName: value.contactName,
        companyName: value.companyName,
        customerEmail: value.customerEmail,
        phoneNumber: value.phoneNumber,
        subject: value.subject,
        description: value.description,
        orderNumber: value.orderNumber,
        invoiceNumber: value.invoiceNumber,
        productNumber: value.productNumber,
        productSku: value.productNumber ? skuOfProductNumber(value.productNumber) : undefined,
        quantity: value.quantity,
        vatId: value.vatId,
        customerId,
        hidden: {
          country: storefront.request.market.country,
          locale: storefront.request.locale,
          returnUrl: `${origin}${withLanguagePrefix(SUPPORT_PATH, storefront.request.language, storefront.request.market)}`,
        },
      },
      // The form's token: random, known only to the browser the form was rendered for (which may not have a
      // session yet when it sends the form twice at once).
      value.submissionId ?? null,
    );
    return await accept(sentByScript(formData), `${SUPPORT_PATH}?sent=${reference}`, () => ({ reference }));
  } catch (err) {
    storefront.commerce.client.logger.error({ err, reason: value.reason, subreason: value.subreason }, 'support request not delivered');
    return refused(backendFailed('deliveryFailed'));
  }
}
