import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { createSocialProviders, type PendingSignIn } from '~/account/social/providers.server';

// The openid-client flows against a local OIDC server (oauth2-mock-server): discovery, PKCE, state, nonce,
// the ID token's signature and audience, userinfo with the access token; Facebook's plain OAuth 2 shape.

let server: OAuth2Server;
let issuer = '';
const REDIRECT = 'http://sk.localhost:3000/login';

beforeAll(async () => {
  server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  issuer = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = issuer;
  server.service.on('beforeUserinfo', (answer: { body: Record<string, unknown> }, req: { url?: string }) => {
    answer.body = (req.url ?? '').includes('fields=')
      ? { id: '42', email: 'fb@example.com', first_name: 'Fay', last_name: 'Book' }
      : { sub: 'g-1', email: 'g@example.com', email_verified: true, given_name: 'Gil', family_name: 'Goo' };
  });
});
afterAll(async () => {
  await server?.stop();
});

/** The provider's authorization endpoint answers at once with a redirect to the callback. */
async function authorize(url: string): Promise<URL> {
  const answer = await fetch(url, { redirect: 'manual' });
  return new URL(answer.headers.get('location')!);
}

describe('social sign-in providers', () => {
  it('Google (OIDC): PKCE, state and nonce go out; the callback gives tokens whose profile is the verified address', async () => {
    const { google } = createSocialProviders({ google: { clientId: 'shop', clientSecret: 'secret', issuer } });
    const { url, pending } = await google!.start(REDIRECT);
    const sent = new URL(url);
    expect(sent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(sent.searchParams.get('state')).toBe(pending.state);
    expect(sent.searchParams.get('nonce')).toBe(pending.nonce);
    expect(sent.searchParams.get('redirect_uri')).toBe(REDIRECT);
    const callback = await authorize(url);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT);
    const tokens = await google!.finish(callback, pending);
    expect(tokens.accessToken).toEqual(expect.any(String));
    expect(await google!.profile(tokens)).toEqual({ email: 'g@example.com', emailVerified: true, firstName: 'Gil', lastName: 'Goo' });
  });

  it('refuses a callback with another state, or whose nonce was not ours', async () => {
    const { google } = createSocialProviders({ google: { clientId: 'shop', clientSecret: 'secret', issuer } });
    const first = await google!.start(REDIRECT);
    const callback = await authorize(first.url);
    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'someone-elses');
    await expect(google!.finish(tampered, first.pending)).rejects.toThrow();
    const second = await google!.start(REDIRECT);
    const otherCallback = await authorize(second.url);
    const wrongNonce: PendingSignIn = { ...second.pending, nonce: 'not-the-one-sent' };
    await expect(google!.finish(otherCallback, wrongNonce)).rejects.toThrow();
  });

  it('Facebook (OAuth 2 + Graph /me): the profile in Facebook’s shape', async () => {
    const { facebook } = createSocialProviders({
      facebook: {
        clientId: 'shop-fb', clientSecret: 'secret', authorizationUrl: `${issuer}/authorize`, tokenUrl: `${issuer}/token`,
        userinfoUrl: `${issuer}/userinfo?fields=id,email,first_name,last_name`,
      },
    });
    const { url, pending } = await facebook!.start(REDIRECT);
    expect(new URL(url).searchParams.get('scope')).toBe('email public_profile');
    const tokens = await facebook!.finish(await authorize(url), pending);
    expect(await facebook!.profile(tokens)).toEqual({ email: 'fb@example.com', emailVerified: true, firstName: 'Fay', lastName: 'Book' });
  });

  it('only configured providers exist', () => {
    expect(Object.keys(createSocialProviders({}))).toEqual([]);
  });
});
