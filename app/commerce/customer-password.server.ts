// Passwords of the session's customer and of a customer who forgot theirs (spec §7 /customerChangeMyPassword,
// /customerResetPassword; commercetools' in-store password endpoints). The customer id only ever comes from
// the session; a reset is bound to the token alone.
import type { Customer } from '@commercetools/platform-sdk';
import type { CommerceContext } from './client.server';
import { requireCustomer } from './customer.server';
import { callCommerce, CommerceError, CommerceInputError, findOrNull, isNotFound, send } from './errors.server';
import { requireCustomerId } from './guard.server';
import type { ShopperSession } from './types';
import { withVersionRetry } from './version-retry.server';

const inStoreCustomers = (ctx: CommerceContext) =>
  ctx.client.apiRoot.inStoreKeyWithStoreKeyValue({ storeKey: ctx.store.key }).customers();

/** A reset link works only once and for a limited time; asking again ends the older links. */
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
  return withVersionRetry({
    read: () => requireCustomer(ctx, customerId, '/customerChangeMyPassword'),
    apply: async (customer) => {
      try {
        return await callCommerce('/customerChangeMyPassword', () =>
          send(inStoreCustomers(ctx).password().post({ body: { id: customerId, version: customer.version, ...passwords } })),
        );
      } catch (err) {
        if (err instanceof CommerceError && err.code === 'InvalidCurrentPassword') throw failure('invalid-current-password', 'Password change failed');
        throw err;
      }
    },
  });
}

/** Null when this store has no such customer; the caller answers the same either way, so nobody learns which
 *  addresses have accounts. */
export async function createPasswordResetToken(
  ctx: CommerceContext,
  email: string,
): Promise<{ value: string; customerId: string; expiresAt: string } | null> {
  const token = await findOrNull(() =>
    callCommerce('/customerCreatePasswordResetToken', () =>
      send(inStoreCustomers(ctx).passwordToken().post({ body: { email, ttlMinutes: RESET_TOKEN_TTL_MINUTES, invalidateOlderTokens: true } })),
    ),
  );
  return token && { value: token.value, customerId: token.customerId, expiresAt: token.expiresAt };
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
