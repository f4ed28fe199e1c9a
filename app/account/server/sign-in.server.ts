// Login, registration and log-out actions (spec §2 /login, /create-account, /log-out and their checkout twins;
// §4 "Customer session"; §8 "Customer login failed", "Customer registration failed").
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs } from '@remix-run/node';
import { CommerceError, CommerceInputError } from '~/commerce/errors.server';
import { isInvalidCredentials, signIn } from '~/commerce/customer.server';
import { CUSTOMER_FIELDS, CUSTOMER_TYPE_KEY } from '~/commerce/custom-types';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { endCustomerSession } from '~/session.server';
import { checkoutResetCookies } from '~/checkout/server/cookies.server';
import { loginSchema, registerSchema } from '../schemas';
import { isCheckoutPath, rememberSignIn } from './customer-session.server';
import { endSignIn } from './session-revocation.server';
import { completeSignUp, SIGN_UP_CHECK_EMAIL_PATH } from './email-confirmation.server';
import { backendRefusal, checkLimits, formError, invalidInput, redirectAfterPost, refuse } from '~/forms/answer.server';
import { accountGuessLimits } from './guess-limits.server';

/** After signing in: where the shopper was going, else the checkout's next step, else home (spec §6). */
export function continueTo(request: Request, redirectTo: string | undefined): string {
  return safeRedirectPath(redirectTo) ?? (isCheckoutPath(request) ? '/checkout/addresses' : '/');
}

export async function loginAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  if (submission.status !== 'success') return refuse(submission, invalidInput);
  const { email, password, redirectTo } = submission.value;
  const limited = await checkLimits(storefront.shopper, [{ bucket: 'signIn', message: 'tooManyAttempts' }, ...(await accountGuessLimits(storefront.shopper, email))]);
  if (limited) return refuse(submission, limited);
  try {
    const result = await signIn(storefront.commerce, storefront.shopper.ids(), { email, password });
    await rememberSignIn(storefront, result);
  } catch (err) {
    // Never which of e-mail or password was wrong.
    if (isInvalidCredentials(err) || err instanceof CommerceInputError || (err instanceof CommerceError && err.statusCode === 404)) {
      return refuse(submission, formError(400, 'loginFailed'));
    }
    return refuse(submission, backendRefusal(storefront.commerce.client.logger, err, 'loginFailed'));
  }
  return redirectAfterPost(continueTo(request, redirectTo), { 'Set-Cookie': storefront.shopper.knownDevice.remember(email) });
}

/** The account is created (or its owner told) after the answer, so a new and a known address look alike; the mail's
 *  link confirms the address and signs in. */
export async function registerAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const submission = parseWithZod(await request.formData(), { schema: registerSchema });
  if (submission.status !== 'success') return refuse(submission, invalidInput);
  const limited = await checkLimits(storefront.shopper, [{ bucket: 'signUp', message: 'tooManyAttempts' }]);
  if (limited) return refuse(submission, limited);
  const { email, password, firstName, lastName, customerType, companyName, redirectTo } = submission.value;
  // Mail bombing one address through sign-ups: past its limit the answer stays the same, no mail goes out.
  const mailAllowed = !(await storefront.shopper.rateLimit('accountMail', email.toLowerCase()));
  const input = {
    email,
    password,
    firstName,
    lastName,
    companyName: customerType === 'COMPANY' ? companyName : undefined,
    locale: storefront.request.locale,
    // Spec §3: the custom customerType is stored lower-cased.
    custom: { typeKey: CUSTOMER_TYPE_KEY, fields: { [CUSTOMER_FIELDS.customerType]: customerType.toLowerCase() } },
  };
  const next = safeRedirectPath(redirectTo) ?? (isCheckoutPath(request) ? '/checkout/addresses' : null);
  // Not awaited: a new address must not take longer to answer than a known one (that would tell).
  void completeSignUp(storefront, request, { input, redirectTo: next, mailAllowed }).catch((err: unknown) =>
    storefront.commerce.client.logger.error({ err }, 'sign-up not completed'),
  );
  return redirectAfterPost(SIGN_UP_CHECK_EMAIL_PATH);
}

/** Spec §4: logout clears the session. The sign-in ends in the backend too, so a copy of the cookie is no session
 *  either; if that cannot be written, this browser is signed out all the same. */
export async function logOutAction({ context }: ActionFunctionArgs) {
  const { storefront } = context;
  await endSignIn(storefront.commerce.client, storefront.shopper.session.get()).catch((err: unknown) =>
    storefront.commerce.client.logger.error({ err }, 'the signed-in session could not be ended in the backend'),
  );
  endCustomerSession(storefront.shopper.session);
  // Spec §4: the shipping address type "resets when the user logs out".
  const headers = new Headers();
  for (const cookie of checkoutResetCookies()) headers.append('Set-Cookie', cookie);
  return redirectAfterPost('/', headers);
}
