import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '../../../server/commerce-backend/config.ts';
import { apiClient, freePort, killHard, PROJECT, startBackend, tempDataDir, token } from './harness.ts';
import type { RunningBackend } from './harness.ts';

// The embedded backend's password handling over plain HTTP (decision 025): hashes at rest, the
// password grant, change with the current password, single-use expiring reset tokens, e-mail uniqueness.

type Customer = { id: string; version: number; email: string; password?: string };
type Api = ReturnType<typeof apiClient>;

const basic = `Basic ${Buffer.from(`${DEFAULT_CLIENT_ID}:${DEFAULT_CLIENT_SECRET}`).toString('base64')}`;

async function passwordGrant(url: string, email: string, password: string, storeKey?: string) {
  const where = storeKey ? `in-store/key=${storeKey}/` : '';
  const response = await fetch(`${url}/oauth/${PROJECT}/${where}customers/token`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
  return { status: response.status, body: (await response.json()) as { scope?: string; error?: string } };
}

function storedPasswords(dataDir: string): string[] {
  const db = new DatabaseSync(path.join(dataDir, 'commerce.sqlite'), { readOnly: true });
  try {
    const rows = db.prepare("SELECT json_extract(data, '$.password') AS password FROM resources WHERE type_id = 'customer'").all() as Array<{ password: string | null }>;
    return rows.map((row) => row.password ?? '');
  } finally {
    db.close();
  }
}

describe('embedded backend: customer passwords', () => {
  const dataDir = tempDataDir();
  let port: number;
  let backend: RunningBackend;
  let api: Api;
  let anna: Customer;

  beforeAll(async () => {
    port = await freePort();
    backend = await startBackend(dataDir, port);
    const answer = await token(backend.url);
    api = apiClient(backend.url, ((await answer.json()) as { access_token: string }).access_token);
    await api('POST', '/stores', { key: 'sk', name: { en: 'SK' } });
    await api('POST', '/stores', { key: 'cz', name: { en: 'CZ' } });
    const created = await api<{ customer: Customer }>('POST', '/in-store/key=sk/customers', {
      email: 'Anna@Example.com',
      password: 'Secret-123',
      stores: [{ typeId: 'store', key: 'sk' }],
    });
    expect(created.status).toBe(201);
    anna = created.body.customer;
  });

  afterAll(async () => {
    if (backend) await killHard(backend);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a scrypt hash, never the password or its base64', () => {
    const stored = storedPasswords(dataDir);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^scrypt\$16384\$8\$1\$/);
    const file = fs.readFileSync(path.join(dataDir, 'commerce.sqlite')).toString('latin1');
    const wal = fs.existsSync(path.join(dataDir, 'commerce.sqlite-wal')) ? fs.readFileSync(path.join(dataDir, 'commerce.sqlite-wal')).toString('latin1') : '';
    for (const secret of ['Secret-123', Buffer.from('Secret-123').toString('base64')]) {
      expect(file.includes(secret) || wal.includes(secret)).toBe(false);
    }
  });

  it('signs in with the password (e-mail case-insensitive) and refuses a wrong one or another store', async () => {
    const ok = await passwordGrant(backend.url, 'anna@example.com', 'Secret-123', 'sk');
    expect(ok.status).toBe(200);
    expect(ok.body.scope).toContain(`customer_id:${anna.id}`);
    expect((await passwordGrant(backend.url, 'anna@example.com', 'Secret-124', 'sk')).body.error).toBe('invalid_customer_account_credentials');
    expect((await passwordGrant(backend.url, 'anna@example.com', 'Secret-123', 'cz')).status).toBe(400);
    expect((await passwordGrant(backend.url, 'nobody@example.com', 'Secret-123', 'sk')).status).toBe(400);
  });

  it('changes the password only with the current one and the current version', async () => {
    const wrong = await api<{ errors: Array<{ code: string }> }>('POST', '/in-store/key=sk/customers/password', {
      id: anna.id, version: anna.version, currentPassword: 'nope-1', newPassword: 'Changed-456',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].code).toBe('InvalidCurrentPassword');
    const stale = await api('POST', '/in-store/key=sk/customers/password', {
      id: anna.id, version: anna.version - 1, currentPassword: 'Secret-123', newPassword: 'Changed-456',
    });
    expect(stale.status).toBe(409);
    const foreignStore = await api('POST', '/in-store/key=cz/customers/password', {
      id: anna.id, version: anna.version, currentPassword: 'Secret-123', newPassword: 'Changed-456',
    });
    expect(foreignStore.status).toBe(404);
    const changed = await api<Customer>('POST', '/in-store/key=sk/customers/password', {
      id: anna.id, version: anna.version, currentPassword: 'Secret-123', newPassword: 'Changed-456',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBe(anna.version + 1);
    anna = changed.body;
    expect((await passwordGrant(backend.url, 'anna@example.com', 'Secret-123', 'sk')).status).toBe(400);
    expect((await passwordGrant(backend.url, 'anna@example.com', 'Changed-456', 'sk')).status).toBe(200);
  });

  it('redeems a reset token once; older tokens, forged and expired ones do not work', async () => {
    expect((await api('POST', '/in-store/key=sk/customers/password-token', { email: 'nobody@example.com' })).status).toBe(404);
    const first = await api<{ value: string; customerId: string; expiresAt: string }>('POST', '/in-store/key=sk/customers/password-token', { email: 'ANNA@example.com', ttlMinutes: 60 });
    expect(first.status).toBe(200);
    expect(first.body.customerId).toBe(anna.id);
    expect(Date.parse(first.body.expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    const second = await api<{ value: string }>('POST', '/in-store/key=sk/customers/password-token', { email: 'anna@example.com', ttlMinutes: 60, invalidateOlderTokens: true });
    expect(second.body.value).not.toBe(first.body.value);
    // invalidateOlderTokens dropped the first one.
    expect((await api('POST', '/in-store/key=sk/customers/password/reset', { tokenValue: first.body.value, newPassword: 'Reset-789' })).status).toBe(404);
    // The mock's own token format would have let anyone reset anyone's password.
    const forged = Buffer.from(`${anna.id}:pwreset:${Date.now() + 3_600_000}`).toString('base64');
    expect((await api('POST', '/in-store/key=sk/customers/password/reset', { tokenValue: forged, newPassword: 'Reset-789' })).status).toBe(404);

    const reset = await api<Customer>('POST', '/in-store/key=sk/customers/password/reset', { tokenValue: second.body.value, newPassword: 'Reset-789' });
    expect(reset.status).toBe(200);
    anna = reset.body;
    expect((await passwordGrant(backend.url, 'anna@example.com', 'Reset-789', 'sk')).status).toBe(200);
    expect((await api('POST', '/in-store/key=sk/customers/password/reset', { tokenValue: second.body.value, newPassword: 'Again-000' })).status).toBe(404);

    const old = await api<{ value: string }>('POST', '/in-store/key=sk/customers/password-token', { email: 'anna@example.com', ttlMinutes: 60 });
    const db = new DatabaseSync(path.join(dataDir, 'commerce.sqlite'));
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare('UPDATE embedded_password_tokens SET expires_at = ?').run(Date.now() - 1000);
    db.close();
    const expired = await api<{ errors: Array<{ code: string }> }>('POST', '/in-store/key=sk/customers/password/reset', { tokenValue: old.body.value, newPassword: 'Late-1234' });
    expect(expired.status).toBe(400);
    expect(expired.body.errors[0].code).toBe('ExpiredCustomerPasswordToken');
  });

  it('confirms an e-mail with a single-use, expiring token; forged ones and other stores fail; a new e-mail is unconfirmed (issue 37 item 7)', async () => {
    const created = await api<{ customer: Customer & { isEmailVerified: boolean } }>('POST', '/in-store/key=sk/customers', { email: 'cleo@example.com', password: 'Cleo-1234', stores: [{ typeId: 'store', key: 'sk' }] });
    const cleo = created.body.customer;
    expect(cleo.isEmailVerified).toBe(false);
    // The mock's own token (base64 of the id and a fixed word) would have confirmed any address.
    const forged = Buffer.from(`${cleo.id}:emailverify:${Date.now()}`).toString('base64');
    expect((await api('POST', '/in-store/key=sk/customers/email/confirm', { tokenValue: forged })).status).toBe(404);
    expect((await api('POST', '/in-store/key=cz/customers/email-token', { id: cleo.id, ttlMinutes: 60 })).status).toBe(404);
    const first = await api<{ value: string; customerId: string }>('POST', '/in-store/key=sk/customers/email-token', { id: cleo.id, ttlMinutes: 60 });
    expect(first.body.customerId).toBe(cleo.id);
    const second = await api<{ value: string }>('POST', '/in-store/key=sk/customers/email-token', { id: cleo.id, ttlMinutes: 60, invalidateOlderTokens: true });
    expect((await api('POST', '/in-store/key=sk/customers/email/confirm', { tokenValue: first.body.value })).status).toBe(404);
    expect((await api('POST', '/in-store/key=cz/customers/email/confirm', { tokenValue: second.body.value })).status).toBe(404);
    const confirmed = await api<Customer & { isEmailVerified: boolean }>('POST', '/in-store/key=sk/customers/email/confirm', { tokenValue: second.body.value });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.isEmailVerified).toBe(true);
    expect(confirmed.body.password).toBeUndefined();
    expect((await api('POST', '/in-store/key=sk/customers/email/confirm', { tokenValue: second.body.value })).status).toBe(404);

    const late = await api<{ value: string }>('POST', '/in-store/key=sk/customers/email-token', { id: cleo.id, ttlMinutes: 60 });
    const db = new DatabaseSync(path.join(dataDir, 'commerce.sqlite'));
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare('UPDATE embedded_email_tokens SET expires_at = ?').run(Date.now() - 1000);
    db.close();
    const expired = await api<{ errors: Array<{ code: string }> }>('POST', '/in-store/key=sk/customers/email/confirm', { tokenValue: late.body.value });
    expect(expired.status).toBe(400);
    expect(expired.body.errors[0].code).toBe('ExpiredCustomerEmailToken');

    // Another address is not the confirmed one.
    const moved = await api<Customer & { isEmailVerified: boolean }>('POST', `/customers/${cleo.id}`, { version: confirmed.body.version, actions: [{ action: 'changeEmail', email: 'cleo.new@example.com' }] });
    expect(moved.status).toBe(200);
    expect(moved.body.isEmailVerified).toBe(false);
  });

  it('refuses to move a customer onto another customer e-mail', async () => {
    const bob = await api<{ customer: Customer }>('POST', '/customers', { email: 'bob@example.com', password: 'Bob-12345' });
    const moved = await api<{ errors: Array<{ code: string }> }>('POST', `/customers/${bob.body.customer.id}`, {
      version: bob.body.customer.version,
      actions: [{ action: 'changeEmail', email: 'anna@example.com' }],
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors[0].code).toBe('DuplicateField');
  });

  it('needs a valid token for the password routes', async () => {
    const response = await fetch(`${backend.url}/${PROJECT}/customers/password-token`, {
      method: 'POST',
      headers: { authorization: 'Bearer forged', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'anna@example.com' }),
    });
    expect(response.status).toBe(401);
  });

  it('re-hashes passwords an older store kept base64-encoded, at start', async () => {
    await killHard(backend);
    const db = new DatabaseSync(path.join(dataDir, 'commerce.sqlite'));
    db.prepare("UPDATE resources SET data = json_set(data, '$.password', ?) WHERE type_id = 'customer' AND json_extract(data, '$.email') = 'bob@example.com'")
      .run(Buffer.from('Bob-12345').toString('base64'));
    db.close();
    backend = await startBackend(dataDir, port);
    expect(storedPasswords(dataDir).every((value) => value.startsWith('scrypt$'))).toBe(true);
    expect((await passwordGrant(backend.url, 'bob@example.com', 'Bob-12345')).status).toBe(200);
  });
});
