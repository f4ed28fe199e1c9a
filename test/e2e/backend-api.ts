// The commerce API of the e2e server's own embedded backend, for tests that set up data the shop cannot
// create itself (an order placed earlier, more reviews than the seed has, a change to the catalogue).
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, DEFAULT_PROJECT_KEY } from '../../server/commerce-backend/config';

const API = `http://127.0.0.1:${process.env.E2E_CT_PORT ?? '4544'}`;

export async function backendApi<T>(method: string, pathname: string, body?: unknown): Promise<T> {
  const auth = Buffer.from(`${DEFAULT_CLIENT_ID}:${DEFAULT_CLIENT_SECRET}`).toString('base64');
  const token = (await (await fetch(`${API}/oauth/token?grant_type=client_credentials`, { method: 'POST', headers: { authorization: `Basic ${auth}` } })).json()) as { access_token: string };
  const response = await fetch(`${API}/${DEFAULT_PROJECT_KEY}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
