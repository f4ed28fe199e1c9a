import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { StatementSync } from 'node:sqlite';
import type { Customer } from '@commercetools/platform-sdk';
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { hashPassword, hashPasswordSync, isPasswordHash, verifyPassword, type PasswordCost } from './password-hash.ts';
import { INDEXED_READS } from './query-indexes.ts';
import type { CommerceStore } from './storage.ts';

/** Customer passwords and tokens as commercetools handles them, which the mock does not do safely (base64 passwords,
 * forgeable tokens): scrypt hashes, commercetools' endpoints and errors, random tokens kept only as hashes. */

const DEFAULT_TOKEN_TTL_MINUTES = 24 * 60;
const MAX_TOKEN_TTL_MINUTES = 30 * 24 * 60;
const MAX_PASSWORD_LENGTH = 512;

type OAuthStore = ReturnType<CommercetoolsMock['authStore']>;

function apiError(reply: FastifyReply, statusCode: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return reply.status(statusCode).send({ statusCode, message, errors: [{ code, message, ...extra }] });
}

function oauthError(reply: FastifyReply, statusCode: number, error: string, description: string) {
  return reply.status(statusCode).send({ statusCode, message: description, errors: [{ code: error, message: description }], error, error_description: description });
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function inStore(customer: Customer, storeKey: string | undefined): boolean {
  return !storeKey || customer.stores.length === 0 || customer.stores.some((store) => store.key === storeKey);
}

function usablePassword(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_PASSWORD_LENGTH;
}

/** The mock kept `base64(password)`; anything that is not one of our hashes is that. */
export async function upgradeStoredPasswords(store: CommerceStore, projectKey: string, logger?: Pick<Logger, 'info'>): Promise<number> {
  const rows = store.db
    .prepare("SELECT id FROM resources WHERE project_key = ? AND type_id = 'customer' AND json_extract(data, '$.password') IS NOT NULL AND json_extract(data, '$.password') NOT LIKE 'scrypt$%'")
    .all(projectKey) as Array<{ id: string }>;
  for (const { id } of rows) {
    const customer = (await store.storage.get(projectKey, 'customer', id)) as (Customer & { password?: string }) | null;
    if (!customer?.password || isPasswordHash(customer.password)) continue;
    const plain = Buffer.from(customer.password, 'base64').toString('utf8');
    await store.storage.add(projectKey, 'customer', { ...customer, password: await hashPassword(plain) });
  }
  if (rows.length > 0) logger?.info({ customers: rows.length }, 'customer passwords re-hashed with scrypt');
  return rows.length;
}

export function installCustomerAccounts(mock: CommercetoolsMock, store: CommerceStore, projectKey: string, options: { clientId: string; passwordCost?: PasswordCost }) {
  const oauth: OAuthStore = mock.authStore();
  const { db } = store;
  const byEmail = db.prepare(INDEXED_READS.customerIdsByEmail);
  const insertToken = db.prepare('INSERT INTO embedded_password_tokens (token_hash, project_key, customer_id, expires_at) VALUES (?, ?, ?, ?)');
  const findToken = db.prepare('SELECT customer_id, expires_at FROM embedded_password_tokens WHERE token_hash = ? AND project_key = ?');
  const dropTokens = db.prepare('DELETE FROM embedded_password_tokens WHERE project_key = ? AND customer_id = ?');
  const dropExpired = db.prepare('DELETE FROM embedded_password_tokens WHERE expires_at < ?');
  const emailTokens = {
    insert: db.prepare('INSERT INTO embedded_email_tokens (token_hash, project_key, customer_id, expires_at) VALUES (?, ?, ?, ?)'),
    find: db.prepare('SELECT customer_id, expires_at FROM embedded_email_tokens WHERE token_hash = ? AND project_key = ?'),
    drop: db.prepare('DELETE FROM embedded_email_tokens WHERE project_key = ? AND customer_id = ?'),
    dropExpired: db.prepare('DELETE FROM embedded_email_tokens WHERE expires_at < ?'),
  };

  const unknownCustomerHash = hashPasswordSync(randomBytes(16).toString('hex'), options.passwordCost);

  const loadCustomer = async (id: string) => (await store.storage.get(projectKey, 'customer', id)) as (Customer & { password?: string }) | null;
  const findByEmail = async (email: string, storeKey: string | undefined) => {
    for (const { id } of byEmail.all(projectKey, email.toLowerCase()) as Array<{ id: string }>) {
      const customer = await loadCustomer(id);
      if (customer && inStore(customer, storeKey)) return customer;
    }
    return null;
  };
  const save = async (customer: Customer & { password?: string }, changes: Partial<Customer & { password?: string }>) => {
    const next = { ...customer, ...changes, version: customer.version + 1, lastModifiedAt: new Date().toISOString() };
    await store.storage.add(projectKey, 'customer', next);
    return next;
  };
  const bearerValid = (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    return Boolean(match && oauth.validateToken(match[1]));
  };

  async function passwordGrant(request: FastifyRequest, reply: FastifyReply, storeKey: string | undefined) {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const username = query.username ?? body.username;
    const password = query.password ?? body.password;
    const scope = String(query.scope ?? body.scope ?? '');
    const customer = typeof username === 'string' ? await findByEmail(username, storeKey) : null;
    // Hash even when there is no such customer, so the answer takes as long either way.
    const valid = await verifyPassword(usablePassword(password) ? password : '', customer?.password ?? unknownCustomerHash);
    if (!customer || !valid) {
      return oauthError(reply, 400, 'invalid_customer_account_credentials', 'Customer account with the given credentials not found.');
    }
    return reply.status(200).send(oauth.getCustomerToken(projectKey, customer.id, scope, options.clientId));
  }

  async function changePassword(request: FastifyRequest, reply: FastifyReply, storeKey: string | undefined) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { id, version, currentPassword, newPassword } = body;
    if (typeof id !== 'string' || typeof version !== 'number' || !usablePassword(currentPassword) || !usablePassword(newPassword)) {
      return apiError(reply, 400, 'InvalidInput', 'A password change needs id, version, currentPassword and newPassword.');
    }
    const customer = await loadCustomer(id);
    if (!customer || !inStore(customer, storeKey)) return apiError(reply, 404, 'ResourceNotFound', `The Customer with ID '${id}' was not found.`);
    if (customer.version !== version) {
      return apiError(reply, 409, 'ConcurrentModification', `Object ${id} has a different version than expected. Expected: ${version} - Actual: ${customer.version}.`, { currentVersion: customer.version });
    }
    if (!(await verifyPassword(currentPassword, customer.password))) {
      return apiError(reply, 400, 'InvalidCurrentPassword', 'The given current password does not match.');
    }
    const updated = await save(customer, { password: await hashPassword(newPassword, options.passwordCost) });
    dropTokens.run(projectKey, id);
    return reply.status(200).send(updated);
  }

  type TokenTable = { dropExpired: StatementSync; drop: StatementSync; insert: StatementSync };
  /** A new token of a customer (password reset or e-mail confirmation), stored by its hash, answered as commercetools does. */
  function issueToken(reply: FastifyReply, table: TokenTable, customerId: string, ttlMinutes: number, invalidateOlderTokens: boolean) {
    const now = Date.now();
    table.dropExpired.run(now);
    if (invalidateOlderTokens) table.drop.run(projectKey, customerId);
    const value = randomBytes(32).toString('base64url');
    const expiresAt = now + ttlMinutes * 60_000;
    table.insert.run(sha256(value), projectKey, customerId, expiresAt);
    const at = new Date(now).toISOString();
    return reply.status(200).send({ id: randomUUID(), customerId, value, expiresAt: new Date(expiresAt).toISOString(), invalidateOlderTokens, createdAt: at, lastModifiedAt: at });
  }

  async function createResetToken(request: FastifyRequest, reply: FastifyReply, storeKey: string | undefined) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const email = body.email;
    const ttl = body.ttlMinutes ?? DEFAULT_TOKEN_TTL_MINUTES;
    if (typeof email !== 'string' || email.length > 254 || typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 1 || ttl > MAX_TOKEN_TTL_MINUTES) {
      return apiError(reply, 400, 'InvalidInput', 'A password token needs an email and a ttlMinutes between 1 and 43200.');
    }
    const customer = await findByEmail(email, storeKey);
    if (!customer) return apiError(reply, 404, 'ResourceNotFound', `The Customer with ID '${email}' was not found.`);
    return issueToken(reply, { dropExpired, drop: dropTokens, insert: insertToken }, customer.id, ttl, body.invalidateOlderTokens === true);
  }

  async function resetPassword(request: FastifyRequest, reply: FastifyReply, storeKey: string | undefined) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { tokenValue, newPassword, version } = body;
    if (typeof tokenValue !== 'string' || tokenValue.length > 256 || !usablePassword(newPassword)) {
      return apiError(reply, 400, 'InvalidInput', 'A password reset needs tokenValue and newPassword.');
    }
    const row = findToken.get(sha256(tokenValue), projectKey) as { customer_id: string; expires_at: number } | undefined;
    const customer = row ? await loadCustomer(row.customer_id) : null;
    if (!row || !customer || !inStore(customer, storeKey)) {
      return apiError(reply, 404, 'ResourceNotFound', 'The Customer with the given password token was not found.');
    }
    if (row.expires_at < Date.now()) {
      return apiError(reply, 400, 'ExpiredCustomerPasswordToken', 'The password token has expired.');
    }
    if (typeof version === 'number' && version !== customer.version) {
      return apiError(reply, 409, 'ConcurrentModification', `Object ${customer.id} has a different version than expected.`, { currentVersion: customer.version });
    }
    // Redeeming a token ends every token of the customer (commercetools since June 2025).
    dropTokens.run(projectKey, customer.id);
    const updated = await save(customer, { password: await hashPassword(newPassword, options.passwordCost) });
    return reply.status(200).send(updated);
  }

  async function createEmailToken(request: FastifyRequest, reply: FastifyReply, storeKey: string | undefined) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { id, version } = body;
    const ttl = body.ttlMinutes;
    if (typeof id !== 'string' || typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 1 || ttl > MAX_TOKEN_TTL_MINUTES) {
      return apiError(reply, 400, 'InvalidInput', 'An e-mail token needs an id and a ttlMinutes between 1 and 43200.');
    }
    const customer = await loadCustomer(id);
    if (!customer || !inStore(customer, storeKey)) return apiError(reply, 404, 'ResourceNotFound', `The Customer with ID '${id}' was not found.`);
    if (typeof version === 'number' && version !== customer.version) {
      return apiError(reply, 409, 'ConcurrentModification', `Object ${id} has a different version than expected.`, { currentVersion: customer.version });
    }
    return issueToken(reply, emailTokens, customer.id, ttl, body.invalidateOlderTokens === true);
  }

  async function confirmEmail(request: FastifyRequest, reply: FastifyReply, storeKey: string | undefined) {
    const { tokenValue } = (request.body ?? {}) as Record<string, unknown>;
    if (typeof tokenValue !== 'string' || tokenValue.length > 256) return apiError(reply, 400, 'InvalidInput', 'An e-mail confirmation needs tokenValue.');
    const row = emailTokens.find.get(sha256(tokenValue), projectKey) as { customer_id: string; expires_at: number } | undefined;
    const customer = row ? await loadCustomer(row.customer_id) : null;
    if (!row || !customer || !inStore(customer, storeKey)) {
      return apiError(reply, 404, 'ResourceNotFound', 'The Customer with the given e-mail token was not found.');
    }
    if (row.expires_at < Date.now()) return apiError(reply, 400, 'ExpiredCustomerEmailToken', 'The e-mail token has expired.');
    emailTokens.drop.run(projectKey, customer.id);
    const { password: _hash, ...verified } = await save(customer, { isEmailVerified: true });
    return reply.status(200).send(verified);
  }

  async function refuseDuplicateEmail(request: FastifyRequest, reply: FastifyReply, storeKey: string | undefined) {
    const actions = ((request.body ?? {}) as { actions?: unknown }).actions;
    if (!Array.isArray(actions)) return;
    const id = (request.params as { id?: string }).id;
    for (const action of actions as Array<{ action?: unknown; email?: unknown }>) {
      if (action?.action !== 'changeEmail' || typeof action.email !== 'string') continue;
      if (/["\\]/.test(action.email)) return apiError(reply, 400, 'InvalidInput', 'Invalid email.');
      const other = await findByEmail(action.email, storeKey);
      if (other && other.id !== id) {
        return apiError(reply, 400, 'DuplicateField', `A customer with email '${action.email}' already exists.`, { field: 'email', duplicateValue: action.email });
      }
    }
  }

  /** preHandler: answers the password routes itself, checks e-mail changes; everything else passes. */
  return async function customerAccountRoutes(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'POST') return;
    const url = request.routeOptions.url ?? '';
    const params = request.params as { storeKey?: string; id?: string };
    const storeKey = params.storeKey;
    if (url === '/oauth/:projectKey/customers/token' || url === '/oauth/:projectKey/in-store/key=:storeKey/customers/token') {
      const grant = ((request.query ?? {}) as Record<string, unknown>).grant_type ?? ((request.body ?? {}) as Record<string, unknown>).grant_type;
      return grant === 'password' ? passwordGrant(request, reply, storeKey) : undefined;
    }
    const match = /^\/:projectKey(?:\/in-store\/key=:storeKey)?\/customers\/(.*)$/.exec(url);
    if (!match) return;
    if (!bearerValid(request)) return apiError(reply, 401, 'invalid_token', 'invalid_token');
    if (match[1] === ':id' && params.id === 'password') return changePassword(request, reply, storeKey);
    if (match[1] === 'password-token') return createResetToken(request, reply, storeKey);
    if (match[1] === 'password/reset') return resetPassword(request, reply, storeKey);
    if (match[1] === 'email-token') return createEmailToken(request, reply, storeKey);
    if (match[1] === 'email/confirm') return confirmEmail(request, reply, storeKey);
    if (match[1] === ':id' || match[1] === 'key=:key') return refuseDuplicateEmail(request, reply, storeKey);
  };
}
