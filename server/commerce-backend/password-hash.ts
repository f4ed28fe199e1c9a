import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Customer password hashes of the embedded backend: scrypt (memory-hard, in node:crypto, run on the libuv
 * thread pool so a login never blocks the backend's event loop). Stored as
 * `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later without breaking old hashes.
 */

const PREFIX = 'scrypt';
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// N·r·128 bytes = 16 MiB for the default cost; room for one doubling.
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

function format(salt: Buffer, key: Buffer, cost: { N: number; r: number; p: number }): string {
  return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  return format(salt, await derive(password, salt, COST), COST);
}

/** For the mock's synchronous update action (setAuthenticationMode); the shop never calls it. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_LENGTH);
  return format(salt, scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { ...COST, maxmem: MAX_MEMORY }), COST);
}

export function isPasswordHash(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(`${PREFIX}$`);
}

/** Constant-time comparison; false for anything that is not one of our hashes. */
export async function verifyPassword(password: string, stored: unknown): Promise<boolean> {
  if (!isPasswordHash(stored)) return false;
  const [, n, r, p, salt, key] = stored.split('$');
  const expected = Buffer.from(key ?? '', 'base64url');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (expected.length !== KEY_LENGTH || !Number.isInteger(cost.N) || !Number.isInteger(cost.r) || !Number.isInteger(cost.p)) return false;
  const actual = await derive(password, Buffer.from(salt ?? '', 'base64url'), cost);
  return timingSafeEqual(actual, expected);
}
