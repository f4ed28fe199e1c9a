import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationRequestItem } from '~/payments/checkout-api';
import { isHmacKey, notificationKey, signNotificationItem, verifyNotification } from '~/payments/notifications.server';
import { createNotificationEndpoint, PAYMENT_NOTIFICATION_PATH } from '../../../server/payments/notification-endpoint';
import { openNotificationLedger, type NotificationLedger } from '../../../server/payments/notification-ledger';
import { retryDelay, startNotifier } from '../../../server/payments/simulator/notifier';
import { HMAC_KEY, MERCHANT, page, startSimulator, tempDir, testCard } from './harness';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

function item(overrides: Partial<NotificationRequestItem> = {}): NotificationRequestItem {
  return {
    amount: { currency: 'EUR', value: 12_999 },
    eventCode: 'AUTHORISATION',
    eventDate: '2026-11-24T10:00:00.000Z',
    merchantAccountCode: MERCHANT,
    merchantReference: 'NS261124000001',
    paymentMethod: 'visa',
    pspReference: 'QW5UAVPTZT7X6KPH',
    success: 'true',
    additionalData: {},
    ...overrides,
  };
}

const message = (...items: NotificationRequestItem[]) => ({ live: 'false', notificationItems: items.map((entry) => ({ NotificationRequestItem: entry })) });
const check = { hmacKey: HMAC_KEY, live: false, merchantAccount: MERCHANT };

