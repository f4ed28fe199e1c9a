import type { Logger } from 'pino';
import type { NotificationRequestItem } from '~/payments/checkout-api';
import { signNotificationItem } from '~/payments/notifications.server';
import type { PaymentSimulator } from './engine';
import type { SimulatorStore } from './store';

/** Waits before the next attempt, by attempts made so far (the provider retries for days; so do we, hourly). */
const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000];

export function retryDelay(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length - 1)];
}

export interface NotifierOptions {
  store: SimulatorStore;
  simulator: Pick<PaymentSimulator, 'runDueJobs'>;
  /** The shop's notification endpoint. */
  url: string;
  hmacKey: string;
  logger: Pick<Logger, 'info' | 'warn'>;
  intervalMs?: number;
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

/** From a durable outbox, signed and posted as the provider does, retried with backoff until the shop answers 2xx;
 * also runs the simulator's due jobs (settling, expiring). */
export function startNotifier(options: NotifierOptions) {
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const intervalMs = options.intervalMs ?? 500;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function deliver(id: number, item: NotificationRequestItem, attempts: number): Promise<void> {
    const body = { live: 'false', notificationItems: [{ NotificationRequestItem: signNotificationItem(item, options.hmacKey) }] };
    try {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.text();
      if (!response.ok) throw new Error(`answered ${response.status}`);
      options.store.markDelivered(id, now());
      options.logger.info({ eventCode: item.eventCode, pspReference: item.pspReference }, 'payment simulator notification delivered');
    } catch (error) {
      const message = (error as Error).message;
      options.store.markFailed(id, message, now() + retryDelay(attempts));
      options.logger.warn({ eventCode: item.eventCode, pspReference: item.pspReference, attempt: attempts + 1, err: message }, 'payment simulator notification not delivered; will retry');
    }
  }

  async function tick(): Promise<void> {
    options.simulator.runDueJobs();
    for (const row of options.store.dueNotifications(now(), 20)) {
      if (stopped) return;
      await deliver(row.id, JSON.parse(row.item) as NotificationRequestItem, row.attempts);
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => void run(), intervalMs);
    timer.unref();
  }

  function run(): Promise<void> {
    clearTimeout(timer);
    running ??= tick()
      .catch((error: unknown) => options.logger.warn({ err: error }, 'payment simulator notifier failed'))
      .finally(() => {
        running = undefined;
        schedule();
      });
    return running;
  }

  schedule();
  return {
    /** Runs one round now (tests, and right after a payment so the shop hears at once). */
    flush: () => run(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

