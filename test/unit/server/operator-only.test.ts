import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../../server/env';
import { OPERATOR_SPACE, operatorOnly } from '../../../server/local-pages/operator-only';

// The guard of the operator pages (decision 134) in a real Express app on loopback: who may read caught mail and
// post refunds. Every request here comes from a loopback socket; the Host header and proxy headers differ.

let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.all(OPERATOR_SPACE, operatorOnly);
  app.get('/__mail/api/messages', (_req, res) => void res.json([{ subject: 'Reset your password' }]));
  app.post('/__payments/admin/:reference', (_req, res) => void res.redirect(303, '/__payments/'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function request(method: string, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? 'intent=refund' : undefined);
  });
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('operator pages answer loopback host names on a loopback socket, without a proxy (issue 37 items 4, 5)', () => {
  it('answers localhost, *.localhost, 127.0.0.1 and [::1], with or without a port', async () => {
    for (const host of ['localhost', `localhost:${port}`, `sk.localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'LOCALHOST']) {
      expect(await request('GET', '/__mail/api/messages', { host }), host).toBe(200);
    }
  });

  it('refuses a rebound foreign name, whatever STORE_DOMAINS, and look-alikes of loopback names', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, 'localhost.evil.example', '127.0.0.1.evil.example', 'www.protools-direct.sk', '127.0.0.2']) {
      expect(await request('GET', '/__mail/api/messages', { host }), host).toBe(404);
    }
  });

  it('refuses the refund post of a rebound page, though its Host and Origin agree', async () => {
    const rebound = await request('POST', '/__payments/admin/PSP1', { ...FORM, host: 'evil.example:3720', origin: 'http://evil.example:3720' });
    expect(rebound).toBe(404);
    expect(await request('POST', '/__payments/admin/PSP1', { ...FORM, host: `localhost:${port}`, origin: `http://localhost:${port}` })).toBe(303);
    expect(await request('POST', '/__payments/admin/PSP1', { ...FORM, host: `localhost:${port}`, origin: 'http://evil.example:3720' })).toBe(403);
  });

  it('never rests on a forwarded address: a request through a proxy is no operator, even "from 127.0.0.1"', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
      { 'x-forwarded-host': 'localhost' },
    ]) {
      expect(await request('GET', '/__mail/api/messages', { host: 'localhost', ...headers }), JSON.stringify(headers)).toBe(404);
    }
  });
});

describe('TRUST_PROXY (issue 37 item 5)', () => {
  const env = (value: string) => readEnv({ TRUST_PROXY: value } as unknown as NodeJS.ProcessEnv);

  it('refuses to trust every proxy, and says what to set instead', () => {
    for (const value of ['true', 'TRUE', '0.0.0.0/0', 'loopback, ::/0']) expect(() => env(value), value).toThrow(/TRUST_PROXY: .*TRUST_PROXY=1.*addresses/);
  });

  it('takes a hop count or the proxies\' addresses', () => {
    expect(env('1').TRUST_PROXY).toBe(1);
    expect(env('loopback').TRUST_PROXY).toBe('loopback');
    expect(env('10.0.0.5, 10.0.0.0/8').TRUST_PROXY).toBe('10.0.0.5, 10.0.0.0/8');
    expect(env('false').TRUST_PROXY).toBe(false);
  });
});
