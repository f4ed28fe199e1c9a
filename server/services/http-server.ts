import { createServer, type RequestListener, type Server } from 'node:http';
import { ALLOWED_METHODS } from '../edge/request-guards';
import type { ServiceHandle } from './types';

/** The shop's HTTP server around its Express app; it listens once the worker is warm (server/index.ts). */
export function httpServer(app: RequestListener): ServiceHandle<Server> {
  const server = createServer(app);
  // A slow client may not hold a connection for minutes, as Node's default request timeout would let it.
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  // CONNECT never reaches Express: Node hands it to this listener or drops the socket without an answer.
  server.on('connect', (_req, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return {
    value: server,
    close: async () => {
      server.closeIdleConnections();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
