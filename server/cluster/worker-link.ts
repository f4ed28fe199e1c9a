// A shop worker's side of the cluster: asks the primary where its single-instance services
// are, follows the backend's readiness, and passes their pages to the primary's loopback server.
import type express from 'express';
import { isPrimaryMessage, type ServicesInfo, type WorkerMessage } from './messages';
import { proxyTo } from './proxy';

export interface PrimaryLink {
  services: ServicesInfo;
  backendReady(): boolean;
  /** Absent when the primary runs no local pages. Who may reach them is decided here (operatorOnly), as only this
   * worker sees the client's socket. */
  passToPrimary?: express.RequestHandler;
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
      resolve({
        services,
        backendReady: () => ready,
        passToPrimary: services.servicesPort ? proxyTo({ host: '127.0.0.1', port: services.servicesPort }) : undefined,
      });
    });
    send({ type: 'storefront:hello' });
  });
}
