// A customer's e-mail address, proven with commercetools' in-store e-mail tokens (decision 136). A token works once,
// expires, and asking again ends the older ones.
import type { Customer } from '@commercetools/platform-sdk';
import type { CommerceContext } from './client.server';
import { callCommerce, CommerceError, CommerceInputError, isNotFound, send } from './errors.server';

const inStoreCustomers = (ctx: CommerceContext) =>
  ctx.client.apiRoot.inStoreKeyWithStoreKeyValue({ storeKey: ctx.store.key }).customers();

/** A confirmation link works for a day (a sign-up is often finished the next morning) and only once. */
export const EMAIL_TOKEN_TTL_MINUTES = 24 * 60;

/** A token that confirms the customer's current e-mail address. */
export async function createEmailToken(ctx: CommerceContext, customerId: string): Promise<string> {
  const token = await callCommerce('/customerCreateEmailToken', () =>
    send(inStoreCustomers(ctx).emailToken().post({ body: { id: customerId, ttlMinutes: EMAIL_TOKEN_TTL_MINUTES, invalidateOlderTokens: true } })),
  );
  return token.value;
}

/** Redeems the token: the customer, now with a verified e-mail; unknown, used and expired tokens fail with their reason. */
export async function confirmEmail(ctx: CommerceContext, tokenValue: string): Promise<Customer> {
  try {
    return await callCommerce('/customerConfirmEmail', () => send(inStoreCustomers(ctx).emailConfirm().post({ body: { tokenValue } })));
  } catch (err) {
    if (isNotFound(err)) throw new CommerceInputError('email-token-invalid', 'The confirmation link is not valid');
    if (err instanceof CommerceError && (err.code === 'ExpiredCustomerEmailToken' || err.code === 'ExpiredCustomerEmailTokenError')) {
      throw new CommerceInputError('email-token-expired', 'The confirmation link has expired');
    }
    throw err;
  }
}

/** The address was proven another way (a redeemed password-reset link mailed to it), so it is confirmed with a token
 *  that never leaves the server. */
export async function markEmailProven(ctx: CommerceContext, customerId: string): Promise<Customer> {
  return confirmEmail(ctx, await createEmailToken(ctx, customerId));
}
