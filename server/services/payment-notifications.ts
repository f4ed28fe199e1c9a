import type { CommerceClient } from '~/commerce/client.server';
import type { Mailer } from '~/mail/mailer.server';
import { createPaymentNotificationHandler } from '~/checkout/server/notifications.server';
import { sellerOf } from '../env';
import { createNotificationEndpoint, PAYMENT_NOTIFICATION_PATH } from '../payments/notification-endpoint';
import type { PaymentsSetup } from '../payments/setup';
import type { ServiceContext, ServiceHandle } from './types';

/** Verified, first-seen notifications place the order the shopper's return did not. JSON POSTs from the provider,
 * not pages, so no host or form guards. */
export function paymentNotifications(
  { env, logger }: ServiceContext,
  deps: { payments: PaymentsSetup; commerceClient: CommerceClient; mailer: Mailer },
): ServiceHandle<void> {
  const { payments } = deps;
  const endpoint = createNotificationEndpoint({
    check: payments.notificationCheck,
    ledger: payments.ledger,
    basicAuth: payments.notificationAuth,
    logger: logger.child({ service: 'payment-notifications' }),
    handle: createPaymentNotificationHandler({ client: deps.commerceClient, provider: payments.provider, mailer: deps.mailer, seller: sellerOf(env), graceMs: env.PAYMENT_RETURN_GRACE_MS }),
  });
  return { value: undefined, routes: [{ method: 'post', path: PAYMENT_NOTIFICATION_PATH, handlers: endpoint }], close: () => undefined };
}
