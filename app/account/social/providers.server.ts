// Social sign-in (spec checkout-payments-support §6–7): Google (OpenID Connect, found by discovery) and
// Facebook (OAuth 2 with the Graph API's /me for the profile), both through openid-client: the authorization
// code flow with PKCE, state and (for OIDC) nonce. A provider exists only when its keys are set.
import * as oidc from 'openid-client';

export type ProviderName = 'google' | 'facebook';
export const PROVIDER_NAMES: readonly ProviderName[] = ['google', 'facebook'];

/** What the shop keeps (in the signed session) between sending the shopper away and the callback. */
export interface PendingSignIn {
  provider: ProviderName;
  state: string;
  nonce?: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface ProviderProfile {
  email: string;
  /** Only a verified address may find an existing account. */
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
}

export interface ProviderTokens {
  accessToken: string;
  tokenType: string;
}

export interface SocialProvider {
  readonly name: ProviderName;
  /** The origin the shopper is sent to (the edge lets redirects to it through). */
  readonly authorizationOrigin: string;
  start(redirectUri: string): Promise<{ url: string; pending: PendingSignIn }>;
  /** The callback: checks state, nonce and PKCE, exchanges the code for the provider's tokens. */
  finish(callbackUrl: URL, pending: PendingSignIn): Promise<ProviderTokens>;
  /** The profile behind an access token (the "sign-in sync" reads it with the provider's token). */
  profile(tokens: ProviderTokens): Promise<ProviderProfile>;
}

export type SocialProviders = Partial<Record<ProviderName, SocialProvider>>;

export interface SocialConfig {
  google?: { clientId: string; clientSecret: string; issuer: string };
  facebook?: { clientId: string; clientSecret: string; authorizationUrl: string; tokenUrl: string; userinfoUrl: string };
  /** Deadline of one call to a provider. */
  timeoutMs?: number;
}

/** Plain http is only allowed for a provider on this machine (the local OIDC test server). */
function isLoopbackHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]');
}

function options(url: string, timeoutMs: number) {
  return { timeout: timeoutMs / 1000, execute: isLoopbackHttp(url) ? [oidc.allowInsecureRequests] : [] };
}

function googleProvider(config: NonNullable<SocialConfig['google']>, timeoutMs: number): SocialProvider {
  let configuration: Promise<oidc.Configuration> | undefined;
  // Discovery once, again after a failure (the provider may have been unreachable for a moment).
  const discovered = () =>
    (configuration ??= oidc
      .discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, options(config.issuer, timeoutMs))
      .catch((err: unknown) => {
        configuration = undefined;
        throw err;
      }));
  return {
    name: 'google',
    authorizationOrigin: new URL(config.issuer).origin,
    async start(redirectUri) {
      const server = await discovered();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(server, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, pending: { provider: 'google', state, nonce, codeVerifier, redirectUri } };
    },
    async finish(callbackUrl, pending) {
      const server = await discovered();
      const tokens = await oidc.authorizationCodeGrant(
        server,
        callbackUrl,
        { pkceCodeVerifier: pending.codeVerifier, expectedState: pending.state, expectedNonce: pending.nonce, idTokenExpected: true },
        { redirect_uri: pending.redirectUri },
      );
      return { accessToken: tokens.access_token, tokenType: tokens.token_type ?? 'bearer' };
    },
    async profile(tokens) {
      const info = await oidc.fetchUserInfo(await discovered(), tokens.accessToken, oidc.skipSubjectCheck);
      return {
        email: typeof info.email === 'string' ? info.email : '',
        emailVerified: info.email_verified === true,
        firstName: typeof info.given_name === 'string' ? info.given_name : undefined,
        lastName: typeof info.family_name === 'string' ? info.family_name : undefined,
      };
    },
  };
}

function facebookProvider(config: NonNullable<SocialConfig['facebook']>, timeoutMs: number): SocialProvider {
  const authorization = new URL(config.authorizationUrl);
  const server = new oidc.Configuration(
    { issuer: authorization.origin, authorization_endpoint: config.authorizationUrl, token_endpoint: config.tokenUrl },
    config.clientId,
    config.clientSecret,
  );
  if (isLoopbackHttp(config.tokenUrl)) oidc.allowInsecureRequests(server);
  server.timeout = timeoutMs / 1000;
  return {
    name: 'facebook',
    authorizationOrigin: authorization.origin,
    async start(redirectUri) {
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const url = oidc.buildAuthorizationUrl(server, {
        redirect_uri: redirectUri,
        scope: 'email public_profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      });
      return { url: url.href, pending: { provider: 'facebook', state, codeVerifier, redirectUri } };
    },
    async finish(callbackUrl, pending) {
      const tokens = await oidc.authorizationCodeGrant(
        server,
        callbackUrl,
        { pkceCodeVerifier: pending.codeVerifier, expectedState: pending.state, idTokenExpected: false },
        { redirect_uri: pending.redirectUri },
      );
      return { accessToken: tokens.access_token, tokenType: tokens.token_type ?? 'bearer' };
    },
    async profile(tokens) {
      const response = await oidc.fetchProtectedResource(server, tokens.accessToken, new URL(config.userinfoUrl), 'GET');
      if (!response.ok) throw new Error(`facebook profile answered ${response.status}`);
      const me = (await response.json()) as { email?: unknown; first_name?: unknown; last_name?: unknown };
      const email = typeof me.email === 'string' ? me.email : '';
      // Facebook returns only a confirmed address, and none at all without one.
      return {
        email,
        emailVerified: email !== '',
        firstName: typeof me.first_name === 'string' ? me.first_name : undefined,
        lastName: typeof me.last_name === 'string' ? me.last_name : undefined,
      };
    },
  };
}

export function createSocialProviders(config: SocialConfig): SocialProviders {
  const timeoutMs = config.timeoutMs ?? 10_000;
  const providers: SocialProviders = {};
  if (config.google) providers.google = googleProvider(config.google, timeoutMs);
  if (config.facebook) providers.facebook = facebookProvider(config.facebook, timeoutMs);
  return providers;
}

export function isProviderName(value: unknown): value is ProviderName {
  return typeof value === 'string' && (PROVIDER_NAMES as readonly string[]).includes(value);
}
