// What the cluster primary and its workers tell each other over the IPC channel. Other
// libraries (the rate-limit store, the socket.io cluster adapter) use the same channel with their own types.

/** The embedded mail catcher's inbox page. */
export const MAIL_INBOX_PATH = '/__mail';

/** The primary's single-instance services, as a worker reaches them. */
export type ServicesInfo = {
  /** Loopback port of the primary's server for /__payments, /__vat and /__mail (when they run). */
  servicesPort?: number;
  paymentSimulator: boolean;
  vatSimulator: boolean;
  mailInbox: boolean;
  /** smtp:// URL of the embedded mail catcher (unset with SMTP_URL). */
  smtpUrl?: string;
};

export type PrimaryMessage =
  | { type: 'storefront:services'; services: ServicesInfo; backendReady: boolean }
  | { type: 'storefront:backend'; ready: boolean };

export type WorkerMessage =
  | { type: 'storefront:hello' }
  | { type: 'storefront:listening' }
  /** Above its memory ceiling: start another worker, then this one finishes its requests and exits. */
  | { type: 'storefront:replace-me'; rssMb: number };

export function isPrimaryMessage(value: unknown): value is PrimaryMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'storefront:services' || type === 'storefront:backend';
}

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'storefront:hello' || type === 'storefront:listening' || type === 'storefront:replace-me';
}
