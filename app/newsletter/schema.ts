// The newsletter form (footer block for guests, the newsletter page, My newsletter for customers), one schema
// for conform and the action. Spec §9 "Newsletter optional in HU, PL": there the e-mail newsletter itself is
// optional (SMS or phone offers alone are fine); elsewhere subscribing means the newsletter (decision 051).
// Messages are keys of `newsletter:errors`.
import { z } from 'zod';
import { email, PHONE } from '~/account/schemas';
import { CHANNELS } from './consents';

const checkbox = z.literal('on').optional();

export interface NewsletterRules {
  newsletterOptional: boolean;
}

export function subscriptionSchema(rules: NewsletterRules) {
  return z
    .discriminatedUnion('intent', [
      z.object({
        intent: z.literal('subscribe'),
        email,
        newsletter: checkbox,
        sms: checkbox,
        phone: checkbox,
        phoneNumber: z.string().trim().max(30, 'phone').regex(PHONE, 'phone').optional(),
        /** The page to come back to from the confirmation link (same-site paths only: safeRedirectPath). */
        returnTo: z.string().max(500).optional(),
      }),
      z.object({ intent: z.literal('unsubscribe') }),
    ])
    .superRefine((value, ctx) => {
      if (value.intent !== 'subscribe') return;
      if (!rules.newsletterOptional && !value.newsletter) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['newsletter'], message: 'newsletterRequired' });
      } else if (!CHANNELS.some((channel) => value[channel])) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['newsletter'], message: 'channelRequired' });
      }
      if ((value.sms || value.phone) && !value.phoneNumber) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['phoneNumber'], message: 'phoneRequired' });
      }
    });
}

/** "Notify me when back in stock" (issue 13 item 8): the address and the product, and the page to come back to. */
export const restockSchema = z.object({
  email,
  sku: z.string({ required_error: 'productUnknown' }).regex(/^[A-Za-z0-9_-]{1,40}$/, 'productUnknown'),
  returnTo: z.string().max(500).optional(),
});
