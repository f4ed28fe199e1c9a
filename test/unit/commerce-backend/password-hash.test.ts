import { describe, expect, it } from 'vitest';
import { readBackendConfig } from '../../../server/commerce-backend/config.ts';
import { DEFAULT_PASSWORD_COST, hashPassword, passwordCost, verifyPassword } from '../../../server/commerce-backend/password-hash.ts';

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('customer password hashes', () => {
  it('carry their own cost, so a hash made at a lower cost still verifies, and only with its password', async () => {
    const cheap = await hashPassword('Tools-2026', passwordCost(10));
    const usual = await hashPassword('Tools-2026');
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(usual.split('$')[1]).toBe(String(DEFAULT_PASSWORD_COST.N));
    expect(await verifyPassword('Tools-2026', cheap)).toBe(true);
    expect(await verifyPassword('Tools-2026', usual)).toBe(true);
    expect(await verifyPassword('Tools-2027', cheap)).toBe(false);
  });

  it('take their cost from EMBEDDED_CT_PASSWORD_COST (log2 of N, 10 to 20), 2^14 when unset', () => {
    expect(readBackendConfig(env({})).passwordCostLog2).toBe(14);
    expect(readBackendConfig(env({ EMBEDDED_CT_PASSWORD_COST: '10' })).passwordCostLog2).toBe(10);
    for (const wrong of ['9', '21', 'cheap', '12.5']) {
      expect(() => readBackendConfig(env({ EMBEDDED_CT_PASSWORD_COST: wrong }))).toThrow(/EMBEDDED_CT_PASSWORD_COST/);
    }
  });
});
