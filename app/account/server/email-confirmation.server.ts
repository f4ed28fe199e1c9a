// Sign-up and the proof of an account's e-mail (decision 136). A sign-up answers "check your e-mail" for a new and a
// known address alike: a new one gets its account and a link that confirms it and signs in, a known one a mail to its
// owner. Until the address is confirmed the account never sees orders placed as a guest with it.
import type { Customer } from '@commercetools/platform-sdk';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs } from '@remix-run/node';
import { confirmEmail, createEmailToken, EMAIL_TOKEN_TTL_MINUTES } from '~/commerce/customer-email.server';
import { createCustomer, findCustomerByEmail, isDuplicateEmail, signInProven, type SignUpInput } from '~/commerce/customer.server';
import { CommerceInputError } from '~/commerce/errors.server';
import type { StorefrontContext } from '~/context';
import { backendRefusal, checkLimits, formError, invalidInput, redirectAfterPost, refuse } from '~/forms/answer.server';
import { translatorFor } from '~/lib/i18n.server';
import { accountExistsMail, confirmEmailMail } from '~/mail/templates/account-email';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { confirmEmailSchema, sendConfirmationSchema } from '../schemas';
import { currentCustomer, rememberSignIn } from './customer-session.server';
import { accountMailLink } from './mail-links.server';

export const SIGN_UP_CHECK_EMAIL_PATH = '/create-account/check-email';
export const CONFIRM_EMAIL_PATH = '/create-account/confirm';

async function accountTexts(storefront: StorefrontContext) {
  const [account, common] = await Promise.all([translatorFor({ storefront }, 'account'), translatorFor({ storefront }, 'common')]);
  return { account, common };
}

/** The link that confirms the customer's current address and signs in, then goes on to `redirectTo`. */
async function sendConfirmationMail(storefront: StorefrontContext, request: Request, customer: Customer, redirectTo: string | null): Promise<void> {
  const token = await createEmailToken(storefront.commerce, customer.id);
  const t = await accountTexts(storefront);
  const mail = confirmEmailMail(t, {
    language: storefront.request.language,
    siteName: t.common('siteName'),
    firstName: customer.firstName,
    link: accountMailLink(storefront, request, CONFIRM_EMAIL_PATH, { token, redirectTo }),
    validForHours: EMAIL_TOKEN_TTL_MINUTES / 60,
  });
  await storefront.services.mailer.send(customer.email, mail);
}

/** The owner of a known address hears that someone signed up with it, and how to sign in or reset the password. */
async function sendAccountExistsMail(storefront: StorefrontContext, request: Request, email: string): Promise<void> {
  const customer = await findCustomerByEmail(storefront.commerce, email);
  const t = await accountTexts(storefront);
  const mail = accountExistsMail(t, {
    language: storefront.request.language,
    siteName: t.common('siteName'),
    firstName: customer?.firstName,
    loginLink: accountMailLink(storefront, request, '/login'),
    resetLink: accountMailLink(storefront, request, '/password-reset'),
  });
  await storefront.services.mailer.send(customer?.email ?? email, mail);
}

/** After the answer, so a new address takes no longer than a known one (creating an account hashes its password).
 *  `mailAllowed`: the address's mail limit let a mail go out. */
export async function completeSignUp(
  storefront: StorefrontContext,
  request: Request,
  signUp: { input: SignUpInput; redirectTo: string | null; mailAllowed: boolean },
): Promise<void> {
  let customer: Customer;
  try {
    customer = await createCustomer(storefront.commerce, signUp.input);
  } catch (err) {
    if (!isDuplicateEmail(err)) throw err;
    if (signUp.mailAllowed) await sendAccountExistsMail(storefront, request, signUp.input.email);
    return;
  }
  if (signUp.mailAllowed) await sendConfirmationMail(storefront, request, customer, signUp.redirectTo);
}

/** `POST /create-account/confirm`: the link's token confirms the address and signs its customer in. */
export async function confirmEmailAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const submission = parseWithZod(await request.formData(), { schema: confirmEmailSchema });
  // Only the token can be wrong, and the shopper cannot mend it: the link's message.
  if (submission.status !== 'success') return refuse(submission, formError(400, 'confirmLinkInvalid'));
  const limited = await checkLimits(storefront.shopper, [{ bucket: 'emailConfirm', message: 'tooManyAttempts' }]);
  if (limited) return refuse(submission, limited);
  const { token, redirectTo } = submission.value;
  let customer: Customer;
  try {
    customer = await confirmEmail(storefront.commerce, token);
  } catch (err) {
    if (err instanceof CommerceInputError) return refuse(submission, formError(400, err.reason === 'email-token-expired' ? 'confirmLinkExpired' : 'confirmLinkInvalid'));
    return refuse(submission, backendRefusal(storefront.commerce.client.logger, err, 'confirmEmailFailed'));
  }
  // The browser that proved the address is the owner's device from now on.
  const headers = { 'Set-Cookie': storefront.shopper.knownDevice.remember(customer.email) };
  try {
    await rememberSignIn(storefront, await signInProven(storefront.commerce, storefront.shopper.ids(), customer));
  } catch (err) {
    storefront.commerce.client.logger.error({ err }, 'sign-in after an e-mail confirmation failed');
    return redirectAfterPost('/login?notice=emailConfirmed', headers);
  }
  return redirectAfterPost(safeRedirectPath(redirectTo) ?? '/my-account?notice=emailConfirmed', headers);
}

/** My account: the confirmation link again, to the account's current address. */
export async function sendConfirmationAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const submission = parseWithZod(await request.formData(), { schema: sendConfirmationSchema });
  if (submission.status !== 'success') return refuse(submission, invalidInput);
  const customer = await currentCustomer(storefront);
  if (!customer) return refuse(submission, formError(401, 'notAuthenticated'));
  if (customer.isEmailVerified) return redirectAfterPost('/my-account');
  const limited = await checkLimits(storefront.shopper, [{ bucket: 'accountMail', subject: customer.email.toLowerCase(), message: 'tooManyAttempts' }]);
  if (limited) return refuse(submission, limited);
  try {
    await sendConfirmationMail(storefront, request, customer, null);
  } catch (err) {
    return refuse(submission, backendRefusal(storefront.commerce.client.logger, err, 'confirmationNotSent'));
  }
  return redirectAfterPost('/my-account?notice=confirmationSent');
}
