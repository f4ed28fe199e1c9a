/**
 * Switching to a real commercetools project (issue 3): the shop started with the CTP_* variables talks to
 * that project over HTTP and starts no embedded backend. A second commerce-backend process on its own
 * port and data folder plays the remote project.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PORT } from './helpers';
import { startNode as start, waitFor } from './servers';

// Offsets from the e2e port, so runs on other ports (E2E_PORT) do not collide: 3960, 4960, 4961 by default.
const SHOP_PORT = PORT + 860;
const BACKEND_PORT = PORT + 1860;
const UNUSED_PORT = PORT + 1861;
const PROJECT = 'remote-project';
const CLIENT = { id: 'remote-client', secret: 'remote-secret' };

async function token(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${BACKEND_PORT}/oauth/token?grant_type=client_credentials`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}` },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

test('the shop uses a commercetools project named by CTP_* and starts no backend of its own', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'js-off', 'a server configuration: once is enough');
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-project-'));
  const backend = start('backend', {
    EMBEDDED_CT_PORT: String(BACKEND_PORT), EMBEDDED_CT_PROJECT_KEY: PROJECT, DATA_DIR: dataDir, EMBEDDED_CT_SEED: 'false',
    EMBEDDED_CT_CLIENT_ID: CLIENT.id, EMBEDDED_CT_CLIENT_SECRET: CLIENT.secret,
  });
  let shop: ChildProcess | undefined;
  try {
    await waitFor(`http://127.0.0.1:${BACKEND_PORT}/health`);
    // The "remote" project holds one category; the shop's navigation must show it.
    const response = await fetch(`http://127.0.0.1:${BACKEND_PORT}/${PROJECT}/categories`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'remote-tools', name: { en: 'Remote workshop tools' }, slug: { en: 'remote-workshop-tools' }, orderHint: '0.1' }),
    });
    expect(response.status).toBe(201);

    const url = `http://127.0.0.1:${BACKEND_PORT}`;
    shop = start('shop', {
      PORT: String(SHOP_PORT), DATA_DIR: path.join(dataDir, 'shop'), EMBEDDED_CT_PORT: String(UNUSED_PORT),
      ALLOW_LOCAL_SIMULATORS: 'true', CTP_PROJECT_KEY: PROJECT, CTP_CLIENT_ID: CLIENT.id, CTP_CLIENT_SECRET: CLIENT.secret, CTP_API_URL: url, CTP_AUTH_URL: url,
      CTP_SCOPES: `manage_project:${PROJECT}`,
      // One process: which backend it talks to does not depend on the cluster, and it starts in half the time.
      WEB_CONCURRENCY: '1',
    });
    await waitFor(`http://127.0.0.1:${SHOP_PORT}/healthz`);
    await page.goto(`http://gb.localhost:${SHOP_PORT}/`);
    await expect(page.locator('.main-nav__list').getByRole('link', { name: 'Remote workshop tools' })).toBeAttached();
    // No embedded backend was started: its port stays closed.
    expect(await fetch(`http://127.0.0.1:${UNUSED_PORT}/health`).then(() => true, () => false)).toBe(false);
  } finally {
    shop?.kill('SIGTERM');
    backend.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
