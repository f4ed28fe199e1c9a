import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createSimulatorProvider } from '~/payments/simulator-client.server';
import { isPaymentProviderError, type PaymentProviderError } from '~/payments/errors';
import type { PaymentProvider } from '~/payments/provider';
import { createPaymentSimulator, type PaymentSimulator } from '../../../server/payments/simulator/engine';
import { createSimulatorRouter } from '../../../server/payments/simulator/router';
import { openSimulatorStore, type SimulatorStore } from '../../../server/payments/simulator/store';

export const API_KEY = 'test-api-key-0123456789abcdef0123456789';
export const MERCHANT = 'ProToolsDirectLocalECOM';
export const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

export interface SimulatorHarness {
  /** http://127.0.0.1:{port}: the shop's host in these tests, so return URLs and pages share it. */
  origin: string;
  dataDir: string;
  store: SimulatorStore;
  simulator: PaymentSimulator;
  provider: PaymentProvider;
  clock: { now: number };
  /** Closes the HTTP server and the store (the data folder stays, for restart tests). */
  close(): Promise<void>;
}

/** The simulator's router on a loopback port, with a controllable clock, and the shop's adapter for it. */
export async function startSimulator(options: { dataDir?: string; now?: number } = {}): Promise<SimulatorHarness> {
  const dataDir = options.dataDir ?? tempDir('payment-simulator');
  const clock = { now: options.now ?? Date.parse('2026-11-24T10:00:00Z') };
  const store = openSimulatorStore(dataDir);
  const simulator = createPaymentSimulator({ store, merchantAccount: MERCHANT, now: () => clock.now, asyncSettleMs: 5_000 });
  const app = express();
  app.use('/__payments', createSimulatorRouter({ simulator, apiKey: API_KEY, notifyUrl: 'http://127.0.0.1:1/adyen/notifications' }));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = createSimulatorProvider({ baseUrl: `${origin}/__payments`, apiKey: API_KEY, merchantAccount: MERCHANT, timeoutMs: 5000 });
  return {
    origin,
    dataDir,
    store,
    simulator,
    provider,
    clock,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      store.close();
    },
  };
}

export interface PageResponse {
  status: number;
  location?: string;
  body: string;
}

/** A browser-like form post or page load without following redirects. */
export function page(url: string, form?: Record<string, string>): Promise<PageResponse> {
  return new Promise((resolve, reject) => {
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const request = httpRequest(
      url,
      { method: form ? 'POST' : 'GET', headers: body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } : {} },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The Adyen-style test card fields of a /payments request (test environment: `test_` plain values). */
export function testCard(number: string, options: { month?: string; year?: string; cvc?: string } = {}) {
  return {
    type: 'scheme',
    encryptedCardNumber: `test_${number.replace(/\s/g, '')}`,
    encryptedExpiryMonth: `test_${options.month ?? '03'}`,
    encryptedExpiryYear: `test_${options.year ?? '2030'}`,
    encryptedSecurityCode: `test_${options.cvc ?? '737'}`,
    holderName: 'Jana Nováková',
  };
}

export function queuedEvents(store: SimulatorStore): { eventCode: string; pspReference: string; success: string; originalReference?: string }[] {
  return store
    .recentNotifications(1000)
    .reverse()
    .map((row) => JSON.parse(row.item) as { eventCode: string; pspReference: string; success: string; originalReference?: string });
}

/** The PaymentProviderError a call rejects with (any other outcome fails the test). */
export async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  try {
    await promise;
  } catch (error) {
    if (isPaymentProviderError(error)) return error;
    throw error;
  }
  throw new Error('expected a PaymentProviderError');
}
