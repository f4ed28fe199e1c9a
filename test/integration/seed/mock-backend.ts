import { CommercetoolsMock } from '@labdigital/commercetools-mock';
import type { AddressInfo } from 'node:net';
import type { SeedConnection } from '../../../server/commerce-backend/seed/client';

export interface MockBackend {
  readonly connection: SeedConnection;
  close(): Promise<void>;
}

/**
 * An in-memory commercetools mock on a free loopback port, with authentication on (any client id and
 * secret), so tests go through the same HTTP + OAuth path as a real project.
 */
export async function startMockBackend(projectKey = 'seed-test'): Promise<MockBackend> {
  const mock = new CommercetoolsMock({
    enableAuthentication: true,
    validateCredentials: false,
    defaultProjectKey: projectKey,
    apiHost: 'http://127.0.0.1',
    authHost: 'http://127.0.0.1',
    silent: true,
  });
  await mock.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = mock.app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    connection: { apiUrl: url, authUrl: url, projectKey, clientId: 'seed-test', clientSecret: 'seed-test' },
    close: async () => {
      await mock.app.close();
    },
  };
}
