// My profile: names, e-mail, date of birth and customer type, and the password, which signs out and in again with the
// new one (spec §4). Both forms post here, told apart by `intent`.
import type { CustomerUpdateAction } from '@commercetools/platform-sdk';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs } from '@remix-run/node';
import { isDuplicateEmail, signIn, updateCustomer } from '~/commerce/customer.server';
import { changePassword } from '~/commerce/customer-password.server';
import { CUSTOMER_FIELDS, CUSTOMER_TYPE_KEY } from '~/commerce/custom-types';
import { CommerceInputError } from '~/commerce/errors.server';
import type { StorefrontContext } from '~/context';
import { endCustomerSession } from '~/session.server';
import { profileSchema } from '../schemas';
import { currentCustomer, rememberSignIn } from './customer-session.server';
import { backendRefusal, checkLimits, fieldError, formError, invalidInput, redirectAfterPost, refuse } from '~/forms/answer.server';
import { accountGuessLimits } from './guess-limits.server';
import { endEverySignIn } from './session-revocation.server';

export const PROFILE_PATH = '/my-account/my-profile';

export async function profileAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const submission = parseWithZod(await request.formData(), { schema: profileSchema });
  const intent = submission.payload.intent === 'change-password' || submission.payload.intent === 'sign-out-everywhere' ? submission.payload.intent : 'update-profile';
  if (submission.status !== 'success') return refuse(submission, invalidInput, { intent });
  // Spec §5: editing the profile or changing the password requires sign-in.
  const customer = await currentCustomer(storefront);
  if (!customer) return refuse(submission, formError(401, 'notAuthenticated'), { intent });
  const value = submission.value;
  const logger = storefront.commerce.client.logger;

  if (value.intent === 'update-profile') {
    try {
      await updateCustomer(storefront.commerce, storefront.shopper.ids(), (current) => {
        const actions: CustomerUpdateAction[] = [];
        if ((current.firstName ?? '') !== value.firstName) actions.push({ action: 'setFirstName', firstName: value.firstName });
        if ((current.lastName ?? '') !== value.lastName) actions.push({ action: 'setLastName', lastName: value.lastName });
        if (current.email.toLowerCase() !== value.email.toLowerCase()) actions.push({ action: 'changeEmail', email: value.email });
        if ((current.dateOfBirth ?? undefined) !== value.dateOfBirth) actions.push({ action: 'setDateOfBirth', dateOfBirth: value.dateOfBirth });
        const type = value.customerType.toLowerCase();
        if (!current.custom) {
          actions.push({ action: 'setCustomType', type: { typeId: 'type', key: CUSTOMER_TYPE_KEY }, fields: { [CUSTOMER_FIELDS.customerType]: type } });
        } else if (current.custom.fields[CUSTOMER_FIELDS.customerType] !== type) {
          actions.push({ action: 'setCustomField', name: CUSTOMER_FIELDS.customerType, value: type });
        }
        return actions;
      });
    } catch (err) {
      if (isDuplicateEmail(err)) return refuse(submission, fieldError(400, 'email', 'emailTaken'), { intent });
      return refuse(submission, backendRefusal(logger, err, 'profileUpdateFailed'));
    }
    // The header shows the name: the customer's shared pages render afresh.
    storefront.shopper.session.set({ viewRevision: (storefront.shopper.session.get().viewRevision ?? 0) + 1 });
    return redirectAfterPost(`${PROFILE_PATH}?notice=profileSaved`);
  }

  if (value.intent === 'sign-out-everywhere') {
    try {
      await endEverySignIn(storefront.commerce.client, customer.id);
    } catch (err) {
      return refuse(submission, backendRefusal(logger, err, 'signOutEverywhereFailed'), { intent });
    }
    endCustomerSession(storefront.shopper.session);
    return redirectAfterPost('/login?notice=signedOutEverywhere');
  }

  // Guessing the current password of a session left open: counted like sign-ins to that account.
  const limited = await checkLimits(storefront.shopper, await accountGuessLimits(storefront.shopper, customer.email));
  if (limited) return refuse(submission, limited, { intent });
  try {
    await changePassword(storefront.commerce, storefront.shopper.ids(), { currentPassword: value.currentPassword, newPassword: value.password });
  } catch (err) {
    if (err instanceof CommerceInputError && err.reason === 'invalid-current-password') {
      return refuse(submission, fieldError(400, 'currentPassword', 'passwordChangeFailed'), { intent });
    }
    return refuse(submission, backendRefusal(logger, err, 'passwordChangeFailed'));
  }
  // The old password's sessions end, wherever their cookies are; this browser signs in again.
  await endEverySignIn(storefront.commerce.client, customer.id).catch((err: unknown) => logger.error({ err }, 'sessions not ended after a password change'));
  return signOutAndIn(storefront, customer.email, value.password);
}

/**
 * Spec §4: changing the password signs out and then in again with the new password; if that sign-in fails,
 * the session stays cleared ("a failed password change clears the session").
 */
async function signOutAndIn(storefront: StorefrontContext, email: string, password: string) {
  endCustomerSession(storefront.shopper.session);
  try {
    // The fresh guest session owns no cart; the sign-in gives the customer's own cart back.
    await rememberSignIn(storefront, await signIn(storefront.commerce, storefront.shopper.ids(), { email, password }));
  } catch (err) {
    storefront.commerce.client.logger.error({ err }, 'sign-in after a password change failed');
    endCustomerSession(storefront.shopper.session);
    return redirectAfterPost('/login?notice=passwordChanged');
  }
  // A sign-in with the password: this browser's pass for the account is renewed.
  return redirectAfterPost(`${PROFILE_PATH}?notice=passwordChanged`, { 'Set-Cookie': storefront.shopper.knownDevice.remember(email) });
}