describe('the HMAC signature', () => {
  it('is HMAC-SHA256 over the eight documented fields, key in hex, signature in base64', () => {
    const signed = signNotificationItem(item({ originalReference: undefined }), HMAC_KEY);
    const payload = ['QW5UAVPTZT7X6KPH', '', MERCHANT, 'NS261124000001', '12999', 'EUR', 'AUTHORISATION', 'true'].join(':');
    const expected = createHmac('sha256', Buffer.from(HMAC_KEY, 'hex')).update(payload, 'utf8').digest('base64');
    expect(signed.additionalData?.hmacSignature).toBe(expected);
  });

  it('accepts signed items and refuses unsigned, tampered, foreign-key, wrong-environment and foreign-merchant ones', () => {
    const signed = signNotificationItem(item(), HMAC_KEY);
    expect(verifyNotification(message(signed), check)).toEqual({ ok: true, items: [signed] });
    expect(verifyNotification(message(item()), check)).toEqual({ ok: false, reason: 'unsigned' });
    expect(verifyNotification(message({ ...signed, amount: { currency: 'EUR', value: 1 } }), check)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyNotification(message({ ...signed, success: 'false' }), check)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyNotification(message(signNotificationItem(item(), 'AB'.repeat(32))), check)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyNotification({ ...message(signed), live: 'true' }, check)).toEqual({ ok: false, reason: 'wrong-environment' });
    const foreign = signNotificationItem(item({ merchantAccountCode: 'Other' }), HMAC_KEY);
    expect(verifyNotification(message(foreign), check)).toEqual({ ok: false, reason: 'wrong-merchant' });
    // One forged item refuses the whole message.
    expect(verifyNotification(message(signed, item({ pspReference: 'FORGED' })), check)).toEqual({ ok: false, reason: 'unsigned' });
    expect(verifyNotification({ notificationItems: 'x' }, check)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('keys events by what they are about', () => {
    expect(notificationKey(item())).toBe('AUTHORISATION:QW5UAVPTZT7X6KPH::true');
    expect(notificationKey(item({ eventCode: 'CANCEL_OR_REFUND', pspReference: 'R1', originalReference: 'P1' }))).toBe('CANCEL_OR_REFUND:R1:P1:true');
    expect(isHmacKey(HMAC_KEY)).toBe(true);
    expect(isHmacKey('not-hex')).toBe(false);
  });
});

describe('the notification ledger', () => {
  it('lets one request process an event, later ones see it done, and survives a restart', () => {
    const dir = tempDir('ledger');
    let now = 1_000;
    const ledger = openNotificationLedger(dir, { leaseMs: 100, now: () => now });
    expect(ledger.claim('a')).toBe('claimed');
    expect(ledger.claim('a')).toBe('busy');
    now += 101;
    expect(ledger.claim('a')).toBe('claimed');
    ledger.release('a');
    expect(ledger.claim('a')).toBe('claimed');
    ledger.complete('a');
    expect(ledger.claim('a')).toBe('done');
    ledger.close();
    const reopened = openNotificationLedger(dir);
    expect(reopened.claim('a')).toBe('done');
    reopened.close();
  });
});

describe('the notification endpoint', () => {
  let server: Server;
  let url: string;
  let ledger: NotificationLedger;
  const handled: string[] = [];
  let failNext = false;

  beforeAll(async () => {
    ledger = openNotificationLedger(tempDir('endpoint'));
    const app = express();
    app.post(
      PAYMENT_NOTIFICATION_PATH,
      ...createNotificationEndpoint({
        check,
        ledger,
        logger: silent,
        basicAuth: { username: 'adyen', password: 's3cret:with-colon' },
        handle: async (entry) => {
          if (failNext) {
            failNext = false;
            throw new Error('backend down');
          }
          handled.push(notificationKey(entry));
        },
      }),
    );
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PAYMENT_NOTIFICATION_PATH}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    ledger.close();
  });
  beforeEach(() => {
    handled.length = 0;
  });

  const auth = `Basic ${Buffer.from('adyen:s3cret:with-colon').toString('base64')}`;
  const post = (body: unknown, authorization = auth) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  it('accepts a signed notification once and ignores its replays', async () => {
    const signed = signNotificationItem(item({ pspReference: 'FIRSTPAYMENT0001' }), HMAC_KEY);
    const first = await post(message(signed));
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('[accepted]');
    const replays = await Promise.all(Array.from({ length: 5 }, () => post(message(signed))));
    expect(replays.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(handled).toEqual(['AUTHORISATION:FIRSTPAYMENT0001::true']);
  });

  it('refuses unsigned, wrongly signed, unauthenticated and malformed notifications without processing them', async () => {
    expect((await post(message(item({ pspReference: 'UNSIGNED00000001' })))).status).toBe(401);
    const tampered = { ...signNotificationItem(item({ pspReference: 'TAMPERED00000001' }), HMAC_KEY), success: 'false' as const };
    expect((await post(message(tampered))).status).toBe(401);
    expect((await post(message(signNotificationItem(item(), HMAC_KEY)), 'Basic ' + Buffer.from('adyen:guess').toString('base64'))).status).toBe(401);
    expect((await post('{"live":')).status).toBe(400);
    expect((await post({ hello: 'world' })).status).toBe(400);
    expect(handled).toEqual([]);
  });

  it('answers 500 when processing fails, so the provider sends it again, and processes the resend', async () => {
    const signed = signNotificationItem(item({ pspReference: 'RETRIED000000001' }), HMAC_KEY);
    failNext = true;
    expect((await post(message(signed))).status).toBe(500);
    expect(handled).toEqual([]);
    expect((await post(message(signed))).status).toBe(200);
    expect(handled).toEqual(['AUTHORISATION:RETRIED000000001::true']);
  });
});

describe('the simulator notifier', () => {
  it('delivers signed notifications from the outbox, retrying until the shop accepts', async () => {
    const sim = await startSimulator();
    const received: unknown[] = [];
    let answers = [500, 200];
    const notifier = startNotifier({
      store: sim.store,
      simulator: sim.simulator,
      url: 'http://shop.test/adyen/notifications',
      hmacKey: HMAC_KEY,
      logger: silent,
      intervalMs: 60_000,
      now: () => sim.clock.now,
      fetch: async (_url, init) => {
        received.push(JSON.parse(String(init?.body)));
        return new Response('[accepted]', { status: answers.shift() ?? 200 });
      },
    });
    try {
      const payment = await sim.provider.payments(
        { amount: { currency: 'EUR', value: 5_000 }, reference: 'NS1', returnUrl: `${sim.origin}/back`, paymentMethod: testCard('4111 1111 1111 1111') },
        { idempotencyKey: 'notify-1' },
      );
      await notifier.flush();
      expect(received).toHaveLength(1);
      expect(sim.store.recentNotifications(1)[0]).toMatchObject({ attempts: 1, delivered_at: null, last_error: 'answered 500' });
      await notifier.flush();
      expect(received).toHaveLength(1);
      sim.clock.now += retryDelay(0);
      await notifier.flush();
      expect(received).toHaveLength(2);
      expect(sim.store.recentNotifications(1)[0]).toMatchObject({ attempts: 2, delivered_at: sim.clock.now });
      const verdict = verifyNotification(received[1], check);
      expect(verdict).toMatchObject({ ok: true, items: [{ eventCode: 'AUTHORISATION', pspReference: payment.pspReference, success: 'true', merchantReference: 'NS1' }] });
      expect((verdict as { items: NotificationRequestItem[] }).items[0].reason).toMatch(/^\d{6}:1111:03\/2030$/);
      answers = [];
      await notifier.flush();
      expect(received).toHaveLength(2);
    } finally {
      await notifier.stop();
      await sim.close();
    }
  });
});

describe('durability', () => {
  it('keeps payments, one-time redirect results and undelivered notifications across a restart', async () => {
    const first = await startSimulator();
    const answer = await first.provider.payments(
      { amount: { currency: 'EUR', value: 7_000 }, reference: 'NS2', returnUrl: `${first.origin}/back`, paymentMethod: testCard('4212 3456 7891 0006') },
      { idempotencyKey: 'durable-1' },
    );
    const back = await page((answer.action as { url: string }).url, { password: 'password', intent: 'submit' });
    const redirectResult = new URL(back.location!).searchParams.get('redirectResult')!;
    await first.close();

    const second = await startSimulator({ dataDir: first.dataDir });
    try {
      expect(second.store.getPayment(answer.pspReference!)).toMatchObject({ result_code: 'Authorised', merchant_reference: 'NS2' });
      expect(second.store.recentNotifications(10).map((row) => row.event_code)).toEqual(['AUTHORISATION']);
      const replay = await second.provider.payments(
        { amount: { currency: 'EUR', value: 7_000 }, reference: 'NS2', returnUrl: `${second.origin}/back`, paymentMethod: testCard('4212 3456 7891 0006') },
        { idempotencyKey: 'durable-1' },
      );
      expect(replay.pspReference).toBe(answer.pspReference);
      expect(await second.provider.paymentDetails({ details: { redirectResult } }, { idempotencyKey: 'details-durable' })).toMatchObject({ resultCode: 'Authorised' });
      await expect(second.provider.paymentDetails({ details: { redirectResult } }, { idempotencyKey: 'details-durable-2' })).rejects.toMatchObject({ status: 422 });
    } finally {
      await second.close();
    }
  });
});
