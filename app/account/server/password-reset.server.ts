// Spec §2 /password-reset → /password-reset/check-email → mail → /password-reset/change-password → signed in.
// The request answers the same whether or not the e-mail has an account; the token is single-use and expires
// (the backend's tokens, decision 025); mails go out in the shopper's language.
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs } from '@remix-run/node';
import { signIn } from '~/commerce/customer.server';
import { createPasswordResetToken, RESET_TOKEN_TTL_MINUTES, resetPassword } from '~/commerce/customer-password.server';
import { fetchCustomer } from '~/commerce/customer.server';
import { CommerceInputError } from '~/commerce/errors.server';
import { markEmailProven } from '~/commerce/customer-email.server';
import type { StorefrontContext } from '~/context';
import { translatorFor } from '~/lib/i18n.server';
import { passwordResetMail } from '~/mail/templates/password-reset';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { resetChangeSchema, resetRequestSchema } from '../schemas';
import { rememberSignIn } from './customer-session.server';
import { accountMailLink } from './mail-links.server';
import { endEverySignIn } from './session-revocation.server';
import { backendRefusal, checkLimits, formError, invalidInput, redirectAfterPost, refuse } from '~/forms/answer.server';

export const CHECK_EMAIL_PATH = '/password-reset/check-email';
export const CHANGE_PASSWORD_PATH = '/password-reset/change-password';

/** The mail's link: this store, the shopper's language prefix, the token, and where to go afterwards. */
function resetLink(storefront: StorefrontContext, request: Request, token: string, redirectTo: string | null): string {
  return accountMailLink(storefront, request, CHANGE_PASSWORD_PATH, { token, redirectTo });
}

async function sendResetMail(storefront: StorefrontContext, request: Request, email: string, redirectTo: string | null): Promise<void> {
  const token = await createPasswordResetToken(storefront.commerce, email);
  if (!token) return;
  const customer = await fetchCustomer(storefront.commerce, token.customerId);
  const [account, common] = await Promise.all([translatorFor({ storefront }, 'account'), translatorFor({ storefront }, 'common')]);
  const mail = passwordResetMail(
    { account: (key, options) => account(key, options), common: (key, options) => common(key, options) },
    {
      language: storefront.request.language,
      siteName: common('siteName'),
      firstName: customer?.firstName,
      link: resetLink(storefront, request, token.value, redirectTo),
      validForMinutes: RESET_TOKEN_TTL_MINUTES,
    },
  );
  await storefront.services.mailer.send(customer?.email ?? email, mail);
}

export async function resetRequestAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const submission = parseWithZod(await request.formData(), { schema: resetRequestSchema });
  if (submission.status !== 'success') return refuse(submission, invalidInput);
  const limited = await checkLimits(storefront.shopper, [{ bucket: 'passwordReset', message: 'tooManyAttempts' }]);
  if (limited) return refuse(submission, limited);
  const { email, redirectTo } = submission.value;
  // Mail bombing one address from many clients: past its limit the answer stays the same, no mail goes out.
  const mailAllowed = !(await storefront.shopper.rateLimit('resetMail', email.toLowerCase()));
  if (mailAllowed) {
    // Not awaited: a shopper with an account must not wait longer than one without (that would tell).
    void sendResetMail(storefront, request, email, safeRedirectPath(redirectTo)).catch((err: unknown) =>
      storefront.commerce.client.logger.error({ err }, 'password reset mail not sent'),
    );
  }
  return redirectAfterPost(CHECK_EMAIL_PATH);
}

export async function resetChangeAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const submission = parseWithZod(await request.formData(), { schema: resetChangeSchema });
  if (submission.status !== 'success') return refuse(submission, invalidInput);
  // Token guessing is another way of guessing passwords.
  const limited = await checkLimits(storefront.shopper, [{ bucket: 'passwordReset', message: 'tooManyAttempts' }]);
  if (limited) return refuse(submission, limited);
  const { token, password, redirectTo } = submission.value;
  let email: string;
  try {
    const customer = await resetPassword(storefront.commerce, token, password);
    email = customer.email;
    // A new password ends every session signed in with the old one.
    await endEverySignIn(storefront.commerce.client, customer.id).catch((err: unknown) =>
      storefront.commerce.client.logger.error({ err }, 'sessions not ended after a password reset'),
    );
    // The link came through the mailbox: the address is proven.
    if (!customer.isEmailVerified) {
      await markEmailProven(storefront.commerce, customer.id).catch((err: unknown) =>
        storefront.commerce.client.logger.error({ err }, 'e-mail not marked as confirmed after a password reset'),
      );
    }
  } catch (err) {
    if (err instanceof CommerceInputError) {
      return refuse(submission, formError(400, err.reason === 'reset-token-expired' ? 'resetLinkExpired' : 'resetLinkInvalid'));
    }
    return refuse(submission, backendRefusal(storefront.commerce.client.logger, err, 'passwordChangeFailed'));
  }
  // Spec: the new password signs the shopper in (and hands over the cart like any sign-in).
  // The browser that set the new password is the owner's device from now on.
  const headers = { 'Set-Cookie': storefront.shopper.knownDevice.remember(email) };
  try {
    await rememberSignIn(storefront, await signIn(storefront.commerce, storefront.shopper.ids(), { email, password }));
  } catch (err) {
    storefront.commerce.client.logger.error({ err }, 'sign-in after password reset failed');
    return redirectAfterPost('/login?notice=passwordChanged', headers);
  }
  return redirectAfterPost(safeRedirectPath(redirectTo) ?? '/my-account?notice=passwordChanged', headers);
}
