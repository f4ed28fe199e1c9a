import { timingSafeEqual } from 'node:crypto';
import type { TokenStorage } from '@labdigital/commercetools-mock';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommerceStore } from './storage.ts';

/** What the mock's OAuth server lacks: client credentials checked as commercetools does (401 invalid_client), scopes
 * limited to the client's and project's, and tokens kept in the store with their expiry. */

const REFRESH_TOKEN_TTL_MS = 200 * 24 * 3600 * 1000;

/** Access tokens last as long as commercetools' do. */
const TOKEN_TTL_SECONDS = 172_800;

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  scopes: string[];
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.status(status).send({ statusCode: status, message: description, errors: [{ code: error, message: description }], error, error_description: description });
}

function parseBasic(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** preHandler for /oauth/*: client credentials, project key and scopes. */
export function oauthGuard(projectKey: string, client: ClientCredentials) {
  const manageAll = client.scopes.includes(`manage_project:${projectKey}`);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/oauth/')) return;
    const basic = parseBasic(request.headers.authorization);
    if (!basic || !sameSecret(basic.id, client.clientId) || !sameSecret(basic.secret, client.clientSecret)) {
      return oauthError(reply, 401, 'invalid_client', 'Please provide valid client credentials using HTTP Basic Authentication.');
    }
    const pathProject = /^\/oauth\/([^/?]+)\//.exec(request.url)?.[1];
    if (pathProject && pathProject !== projectKey) {
      return oauthError(reply, 400, 'invalid_scope', `The project '${pathProject}' is not accessible with this client.`);
    }
    const query = request.query as Record<string, unknown> | undefined;
    const body = request.body as Record<string, unknown> | undefined;
    // Customer e-mails are case-insensitive (the mock stores them lower-cased) and end up inside a
    // query predicate, so quotes could break out of it.
    for (const holder of [query, body]) {
      const username = holder?.username;
      if (typeof username !== 'string') continue;
      if (/["\\]/.test(username)) return oauthError(reply, 400, 'invalid_customer_account_credentials', 'Customer account with the given credentials not found.');
      holder!.username = username.toLowerCase();
    }
    const requested = String(query?.scope ?? body?.scope ?? '').split(/\s+/).filter(Boolean);
    for (const scope of requested) {
      const [permission, key] = scope.split(':');
      const allowed = key === projectKey && /^[a-z_]+$/.test(permission) && (manageAll || client.scopes.includes(scope));
      if (!allowed) return oauthError(reply, 400, 'invalid_scope', `Invalid scope: ${scope}`);
    }
    // Without a requested scope commercetools grants the client's scopes; the mock reads only the query's and
    // would grant "todo".
    if (query && request.url.startsWith('/oauth/token') && !query.scope) query.scope = client.scopes.join(' ');
  };
}

/** The mock's tokens kept in the store with their expiry (the patched mock's `tokenStorage`): they survive restarts. */
export function persistentTokens(store: CommerceStore): TokenStorage {
  const { db } = store;
  const insert = db.prepare('INSERT OR REPLACE INTO embedded_oauth_tokens (access_token, refresh_token, client_id, scope, expires_at) VALUES (?, ?, ?, ?, ?)');
  const byAccess = db.prepare('SELECT client_id, expires_at FROM embedded_oauth_tokens WHERE access_token = ?');
  const byRefresh = db.prepare('SELECT client_id, scope FROM embedded_oauth_tokens WHERE refresh_token = ? LIMIT 1');
  // Refresh tokens outlive their access token in commercetools, so rows do too.
  const purge = db.prepare('DELETE FROM embedded_oauth_tokens WHERE expires_at < ?');
  const purgeOld = () => purge.run(Date.now() - REFRESH_TOKEN_TTL_MS);
  purgeOld();
  let writes = 0;

  return {
    add(token, clientId) {
      insert.run(token.access_token, token.refresh_token ?? null, clientId ?? '', token.scope, Date.now() + token.expires_in * 1000);
      writes += 1;
      if (writes % 500 === 0) purgeOld();
    },
    isValid(accessToken) {
      const row = byAccess.get(accessToken) as { expires_at: number } | undefined;
      return !!row && row.expires_at > Date.now();
    },
    clientIdOf: (accessToken) => (byAccess.get(accessToken) as { client_id: string } | undefined)?.client_id,
    findByRefreshToken(refreshToken, clientId) {
      const row = byRefresh.get(refreshToken) as { client_id: string; scope: string } | undefined;
      if (!row || row.client_id !== clientId) return undefined;
      return { access_token: '', token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS, scope: row.scope };
    },
  };
}
