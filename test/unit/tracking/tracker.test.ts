import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { TrackedEvent } from '~/tracking/events';
import { createHttpTrackingSink } from '~/tracking/http-sink.server';
import { hashEmail, hashPhone, normalisePhone } from '~/tracking/identity';
import { createTracker, type TrackingRequest } from '~/tracking/tracker.server';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const DEVICE = '0b7c1c1e-8f5e-4d53-9a57-3b1f6c1d2e3f';
const request = (overrides: Partial<TrackingRequest> = {}): TrackingRequest => ({
  locale: 'sk-SK', country: 'SK', consent: 'granted', deviceId: DEVICE, automated: false, userId: () => undefined, ...overrides,
});

function recording() {
  const sent: TrackedEvent[] = [];
  const warnings: string[] = [];
  const tracker = createTracker({ sink: { send: async (event) => void sent.push(event) }, logger: { warn: (_obj, msg) => void warnings.push(msg ?? '') } });
  return { sent, warnings, tracker };
}

describe('tracker', () => {
  it('sends with consent, in the spec\'s envelope, e-mail and phone hashed', async () => {
    const { sent, tracker } = recording();
    const tracking = tracker.forRequest(request({ userId: () => 'customer-1' }));
    tracking.send({ type: 'consent', consents: ['newsletter', 'sms'], phone: '+421 902 123 456', email: ' Robin@Example.com ', source: 'newsletter-form' });
    await tracker.settled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      event: 'consent', locale: 'sk-SK', country: 'SK', cookie: DEVICE, user_id: 'customer-1',
      gdpr_phone: sha256('+421902123456'), email_token: sha256('robin@example.com'), consents: ['newsletter', 'sms'],
    });
    expect(JSON.stringify(sent[0])).not.toContain('Robin');
    expect(JSON.stringify(sent[0])).not.toContain('902');
  });

  it('sends nothing without consent, after a refusal, without a device id, or for crawlers', async () => {
    const { sent, tracker } = recording();
    for (const overrides of [{ consent: 'unknown' as const }, { consent: 'denied' as const }, { deviceId: undefined }, { automated: true }]) {
      const tracking = tracker.forRequest(request(overrides));
      expect(tracking.enabled).toBe(false);
      tracking.send({ type: 'view-item', sku: 'EX10000001' });
    }
    await tracker.settled();
    expect(sent).toEqual([]);
  });

  it('a consent given during the request counts for the rest of it', async () => {
    const { sent, tracker } = recording();
    const tracking = tracker.forRequest(request({ consent: 'unknown', deviceId: undefined }));
    tracking.grant(DEVICE);
    tracking.send({ type: 'view-item', sku: 'EX10000001' });
    await tracker.settled();
    expect(sent.map((event) => [event.event, event.cookie])).toEqual([['view-item', DEVICE]]);
  });

  it('never throws nor waits: a failing or hanging sink is logged and bounded by the timeout', async () => {
    vi.useFakeTimers();
    try {
      const warnings: string[] = [];
      const tracker = createTracker({
        sink: { send: (_event, signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))) },
        logger: { warn: (_obj, msg) => void warnings.push(msg ?? '') },
        timeoutMs: 60_000,
      });
      const tracking = tracker.forRequest(request());
      expect(() => tracking.send({ type: 'view-item', sku: 'EX10000001' })).not.toThrow();
      await vi.advanceTimersByTimeAsync(15_000); // capped at the spec's 15,000 ms
      await tracker.settled();
      expect(warnings).toEqual(['tracking event not delivered']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops events past the in-flight cap instead of queueing them', async () => {
    const warnings: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const tracker = createTracker({ sink: { send: () => gate }, logger: { warn: (_obj, msg) => void warnings.push(msg ?? '') }, maxInFlight: 2 });
    const tracking = tracker.forRequest(request());
    for (let index = 0; index < 3; index++) tracking.send({ type: 'view-item', sku: `EX1000000${index}` });
    release();
    await tracker.settled();
    expect(warnings).toEqual(['tracking event dropped: too many deliveries in flight']);
  });
});

describe('identities', () => {
  it('sends a purchase under the spec\'s snake-case names', async () => {
    const { sent, tracker } = recording();
    tracker.forRequest(request()).send({
      type: 'purchase', orderId: 'o-1', orderNumber: 'NS1001', cartId: 'c-1', currency: 'EUR', value: 61.44, tax: 11.49, shipping: 0,
      paymentMethod: 'bank-transfer', items: [{ sku: 'EX10000024', name: 'Rázový uťahovák', quantity: 1, price: 61.44 }],
    });
    await tracker.settled();
    expect(sent[0]).toMatchObject({
      event: 'purchase', cookie: DEVICE, order_id: 'o-1', order_number: 'NS1001', cart_id: 'c-1', currency: 'EUR', value: 61.44, tax: 11.49,
      shipping: 0, payment_method: 'bank-transfer', items: [{ sku: 'EX10000024', quantity: 1, price: 61.44 }],
    });
  });

  it('normalise before hashing', () => {
    expect(hashEmail('  A@B.example ')).toBe(sha256('a@b.example'));
    expect(normalisePhone('+421 902-123 456')).toBe('+421902123456');
    expect(hashPhone('0902 123 456')).toBe(sha256('0902123456'));
  });
});

describe('the production sink', () => {
  it('POSTs each event as JSON to {url}/{event} with the key; a refusal rejects', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const answers = [new Response('{}', { status: 202 }), new Response('no', { status: 500 })];
    const sink = createHttpTrackingSink({
      url: 'https://tracking.example/v1/', apiKey: 'secret',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init! });
        return answers.shift()!;
      },
    });
    const event = { id: '1', at: '2026-01-01T00:00:00.000Z', event: 'view-item', locale: 'sk-SK', country: 'SK', cookie: DEVICE, sku: 'EX1' } as TrackedEvent;
    await sink.send(event, new AbortController().signal);
    expect(calls[0].url).toBe('https://tracking.example/v1/view-item');
    expect(calls[0].init.headers).toMatchObject({ authorization: 'Bearer secret', 'content-type': 'application/json' });
    expect(JSON.parse(String(calls[0].init.body))).toEqual(event);
    await expect(sink.send(event, new AbortController().signal)).rejects.toThrow('500');
  });
});
