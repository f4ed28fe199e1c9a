// An HTTP server for a test on a free loopback port: its base URL and a close that waits for it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface LocalServer {
  base: string;
  port: number;
  close: () => Promise<void>;
}

export async function listenLocally(listener: http.RequestListener): Promise<LocalServer> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { base: `http://127.0.0.1:${port}`, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
