// A shop worker's side of the cluster (decision 057): asks the primary where its single-instance services
// are, follows the backend's readiness, and mounts the pass-through to the primary's loopback server.
import type express from 'express';
import { SIMULATOR_MOUNT_PATH } from '../payments/simulator';
import { VAT_SIMULATOR_MOUNT_PATH } from '../vat/simulator';
import { isPrimaryMessage, MAIL_INBOX_PATH, type ServicesInfo, type WorkerMessage } from './messages';
import { proxyTo } from './proxy';

export interface PrimaryLink {
  services: ServicesInfo;
  backendReady(): boolean;
  /** /__payments, /__vat and /__mail, answered by the primary. */
  mountServices(app: express.Express): void;
}

const send = (message: WorkerMessage) => {
  if (process.connected) process.send?.(message);
};

export function connectToPrimary(timeoutMs = 30_000): Promise<PrimaryLink> {
  return new Promise((resolve, reject) => {
    let ready = false;
    const timer = setTimeout(() => reject(new Error('the cluster primary did not answer')), timeoutMs);
    process.on('message', (message: unknown) => {
      if (!isPrimaryMessage(message)) return;
      if (message.type === 'storefront:backend') {
        ready = message.ready;
        return;
      }
      ready = message.backendReady;
      clearTimeout(timer);
      const { services } = message;
      const target = { host: '127.0.0.1', port: services.servicesPort ?? 0 };
      resolve({
        services,
        backendReady: () => ready,
        mountServices(app) {
          if (!services.servicesPort) return;
          const pass = proxyTo(target);
          if (services.paymentSimulator) app.use(SIMULATOR_MOUNT_PATH, pass);
          if (services.vatSimulator) app.use(VAT_SIMULATOR_MOUNT_PATH, pass);
          // Who may reach them was decided here, by the app's operatorOnly guard: this worker sees the client's
          // socket, the primary only ours.
          if (services.mailInbox) app.use(MAIL_INBOX_PATH, pass);
        },
      });
    });
    send({ type: 'storefront:hello' });
  });
}
