// The social sign-in flow: /login?provider=… sends the shopper to the provider, which sends them back to /login (spec:
// "callback to /login") with a code; the "sign-in sync" (spec §7) reads the profile with the provider's access token,
// finds or creates the customer and hands over the cart like any sign-in.
import { redirect } from '@remix-run/node';
import { CUSTOMER_FIELDS, CUSTOMER_TYPE_KEY } from '~/commerce/custom-types';
import { signInExternal } from '~/commerce/customer.server';
import type { StorefrontContext } from '~/context';
import { SOCIAL_SESSION_TTL_SECONDS } from '~/markets/constants';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { storeOrigin } from '~/seo/origin';
import { rememberSignIn } from '../server/customer-session.server';
import type { ProviderName, ProviderTokens } from './providers.server';

/** A sign-in the shopper did not finish within this time must start again. */
const PENDING_TTL_SECONDS = 10 * 60;

export const LOGIN_PATH = '/login';

function failed(provider: string) {
  return redirect(`${LOGIN_PATH}?notice=socialFailed&via=${provider}`, 303);
}

export async function startSocialSignIn(storefront: StorefrontContext, request: Request, provider: ProviderName, redirectTo: string | null) {
  const social = storefront.services.social[provider];
  if (!social) return null;
  // The callback always comes to the store's unprefixed /login: one redirect URI per store to register.
  const redirectUri = `${storeOrigin(storefront.request.market.country, { requestUrl: request.url, storeDomains: storefront.shop.storeDomains })}${LOGIN_PATH}`;
  try {
    const { url, pending } = await social.start(redirectUri);
    storefront.shopper.session.set({
      pendingSignIn: { ...pending, redirectTo: redirectTo ?? undefined, expiresAt: Math.floor(storefront.request.now.getTime() / 1000) + PENDING_TTL_SECONDS },
    });
    return redirect(url, 303);
  } catch (err) {
    storefront.commerce.client.logger.error({ err, provider }, 'social sign-in could not start');
    return failed(provider);
  }
}

/** Spec §7 "social sign-in sync": the provider's token, its type, the provider and the session TTL. */
export async function syncSocialSignIn(
  storefront: StorefrontContext,
  sync: { tokens: ProviderTokens; provider: ProviderName; sessionTtlSeconds: number },
): Promise<boolean> {
  const social = storefront.services.social[sync.provider];
  if (!social) return false;
  const profile = await social.profile(sync.tokens);
  // Only an address the provider has verified may open (or create) an account with it.
  if (!profile.email || !profile.emailVerified) return false;
  const result = await signInExternal(
    storefront.commerce,
    storefront.shopper.ids(),
    { email: profile.email, firstName: profile.firstName, lastName: profile.lastName, locale: storefront.request.locale },
    { typeKey: CUSTOMER_TYPE_KEY, fields: { [CUSTOMER_FIELDS.customerType]: 'private' } },
  );
  await rememberSignIn(storefront, result, { signedInUntil: Math.floor(storefront.request.now.getTime() / 1000) + sync.sessionTtlSeconds });
  return true;
}

/** The provider's callback to /login: a response, or null when the request is no callback. */
export async function finishSocialSignIn(storefront: StorefrontContext, request: Request) {
  const url = new URL(request.url);
  const state = url.searchParams.get('state');
  if (!state || (!url.searchParams.has('code') && !url.searchParams.has('error'))) return null;
  const pending = storefront.shopper.session.get().pendingSignIn;
  storefront.shopper.session.unset('pendingSignIn');
  if (!pending || pending.state !== state || pending.expiresAt * 1000 < storefront.request.now.getTime()) {
    return failed(pending?.provider ?? 'unknown');
  }
  const social = storefront.services.social[pending.provider];
  if (!social || url.searchParams.has('error')) return failed(pending.provider);
  try {
    const tokens = await social.finish(url, pending);
    const signedIn = await syncSocialSignIn(storefront, { tokens, provider: pending.provider, sessionTtlSeconds: SOCIAL_SESSION_TTL_SECONDS });
    if (!signedIn) return failed(pending.provider);
  } catch (err) {
    storefront.commerce.client.logger.error({ err, provider: pending.provider }, 'social sign-in failed');
    return failed(pending.provider);
  }
  return redirect(safeRedirectPath(pending.redirectTo) ?? '/', 303);
}
