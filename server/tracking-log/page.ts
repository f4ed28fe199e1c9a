import express from 'express';
import { esc, localPage } from '../local-pages/page';
import type { TrackingLog } from './log';

/** The local event log as the tracking service would have received it; `?cookie=` shows one browser's events,
 * `/__tracking/api/events` gives JSON. */
export function trackingLogPage(log: TrackingLog): express.Router {
  const router = express.Router();
  const cookieOf = (req: express.Request) => (typeof req.query.cookie === 'string' && req.query.cookie ? req.query.cookie : undefined);

  router.get('/api/events', (req, res) => {
    void log.flush().then(() => res.json(log.list({ cookie: cookieOf(req) })));
  });

  router.get('/', (req, res) => {
    void log.flush().then(() => {
      const cookie = cookieOf(req);
      const events = log.list({ cookie, limit: 300 });
      const rows = events
        .map(({ id, at, event, cookie: device, user_id: userId, locale, country, ...fields }) => {
          void id;
          return `<tr><td>${esc(new Date(at).toLocaleString('en-GB'))}</td><td>${esc(event)}</td><td>${esc(locale)} ${esc(country)}</td>`
            + `<td><a href="/__tracking?cookie=${encodeURIComponent(device)}"><code>${esc(device)}</code></a>${userId ? `<br>user ${esc(userId)}` : ''}</td>`
            + `<td><pre>${esc(JSON.stringify(fields, null, 1))}</pre></td></tr>`;
        })
        .join('');
      const body = '<h1>Tracking events</h1><p>What the shop would have sent to the tracking service (newest first). E-mail addresses and phone numbers are SHA-256 hashes; browsers without consent send nothing.</p>'
        + (cookie ? `<p>Device <code>${esc(cookie)}</code> · <a href="/__tracking">all devices</a></p>` : '')
        + (events.length
          ? `<table><thead><tr><th>Time</th><th>Event</th><th>Locale</th><th>Device</th><th>Fields</th></tr></thead><tbody>${rows}</tbody></table>`
          : '<p>No events yet.</p>');
      res.type('html').send(localPage('Tracking events', body));
    });
  });
  return router;
}
