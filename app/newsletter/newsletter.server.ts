// Newsletter consent with double opt-in: every form posts the same fields; a request stays pending until the mail's
// link at /exConsents/confirm, while withdrawing needs no link. Every step is tracked (spec §7).
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node';
import { updateCustomer } from '~/commerce/customer.server';
import { CUSTOMER_FIELDS, CUSTOMER_TYPE_KEY } from '~/commerce/custom-types';
import type { StorefrontContext } from '~/context';
import { backendFailed, checkLimits, invalidInput, redirectAfterPost, refuse } from '~/forms/answer.server';
import { consentHash, readConsentHash } from '~/lib/consent-hash';
import { translatorFor } from '~/lib/i18n.server';
import { newsletterConfirmationMail } from '~/mail/templates/newsletter-confirmation';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { storeOrigin } from '~/seo/origin';
import { track } from '~/tracking/track.server';
import { chosenChannels, consentList, type ChannelConsents } from './consents';
import { subscriptionSchema } from './schema';
import { CONFIRMATION_VALID_MS, confirmConsent, requestConsent, withdrawConsent, type ConsentRecord } from './store.server';

export const NEWSLETTER_PATH = '/newsletter';
export const CONFIRM_PATH = '/exConsents/confirm';
/** Spec §2 "A confirmation-popup flag query parameter … a confirmation popup opens": how a confirmed link lands. */
export const CONFIRMED_FLAG = 'confirmationPopup';

export function schemaFor(storefront: Pick<StorefrontContext, 'request'>) {
  return subscriptionSchema({ newsletterOptional: storefront.request.market.rules.newsletterOptional });
}

function confirmationLink(storefront: Pick<StorefrontContext, 'request' | 'shop'>, request: Request, hash: string): string {
  const origin = storeOrigin(storefront.request.market.country, { requestUrl: request.url, storeDomains: storefront.shop.storeDomains });
  const prefix = storefront.request.basename === '/' ? '' : storefront.request.basename;
  return `${origin}${prefix}${CONFIRM_PATH}?hash=${encodeURIComponent(hash)}`;
}

async function sendConfirmationMail(storefront: StorefrontContext, request: Request, input: { email: string; token: string; redirectTo?: string; consents: ChannelConsents }) {
  const [newsletter, common] = await Promise.all([translatorFor({ storefront }, 'newsletter'), translatorFor({ storefront }, 'common')]);
  const mail = newsletterConfirmationMail(
    { newsletter: (key, options) => newsletter(key, options) },
    {
      language: storefront.request.language,
      siteName: common('siteName'),
      channels: chosenChannels(input.consents).map((channel) => newsletter(`channels.${channel}`)),
      link: confirmationLink(storefront, request, consentHash({ email: input.email, token: input.token, redirectTo: input.redirectTo })),
      validForDays: Math.round(CONFIRMATION_VALID_MS / 86_400_000),
    },
  );
  await storefront.services.mailer.send(input.email, mail);
}

/** A subscription request: validated, limited, kept as pending, the opt-in mail sent; `email` overrides the posted address. */
export async function requestSubscription(
  { request, context }: ActionFunctionArgs,
  formData: FormData,
  options: { email?: string; customerId?: string; source: 'newsletter-form' | 'my-newsletter'; successPath: string },
) {
  const { storefront } = context;
  const submission = parseWithZod(formData, { schema: schemaFor(storefront) });
  if (submission.status !== 'success' || submission.value.intent !== 'subscribe') return refuse(submission, invalidInput);
  const value = submission.value;
  const limited = await checkLimits(storefront.shopper, [{ bucket: 'newsletter', message: 'tooManyRequests' }]);
  if (limited) return refuse(submission, limited);
  const email = options.email ?? value.email;
  const consents: ChannelConsents = { newsletter: Boolean(value.newsletter), sms: Boolean(value.sms), phone: Boolean(value.phone) };
  const phoneNumber = value.sms || value.phone ? value.phoneNumber : undefined;
  const redirectTo = safeRedirectPath(value.returnTo) ?? undefined;
  try {
    const token = await requestConsent(storefront.commerce, { email, consents, phoneNumber, customerId: options.customerId });
    // One address from many clients: past its limit the answer stays the same and no further mail goes out.
    if (!(await storefront.shopper.rateLimit('newsletterMail', email.toLowerCase()))) {
      await sendConfirmationMail(storefront, request, { email, token, redirectTo, consents });
    }
  } catch (err) {
    storefront.commerce.client.logger.error({ err }, 'newsletter request failed');
    return refuse(submission, backendFailed('requestFailed'));
  }
  track(context, { type: 'consent', consents: chosenChannels(consents), phone: phoneNumber, email, source: options.source });
  track(context, { type: 'newsletter-doi', email, newsletterAction: 'subscribe' });
  return redirectAfterPost(options.successPath);
}

/** Keeps the account's own newsletter field in step with a confirmed or withdrawn consent (best effort). */
async function mirrorToCustomer(storefront: StorefrontContext, record: ConsentRecord): Promise<void> {
  if (!record.customerId) return;
  const subscribed = record.consents.newsletter;
  await updateCustomer(storefront.commerce, { anonymousId: 'newsletter-consent', customerId: record.customerId }, (customer) => {
    if (customer.email.toLowerCase() !== record.email) return [];
    if (!customer.custom) return [{ action: 'setCustomType', type: { typeId: 'type', key: CUSTOMER_TYPE_KEY }, fields: { [CUSTOMER_FIELDS.newsletter]: subscribed } }];
    return customer.custom.fields[CUSTOMER_FIELDS.newsletter] === subscribed ? [] : [{ action: 'setCustomField', name: CUSTOMER_FIELDS.newsletter, value: subscribed }];
  }).catch((err: unknown) => storefront.commerce.client.logger.warn({ err }, 'newsletter consent not mirrored to the customer'));
}

function recordChange(context: AppLoadContext, record: ConsentRecord, action: 'confirm' | 'unsubscribe'): void {
  track(context, { type: 'newsletter-doi', email: record.email, newsletterAction: action });
  track(context, {
    type: 'customer-consent',
    email: record.email,
    consents: consentList(record.consents, { customer: Boolean(record.customerId), withdrawn: record.status === 'withdrawn' }),
  });
}

/** Spec §2, §7: lands on the hash's same-site `redirect_to` with the confirmation popup; an unknown, used or expired
 * token confirms nothing. */
export async function confirmFromLink(context: AppLoadContext, hash: string | null): Promise<string> {
  const link = hash ? readConsentHash(hash) : null;
  if (!link) return '/';
  const { storefront } = context;
  let record: ConsentRecord | null = null;
  if (link.email && link.token) {
    record = await confirmConsent(storefront.commerce, link.email, link.token).catch((err: unknown) => {
      storefront.commerce.client.logger.error({ err }, 'newsletter confirmation failed');
      return null;
    });
  }
  if (!record) return link.redirectTo ?? '/';
  recordChange(context, record, 'confirm');
  await mirrorToCustomer(storefront, record);
  const target = new URL(link.redirectTo ?? '/', 'http://same-site.invalid');
  target.searchParams.set(CONFIRMED_FLAG, 'true');
  return safeRedirectPath(`${target.pathname}${target.search}${target.hash}`) ?? '/';
}

/** Withdraws every channel of the address at once. */
export async function unsubscribe(context: AppLoadContext, email: string, customerId?: string): Promise<void> {
  const record = await withdrawConsent(context.storefront.commerce, email, { customerId });
  if (!record) return;
  recordChange(context, record, 'unsubscribe');
  await mirrorToCustomer(context.storefront, record);
}
