import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMail } from '~/mail/layout.server';
import { readEnv as readProcessEnv } from '../../../server/env';
import { buildServices, type PrimaryServices, type ShopServices } from '../../../server/services';
import { PaymentConfigurationError } from '../../../server/payments/setup';
import { mountRoutes } from '../../../server/services/types';
import { proxyTo } from '../../../server/cluster/proxy';
import type { ServicesInfo } from '../../../server/cluster/messages';

// buildServices follows the role rules (decision 097): the primary runs the single-instance services once and
// its workers pass to them; a single process runs them itself. A real commercetools project is named (a port
// nobody answers), so no embedded backend starts; the simulators then need ALLOW_LOCAL_SIMULATORS.

const logger = pino({ level: 'silent' });
const REAL_PROJECT = {
  CTP_PROJECT_KEY: 'shop', CTP_CLIENT_ID: 'id', CTP_CLIENT_SECRET: 'secret', CTP_API_URL: 'http://127.0.0.1:9', CTP_AUTH_URL: 'http://127.0.0.1:9',
  SMTP_CATCHER_PORT: '0', PORT: '3998',
};
const CONFIGURED = {
  ADYEN_API_KEY: 'AQE-key', ADYEN_MERCHANT_ACCOUNT: 'ProToolsECOM', ADYEN_HMAC_KEY: 'AB'.repeat(32),
  VAT_CHECK_URL: 'https://vat.example.test/evatrRPC', VAT_OWN_VAT_ID: 'DE123456789', SMTP_URL: 'smtp://mail.example.test:587',
};
const readEnv = (vars: Record<string, string>) => readProcessEnv({ ...REAL_PROJECT, ...vars } as Record<string, string> as NodeJS.ProcessEnv);
const mail = renderMail({ template: 'test', language: 'en', subject: 'Once only', heading: 'Hi', siteName: 'Shop', footer: 'Shop', blocks: [] });

const opened: Array<{ stack: { close(): Promise<void> } }> = [];
const dirs: string[] = [];
const base = () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-services-'));
  dirs.push(dataDir);
  return { logger, dataDir };
};
const keep = <T extends PrimaryServices | ShopServices>(services: T): T => (opened.push(services), services);

