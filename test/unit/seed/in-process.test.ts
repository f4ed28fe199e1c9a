import { describe, expect, it } from 'vitest';
import { apiRootFromRequest, isInProcessTarget } from '../../../server/commerce-backend/seed/in-process';
import { isSeeded } from '../../../server/commerce-backend/seed/index';

describe('in-process seed target', () => {
  it('routes SDK requests to target.request with project-relative paths', async () => {
    const calls: [string, string, unknown][] = [];
    const api = apiRootFromRequest({
      projectKey: 'shop',
      request: async (method, path, body) => {
        calls.push([method, path, body]);
        return { id: 'x', version: 1 };
      },
    });
    await api.products().withKey({ key: 'EX10000001' }).get().execute();
    await api.stores().post({ body: { key: 'sk', name: { sk: 'Slovensko' } } }).execute();
    await api.get().execute();
    expect(calls).toEqual([
      ['GET', '/products/key=EX10000001', undefined],
      ['POST', '/stores', { key: 'sk', name: { sk: 'Slovensko' } }],
      ['GET', '', undefined],
    ]);
  });

  it('passes errors through with their status, so a missing seed marker reads as not seeded', async () => {
    const target = {
      projectKey: 'shop',
      request: async () => {
        throw Object.assign(new Error('not found'), { status: 404, body: { message: 'not found' } });
      },
    };
    expect(isInProcessTarget(target)).toBe(true);
    await expect(isSeeded(target)).resolves.toBe(false);
  });
});
