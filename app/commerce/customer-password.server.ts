// Passwords of the session's customer and of a customer who forgot theirs (spec §7 /customerChangeMyPassword,
// /customerResetPassword; commercetools' in-store password endpoints). The customer id only ever comes from
// the session; a reset is bound to the token alone.
import type { Customer } from '@commercetools/platform-sdk';
import type { CommerceContext } from './client.server';
import { fetchCustomer } from './customer.server';
import { callCommerce, CommerceError, CommerceInputError, isConcurrentModification, isNotFound, send } from './errors.server';
import { requireCustomerId } from './guard.server';
import type { ShopperSession } from './types';

const inStoreCustomers = (ctx: CommerceContext) =>
  ctx.client.apiRoot.inStoreKeyWithStoreKeyValue({ storeKey: ctx.store.key }).customers();

/** A reset link works for an hour and only once; asking again ends the older links. */
export const RESET_TOKEN_TTL_MINUTES = 60;

export type PasswordFailure = 'invalid-current-password' | 'reset-token-invalid' | 'reset-token-expired';

function failure(reason: PasswordFailure, message: string): CommerceInputError {
  return new CommerceInputError(reason, message);
}

/** /customerChangeMyPassword: needs the current password; a stale version is retried once. */
export async function changePassword(
  ctx: CommerceContext,
  session: ShopperSession,
  passwords: { currentPassword: string; newPassword: string },
): Promise<Customer> {
  const customerId = requireCustomerId(session);
  for (let attempt = 0; ; attempt += 1) {
    const customer = await fetchCustomer(ctx, customerId);
    if (!customer) throw new CommerceError('/customerChangeMyPassword', 'User not found', { statusCode: 404, code: 'ResourceNotFound' });
    try {
      return await callCommerce('/customerChangeMyPassword', () =>
        send(inStoreCustomers(ctx).password().post({ body: { id: customerId, version: customer.version, ...passwords } })),
      );
    } catch (err) {
      if (err instanceof CommerceError && err.code === 'InvalidCurrentPassword') throw failure('invalid-current-password', 'Password change failed');
      if (attempt > 0 || !isConcurrentModification(err)) throw err;
    }
  }
}

/**
 * A password-reset token for the e-mail, or null when this store has no such customer (the caller answers the
 * same either way, so nobody learns which addresses have accounts).
 */
export async function createPasswordResetToken(
  ctx: CommerceContext,
  email: string,
): Promise<{ value: string; customerId: string; expiresAt: string } | null> {
  try {
    const token = await callCommerce('/customerCreatePasswordResetToken', () =>
      send(inStoreCustomers(ctx).passwordToken().post({ body: { email, ttlMinutes: RESET_TOKEN_TTL_MINUTES, invalidateOlderTokens: true } })),
    );
    return { value: token.value, customerId: token.customerId, expiresAt: token.expiresAt };
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/** /customerResetPassword: redeems the token once; unknown, used and expired tokens fail with their reason. */
export async function resetPassword(ctx: CommerceContext, tokenValue: string, newPassword: string): Promise<Customer> {
  try {
    return await callCommerce('/customerResetPassword', () =>
      send(inStoreCustomers(ctx).passwordReset().post({ body: { tokenValue, newPassword } })),
    );
  } catch (err) {
    if (isNotFound(err)) throw failure('reset-token-invalid', 'The password reset link is not valid');
    if (err instanceof CommerceError && (err.code === 'ExpiredCustomerPasswordToken' || err.code === 'ExpiredCustomerPasswordTokenError')) {
      throw failure('reset-token-expired', 'The password reset link has expired');
    }
    throw err;
  }
}