afterEach(async () => {
  for (const services of opened.splice(0).reverse()) await services.stack.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The services' routes on a loopback server, as the shop's app mounts them. */
async function serveRoutes(services: ShopServices): Promise<string> {
  const app = express();
  mountRoutes(app, services.stack.routes);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  opened.push({ stack: { close: () => new Promise<void>((resolve) => server.close(() => resolve())) } });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const workerOf = (forWorkers: ServicesInfo) => ({
  kind: 'worker' as const,
  primary: {
    services: forWorkers,
    backendReady: () => true,
    passToPrimary: forWorkers.servicesPort ? proxyTo({ host: '127.0.0.1', port: forWorkers.servicesPort }) : undefined,
  },
});

const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe('buildServices', () => {
  it('a single process runs the simulators, the mail catcher and its inbox itself, and answers notifications', async () => {
    const env = readEnv({ ALLOW_LOCAL_SIMULATORS: 'true' });
    const services = keep(await buildServices(env, { kind: 'single', dev: false }, base()));
    expect(services.catcher).toBeDefined();
    expect(services.payments.simulator).toBeDefined();
    expect(services.vat.simulated).toBe(true);
    const url = await serveRoutes(services);
    expect((await fetch(`${url}/__payments/`)).status).toBe(200);
    expect((await fetch(`${url}/__vat/evatrRPC?UstId_1=DE123456789&UstId_2=ATU12345678`)).headers.get('content-type')).toMatch(/xml/);
    expect((await fetch(`${url}/__support`)).status).toBe(200);
    expect((await fetch(`${url}/__tracking`)).status).toBe(200);
    // The provider's endpoint refuses an unsigned notification; it is there.
    expect((await fetch(`${url}/adyen/notifications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).not.toBe(404);
    await services.mailer.send('ann@example.com', mail);
    expect(await (await fetch(`${url}/__mail/api/messages`)).json()).toMatchObject([{ subject: 'Once only' }]);
  });

  it('the primary runs the single-instance services once; its worker passes to them and runs none itself', async () => {
    const env = readEnv({ ALLOW_LOCAL_SIMULATORS: 'true' });
    const primary = keep(await buildServices(env, { kind: 'primary' }, base()));
    expect(primary.forWorkers).toMatchObject({ paymentSimulator: true, vatSimulator: true, mailInbox: true, smtpUrl: expect.stringMatching(/^smtp:\/\/127\.0\.0\.1:\d+$/) });
    expect(primary.forWorkers.servicesPort).toEqual(expect.any(Number));
    expect(primary.stack.names).not.toContain('mailer');

    const worker = keep(await buildServices(env, workerOf(primary.forWorkers), base()));
    expect(worker.catcher).toBeUndefined();
    expect(worker.payments.simulator).toBeUndefined();
    const url = await serveRoutes(worker);
    expect((await fetch(`${url}/__payments/`)).status).toBe(200);
    expect((await fetch(`${url}/__vat/evatrRPC?UstId_1=DE123456789&UstId_2=ATU12345678`)).headers.get('content-type')).toMatch(/xml/);
    // The worker's mail lands in the primary's catcher, and its /__mail shows the primary's inbox.
    await worker.mailer.send('ann@example.com', mail);
    expect(await (await fetch(`${url}/__mail/api/messages`)).json()).toMatchObject([{ subject: 'Once only' }]);
    expect((await fetch(`${url}/__support`)).status).toBe(200);
  });

  it('refuses the simulators with a real project unless ALLOW_LOCAL_SIMULATORS, in every role', async () => {
    const env = readEnv({});
    await expect(buildServices(env, { kind: 'primary' }, base())).rejects.toThrow(PaymentConfigurationError);
    await expect(buildServices(env, { kind: 'single', dev: false }, base())).rejects.toThrow(PaymentConfigurationError);
    await expect(buildServices(env, workerOf({ paymentSimulator: false, vatSimulator: false, mailInbox: false }), base())).rejects.toThrow(PaymentConfigurationError);
  });

  it('with every service configured the primary runs no simulator, catcher or loopback server, and the worker mounts no local page', async () => {
    const env = readEnv({ ...CONFIGURED, STORE_DOMAINS: 'SK=shop.sk' });
    const primary = keep(await buildServices(env, { kind: 'primary' }, base()));
    expect(primary.forWorkers).toEqual({ servicesPort: undefined, paymentSimulator: false, vatSimulator: false, mailInbox: false, smtpUrl: undefined });
    const worker = keep(await buildServices(env, workerOf(primary.forWorkers), base()));
    const url = await serveRoutes(worker);
    for (const page of ['/__payments/', '/__vat/evatrRPC', '/__mail/api/messages', '/__support', '/__tracking']) {
      expect((await fetch(`${url}${page}`)).status, page).toBe(404);
    }
  });

  it('closes what it opened, the last built first', async () => {
    const env = readEnv({ ALLOW_LOCAL_SIMULATORS: 'true' });
    const primary = await buildServices(env, { kind: 'primary' }, base());
    const catcherPort = Number(new URL(primary.forWorkers.smtpUrl!).port);
    expect(primary.stack.names).toEqual(['session', 'commerce backend', 'payments', 'VAT check', 'mail catcher', 'cluster hub', 'services server']);
    expect(await portAnswers(catcherPort)).toBe(true);
    expect(await portAnswers(primary.forWorkers.servicesPort!)).toBe(true);
    await primary.stack.close();
    expect(await portAnswers(catcherPort)).toBe(false);
    expect(await portAnswers(primary.forWorkers.servicesPort!)).toBe(false);
  });
});
