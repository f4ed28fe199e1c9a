import express from 'express';
import { verifyOrdersToken } from '~/account/orders-token.server';
import { displayedOrderNumber } from '~/account/server/customer-view.server';
import type { CommerceClient } from '~/commerce/client.server';
import { getOrdersOf } from '~/commerce/order.server';
import { formatMoney } from '~/commerce/money';
import { localized } from '~/commerce/localize';
import { bundlesFor } from '~/i18n/resources.server';
import { createTranslator } from '~/i18n/translator';
import { MARKETS, localeTag } from '~/markets';

/** The order portal's stand-in (spec §7 "my orders link") when no MY_ORDERS_URL is set: it trusts nothing but the
 * link's signed, expiring token, exactly as the external portal must. */
export const MY_ORDERS_STAND_IN_PATH = '/__my-orders';

const COLUMNS = ['Order', 'Date', 'State', 'Payment', 'Total', 'Items'];

// The states as My account names them (its English texts: this stand-in page is English throughout); the payment
// state shows what became of the money, a refund or a chargeback too.
const account = createTranslator('en', bundlesFor('en', ['account']), 'account');

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title>`
    + '<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem;color:#1d2327;overflow-wrap:anywhere}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ddd;vertical-align:top}'
    // A phone has no room for the table's columns: each order becomes a block of labelled lines.
    + '@media (max-width:40rem){thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}table,tbody,tr,td{display:block}tr{border-bottom:2px solid #bbb;padding:.4rem 0}td{border:0;padding:.15rem 0}td:before{content:attr(data-label) ": ";font-weight:600}}</style>'
    + `</head><body>${body}</body></html>`;
}

export function myOrdersStandIn(options: { commerceClient: CommerceClient; secret: string }): express.Router {
  const router = express.Router();
  router.get('/', async (req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' });
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const claims = verifyOrdersToken(options.secret, token);
    const market = claims && MARKETS.find((candidate) => candidate.storeKey === claims.store);
    if (!claims || !market) {
      res.status(403).type('html').send(page('My orders', '<h1>My orders</h1><p>This link is not valid or has expired. Open "My orders" from your account again.</p>'));
      return;
    }
    try {
      const language = market.defaultLanguage;
      const locale = localeTag(language, market.country);
      const ctx = { client: options.commerceClient, store: { key: market.storeKey, country: market.country, currency: market.currency, language, locale } };
      // Whose orders the token names: an account's own, a proven address's, or both.
      const orders = await getOrdersOf(ctx, { customerId: claims.customerId, email: claims.email });
      const rows = orders.map((order) => {
        const lines = order.lineItems.map((line) => `${line.quantity} × ${esc(localized(line.name, language) ?? line.variant.sku ?? '')}`).join('<br>');
        const cells = [
          displayedOrderNumber(order),
          new Date(order.createdAt).toLocaleDateString(locale),
          account(`orders.states.${order.orderState}`),
          order.paymentState ? account(`orders.paymentStates.${order.paymentState}`) : '',
          formatMoney(order.taxedPrice?.totalGross ?? order.totalPrice, locale),
        ].map(esc);
        return `<tr>${[...cells, lines].map((cell, index) => `<td data-label="${COLUMNS[index]}">${cell}</td>`).join('')}</tr>`;
      });
      res.type('html').send(page('My orders', `<h1>My orders</h1><p>${esc(claims.email ?? '')}${claims.email ? ' · ' : ''}${esc(market.label)}</p>`
        + (rows.length ? `<table><thead><tr>${COLUMNS.map((column) => `<th>${column}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>` : '<p>No orders yet.</p>')));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
