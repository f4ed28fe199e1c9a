// A client's bad request is a one-line warning at most, rate-limited, and never a stack trace (issue 37 item 9): the
// fuzzing that found ~190 stack traces on stderr, against the cluster primary's loopback server of the simulators
// (where the workers pass /__payments and /__vat), and the shop's own last error handler.
import http from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerErrors } from '../../../server/edge/client-errors';
import { createSimulatorRouter } from '../../../server/payments/simulator/router';
import { loopbackServer } from '../../../server/services/loopback';
import { mounts } from '../../../server/services/types';
import { createVatSimulatorRouter, VAT_SIMULATOR_MOUNT_PATH } from '../../../server/vat/simulator';
import { startSimulator, type SimulatorHarness } from '../payments/harness';

type Line = { level: number; msg: string; err?: { stack?: string } };

function capturingLogger() {
  const lines: Line[] = [];
  const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk)) as Line), done()) }));
  return { logger, lines };
}

function send(port: number, path: string, body: string, contentType: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': contentType } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('bad requests to the simulators behind the cluster primary', () => {
  const { logger, lines } = capturingLogger();
  let simulator: SimulatorHarness;
  let loopback: Awaited<ReturnType<typeof loopbackServer>>;
  const printed: unknown[][] = [];
  beforeAll(async () => {
    simulator = await startSimulator();
    loopback = await loopbackServer(
      mounts(['/__payments', createSimulatorRouter({ simulator: simulator.simulator, apiKey: 'k'.repeat(32), notifyUrl: 'http://127.0.0.1:1/' })], [VAT_SIMULATOR_MOUNT_PATH, createVatSimulatorRouter()]),
      logger,
    );
    // What finalhandler printed before: every error's stack through console.error.
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(args));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await loopback.close();
    await simulator.close();
  });

  it('answers bad JSON, too many fields and bodies over the limit with a 4xx and one warning line, no stack', async () => {
    const port = loopback.value!;
    const form = 'application/x-www-form-urlencoded';
    const statuses = [
      await send(port, '/__vat/vies/check-vat-number', '{bad', 'application/json'),
      await send(port, '/__vat/vies/check-vat-number', JSON.stringify({ vatNumber: 'x'.repeat(9000) }), 'application/json'),
      await send(port, '/__payments/redirect/some-token', Array.from({ length: 30 }, (_, index) => `field${index}=1`).join('&'), form),
      await send(port, '/__payments/redirect/some-token', `password=${'a'.repeat(40_000)}`, form),
      await send(port, '/__payments/checkoutshopper/some-session', Array.from({ length: 30 }, (_, index) => `field${index}=1`).join('&'), form),
    ];
    expect(statuses).toEqual([400, 413, 413, 413, 413]);
    expect(printed).toEqual([]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.level === 40).map((line) => line.msg)).toEqual(['client request refused']);
    expect(JSON.stringify(lines)).not.toMatch(/\n\s+at /);
  });
});

describe("the shop's last error handler", () => {
  it('notes refused requests once a minute and logs what went wrong on our side as an error', async () => {
    const { logger, lines } = capturingLogger();
    const app = express();
    app.post('/client', express.json(), (_req, res) => void res.end());
    app.get('/ours', () => {
      throw new Error('the shop broke');
    });
    app.use(answerErrors(logger));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) expect(await send(port, '/client', '{bad', 'application/json')).toBe(400);
      const ours = await new Promise<number>((resolve) => http.get({ host: '127.0.0.1', port, path: '/ours' }, (res) => (res.resume(), resolve(res.statusCode ?? 0))));
      expect(ours).toBe(500);
      expect(lines.map((line) => [line.level, line.msg])).toEqual([[40, 'client request refused'], [50, 'unhandled request error']]);
    } finally {
      server.close();
    }
  });
});
