import express from 'express';
import { esc, localPage } from '../local-pages/page';
import type { CaseInbox, StoredCase } from './inbox';

/** Every received case with every field, hidden ones included, so only to this machine: cases hold shoppers'
 * addresses and phone numbers. */
const FIELDS: Array<[keyof StoredCase, string]> = [
  ['reference', 'Reference'], ['submittedAt', 'Received'], ['reasonTitle', 'Reason'], ['subreasonTitle', 'Sub-reason'],
  ['contactName', 'Name'], ['companyName', 'Company'], ['customerEmail', 'E-mail'], ['phoneNumber', 'Phone'],
  ['orderNumber', 'Order number'], ['invoiceNumber', 'Invoice number'], ['productNumber', 'Product number'], ['productSku', 'SKU'],
  ['quantity', 'Quantity'], ['vatId', 'VAT ID'], ['customerId', 'Customer'], ['subject', 'Subject'], ['description', 'Description'],
];

function caseTable(item: StoredCase): string {
  const rows = FIELDS.filter(([key]) => item[key] !== undefined && item[key] !== '')
    .map(([key, label]) => `<tr><th>${esc(label)}</th><td>${key === 'description' ? `<pre>${esc(item[key])}</pre>` : esc(item[key])}</td></tr>`);
  const hidden = Object.entries(item.hidden).map(([key, value]) => `<tr><th>${esc(key)}</th><td>${esc(value)}</td></tr>`);
  return `<table>${rows.join('')}<tr><th colspan="2">Hidden fields</th></tr>${hidden.join('')}<tr><th>Reason ids</th><td>${esc(item.reason)} / ${esc(item.subreason)}</td></tr></table>`;
}

export function supportInboxPage(inbox: CaseInbox): express.Router {
  const router = express.Router();

  router.get('/api/cases', (_req, res) => {
    res.json(inbox.list());
  });

  router.get('/', (_req, res) => {
    const cases = inbox.list();
    const rows = cases
      .map((item) => `<tr><td><a href="/__support/${esc(item.reference)}">${esc(item.reference)}</a></td><td>${esc(new Date(item.submittedAt).toLocaleString('en-GB'))}</td>`
        + `<td>${esc(item.hidden.country)} ${esc(item.hidden.locale)}</td><td>${esc(item.reasonTitle)} › ${esc(item.subreasonTitle)}</td>`
        + `<td>${esc(item.contactName)}<br>${esc(item.customerEmail)}${item.phoneNumber ? `<br>${esc(item.phoneNumber)}` : ''}</td>`
        + `<td>${[item.orderNumber && `Order ${esc(item.orderNumber)}`, item.invoiceNumber && `Invoice ${esc(item.invoiceNumber)}`, item.productNumber && `Product ${esc(item.productNumber)}`, item.quantity && `Qty ${esc(item.quantity)}`, item.vatId && `VAT ${esc(item.vatId)}`, item.companyName && esc(item.companyName)].filter(Boolean).join('<br>')}</td>`
        + `<td><strong>${esc(item.subject)}</strong><br>${esc(item.description)}</td></tr>`)
      .join('');
    res.type('html').send(localPage('Support cases', '<h1>Support cases</h1><p>Every support request the shop received locally (newest first); in production they go to the customer-service system.</p>'
      + (cases.length
        ? `<table><thead><tr><th>Reference</th><th>Received</th><th>Store</th><th>Reason</th><th>Contact</th><th>Details</th><th>Request</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No cases yet.</p>')));
  });

  router.get('/:reference', (req, res) => {
    const item = inbox.get(req.params.reference);
    if (!item) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.type('html').send(localPage(`Case ${item.reference}`, `<p><a href="/__support">← All cases</a></p><h1>Case ${esc(item.reference)}</h1>${caseTable(item)}`));
  });
  return router;
}
