// The newsletter form's one schema, for conform and the action. Spec §9 "Newsletter optional in HU, PL": there SMS or
// phone offers alone are fine; elsewhere subscribing means the newsletter (decision 051).
import { z } from 'zod';
import { isValidSku } from '~/commerce/cart-rules';
import { sentText, withFormCheck } from '~/forms/all-errors';
import { email, PHONE, PHONE_MAX } from '~/forms/rules';
import { CHANNELS } from './consents';
import { REDIRECT_TARGET_MAX_LENGTH } from '~/routing/safe-redirect';

const checkbox = z.literal('on').optional();

export interface NewsletterRules {
  newsletterOptional: boolean;
}

export function subscriptionSchema(rules: NewsletterRules) {
  return withFormCheck(
    z.discriminatedUnion('intent', [
      z.object({
        intent: z.literal('subscribe'),
        email,
        newsletter: checkbox,
        sms: checkbox,
        phone: checkbox,
        phoneNumber: z.string().trim().max(PHONE_MAX, 'phone').regex(PHONE, 'phone').optional(),
        /** The page to come back to from the confirmation link (same-site paths only: safeRedirectPath). */
        returnTo: z.string().max(REDIRECT_TARGET_MAX_LENGTH).optional(),
      }),
      z.object({ intent: z.literal('unsubscribe') }),
    ]),
    // The channels and the number they need, told with the e-mail's error on the first answer.
    (sent, ctx) => {
      if (sent.intent !== 'subscribe') return;
      const ticked = (channel: string) => sent[channel] === 'on';
      if (!rules.newsletterOptional && !ticked('newsletter')) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['newsletter'], message: 'newsletterRequired' });
      } else if (!CHANNELS.some(ticked)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['newsletter'], message: 'channelRequired' });
      }
      if ((ticked('sms') || ticked('phone')) && !sentText(sent, 'phoneNumber')) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['phoneNumber'], message: 'phoneRequired' });
      }
    },
  );
}

/** "Notify me when back in stock": the address and the product, and the page to come back to. */
export const restockSchema = z.object({
  email,
  sku: z.string({ required_error: 'productUnknown' }).refine(isValidSku, 'productUnknown'),
  returnTo: z.string().max(REDIRECT_TARGET_MAX_LENGTH).optional(),
});
