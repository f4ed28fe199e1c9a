// The spec's dedicated websocket port as an optional second listener: it forwards only the channel's path to the
// main HTTP server, so one socket.io server (one set of rooms and limits) serves whichever port a browser uses.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAllowedOrigin } from './admission';

const onPath = (req: IncomingMessage, path: string) => {
  const pathname = (req.url ?? '').split('?', 1)[0];
  return pathname === path || pathname.startsWith(`${path}/`);
};

/**
 * A page on `https://shop:443` talking to `https://shop:2087` is cross-origin: long-polling needs CORS
 * with credentials (the session cookie). Only the page's own host name on another port is allowed.
 */
function allowCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (!isAllowedOrigin(origin, req.headers.host)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
  return true;
}

export async function listenExtraPort(main: Server, options: { port: number; host?: string; path: string }): Promise<Server> {
  const extra = createServer((req, res) => {
    if (!onPath(req, options.path)) {
      res.writeHead(404).end();
      return;
    }
    if (!allowCors(req, res)) {
      res.writeHead(403).end();
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, POST', 'Access-Control-Allow-Headers': 'content-type' }).end();
      return;
    }
    main.emit('request', req, res);
  });
  extra.on('upgrade', (req, socket, head) => {
    if (onPath(req, options.path)) main.emit('upgrade', req, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    extra.once('error', reject);
    extra.listen(options.port, options.host, () => {
      extra.off('error', reject);
      resolve();
    });
  });
  return extra;
}

export const portOf = (server: Server): number => (server.address() as AddressInfo).port;
