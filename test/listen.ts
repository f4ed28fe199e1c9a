// An HTTP server for a test on a free loopback port: its base URL and a close that waits for it.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

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

/** A loopback port free right now, for a process the test starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
