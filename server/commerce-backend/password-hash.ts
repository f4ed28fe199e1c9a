import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt on the libuv thread pool, so a login never blocks the backend's event loop; the cost is stored with each
 * hash (`scrypt$N$r$p$salt$hash`), so it can be raised without breaking old hashes. */

const PREFIX = 'scrypt';
export type PasswordCost = { N: number; r: number; p: number };
/** log2 of scrypt's N (EMBEDDED_CT_PASSWORD_COST overrides it). */
export const DEFAULT_PASSWORD_COST_LOG2 = 14;
export const DEFAULT_PASSWORD_COST: PasswordCost = passwordCost(DEFAULT_PASSWORD_COST_LOG2);
/** The cost for N = 2^log2N (EMBEDDED_CT_PASSWORD_COST); r and p stay. */
export function passwordCost(log2N: number): PasswordCost {
  return { N: 2 ** log2N, r: 8, p: 1 };
}
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// scrypt needs N·r·128 bytes: room for the default cost doubled.
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

function format(salt: Buffer, key: Buffer, cost: { N: number; r: number; p: number }): string {
  return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function hashPassword(password: string, cost: PasswordCost = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  return format(salt, await derive(password, salt, cost), cost);
}

/** For the mock's synchronous update action (setAuthenticationMode); the shop never calls it. */
export function hashPasswordSync(password: string, cost: PasswordCost = DEFAULT_PASSWORD_COST): string {
  const salt = randomBytes(SALT_LENGTH);
  return format(salt, scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY }), cost);
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
