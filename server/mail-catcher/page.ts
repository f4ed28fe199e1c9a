import express from 'express';
import { esc, localPage as page } from '../local-pages/page';
import type { MailCatcher } from './catcher';

/** The caught mails for the person running the shop locally, only to this machine, as mails hold password-reset
 * links; `/__mail/api/messages` gives the same list as JSON for scripts and tests. */

export function mailCatcherPage(catcher: MailCatcher): express.Router {
  const router = express.Router();

  router.get('/api/messages', (_req, res) => {
    res.json(catcher.list());
  });

  router.get('/', (_req, res) => {
    const mails = catcher.list();
    const rows = mails
      .map((mail) => `<tr><td>${esc(new Date(mail.receivedAt).toLocaleString('en-GB'))}</td><td>${esc(mail.to.join(', '))}</td><td><a href="/__mail/${esc(mail.id)}">${esc(mail.subject || '(no subject)')}</a></td></tr>`)
      .join('');
    res.type('html').send(page('Caught mail', `<h1>Caught mail</h1><p>Every mail the shop sends locally lands here; nothing leaves this machine (${mails.length} kept).</p>`
      + (mails.length ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No mail yet.</p>')));
  });

  router.get('/:id/html', (req, res) => {
    const mail = catcher.get(req.params.id);
    if (!mail?.html) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    // The mail's own markup, shown in a frame of the mail page and allowed nothing but its inline styles.
    res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'self'; form-action 'none'");
    res.removeHeader('X-Frame-Options');
    res.type('html').send(mail.html);
  });

  router.get('/:id', (req, res) => {
    const mail = catcher.get(req.params.id);
    if (!mail) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const body = `<p><a href="/__mail">← All mail</a></p><h1>${esc(mail.subject)}</h1>`
      + `<table><tr><th>From</th><td>${esc(mail.from)}</td></tr><tr><th>To</th><td>${esc(mail.to.join(', '))}</td></tr><tr><th>Received</th><td>${esc(mail.receivedAt)}</td></tr>${mail.language ? `<tr><th>Language</th><td>${esc(mail.language)}</td></tr>` : ''}</table>`
      + (mail.html ? `<h2>HTML</h2><iframe title="HTML part" sandbox src="/__mail/${esc(mail.id)}/html"></iframe>` : '')
      + `<h2>Text</h2><pre>${esc(mail.text)}</pre>`;
    res.type('html').send(page(mail.subject || 'Mail', body));
  });
  return router;
}
