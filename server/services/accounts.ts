import { createHmac } from 'node:crypto';
import { createSocialProviders, type SocialProviders } from '~/account/social/providers.server';
import { MY_ORDERS_STAND_IN_PATH } from '../my-orders/page';
import type { SessionSettings } from './session';
import { valueOnly, type ServiceContext, type ServiceHandle } from './types';

/** Social sign-in (spec checkout-payments-support §6): a provider is offered when its id and secret are set. */
export function socialProviders({ env }: ServiceContext): ServiceHandle<SocialProviders> {
  return valueOnly(
    createSocialProviders({
      google: env.GOOGLE_CLIENT_ID ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET!, issuer: env.GOOGLE_ISSUER } : undefined,
      facebook: env.FACEBOOK_CLIENT_ID
        ? {
            clientId: env.FACEBOOK_CLIENT_ID,
            clientSecret: env.FACEBOOK_CLIENT_SECRET!,
            authorizationUrl: env.FACEBOOK_AUTHORIZATION_URL,
            tokenUrl: env.FACEBOOK_TOKEN_URL,
            userinfoUrl: env.FACEBOOK_USERINFO_URL,
          }
        : undefined,
    }),
  );
}

/** The order self-service portal (spec §7): MY_ORDERS_URL, or the shop's stand-in; whichever answers verifies the
 * tokens with its own copy of the secret. */
export function ordersPortal({ env }: ServiceContext, session: SessionSettings): ServiceHandle<{ url: string; secret: string }> {
  return valueOnly({
    url: env.MY_ORDERS_URL ?? MY_ORDERS_STAND_IN_PATH,
    secret: env.MY_ORDERS_TOKEN_SECRET ?? createHmac('sha256', session.secrets[0]).update('my-orders-link').digest('hex'),
  });
}
