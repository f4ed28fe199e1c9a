import type express from 'express';
import { isSameOriginPost } from '../edge/same-origin';

// The one guard of the shop's `/__` space (decision 134): default-deny, only this machine unless named below as a
// shopper's or a browser's; every POST there must come from a page of the same host.

/** `/__` paths any client may reach: assets of the shop's pages, Remix, and the stand-ins of outside services a shopper's browser is sent to. */
const PUBLIC_PREFIXES = [
  '/__images/', // product pictures, banners
  '/__manuals/', // product manuals
  '/__noscript.gif', // the no-script beacon of every page
  '/__manifest', // Remix's lazy route discovery
  '/__not-found', // the shop's 404 page
  '/__cart-channel', // the cart channel (socket.io)
  '/__my-orders', // the order portal's stand-in, opened through a signed link
  '/__payments/checkout/', // the simulated Checkout API: its API key guards it
  '/__payments/checkoutshopper/', // the simulated hosted card page
  '/__payments/redirect/', // the simulated 3-D Secure challenge and approval pages
];

const isPublic = (path: string) => PUBLIC_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));

function isLoopbackAddress(address: string | undefined): boolean {
  return Boolean(address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')));
}

/** The host names that only ever lead to this machine; any other (a rebound `evil.example`) is a website's. */
function isLoopbackHostName(hostHeader: string | undefined): boolean {
  const host = (hostHeader ?? '').trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
}

/** Headers a proxy adds: such a request came through one, whoever it says the client is. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/** A loopback host name too, as DNS rebinding gives a website a loopback socket under its own name; and no proxy, so
 * operator access never rests on a forwarded address. */
function isOperatorRequest(req: express.Request): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && isLoopbackHostName(req.headers.host) && !FORWARDING_HEADERS.some((name) => name in req.headers);
}

/** Where the operator's rule is mounted: every path under `/__`. */
export const OPERATOR_SPACE = /^\/__/;

/** Runs before anything that answers under `/__` (mounted on OPERATOR_SPACE). */
export const operatorOnly: express.RequestHandler = (req, res, next) => {
  // Express routes ignore letter case: `/__MAIL` reaches the mail page, so it is judged in lower case.
  const path = req.path.toLowerCase();
  const local = isPublic(path) || isOperatorRequest(req);
  if (!local) return void res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
  if (!['GET', 'HEAD'].includes(req.method) && !isSameOriginPost(req, browserHost(req))) {
    return void res.status(403).set('Cache-Control', 'no-store').type('text/plain').send('Forbidden: cross-site request');
  }
  if (!isPublic(path)) res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
  next();
};

/** The host the browser used: a trusted proxy's X-Forwarded-Host, else Host. */
function browserHost(req: express.Request): string {
  const forwarded = req.app.get('trust proxy') && req.get('x-forwarded-host')?.split(',')[0]?.trim();
  return (forwarded || req.get('host') || '').toLowerCase();
}
