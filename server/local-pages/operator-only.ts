import type express from 'express';
import { isSameOriginPost } from '../edge/same-origin';

// The one guard of the shop's `/__` space (issue 23 item 12, decision 091): everything under `/__` is the
// operator's — the payment simulator's overview and its refund / mark-paid / refuse actions, caught mail, support
// cases, tracking events, the VAT simulator — and answers only this machine, unless it is named below as a
// shopper's or a browser's. Default-deny, so a page added later is the operator's until someone says otherwise.
// Every POST under `/__` (a shopper's included) must come from a page of the same host.

/** `/__` paths any client may reach: assets of the shop's pages, Remix, and the stand-ins of outside services a shopper's browser is sent to. */
const PUBLIC_PREFIXES = [
  '/__images/', // product pictures, banners (decision 084)
  '/__manuals/', // product manuals
  '/__noscript.gif', // the no-script beacon of every page
  '/__manifest', // Remix's lazy route discovery
  '/__not-found', // the shop's 404 page
  '/__cart-channel', // the cart channel (socket.io)
  '/__my-orders', // the order portal's stand-in, opened through a signed link (decision 027)
  '/__payments/checkout/', // the simulated Checkout API: its API key guards it
  '/__payments/checkoutshopper/', // the simulated hosted card page
  '/__payments/redirect/', // the simulated 3-D Secure challenge and approval pages
];

const isPublic = (path: string) => PUBLIC_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));

function isLoopbackAddress(address: string | undefined): boolean {
  return Boolean(address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')));
}

/**
 * This machine: the socket comes from loopback, and so does the client a trusted proxy names (`req.ip`), so a
 * proxy on this machine does not make the whole internet local; an untrusted X-Forwarded-For changes nothing.
 */
function isLocalClient(req: express.Request): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && isLoopbackAddress(req.ip);
}

/** Runs before anything that answers under `/__`. */
export const operatorOnly: express.RequestHandler = (req, res, next) => {
  // Express routes ignore letter case: `/__MAIL` reaches the mail page, so it is judged in lower case.
  const path = req.path.toLowerCase();
  if (!path.startsWith('/__')) return next();
  const local = isPublic(path) || isLocalClient(req);
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
