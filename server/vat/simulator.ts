import express from 'express';
import { vatNumberTestAnswer, vatTestAnswer, VAT_SLOW_ANSWER_MS } from '~/vat/test-numbers';
import { evatrXml } from '~/vat/evatr-xml';

export const VAT_SIMULATOR_MOUNT_PATH = '/__vat';

/** The federal service's XML interface (GET /__vat/evatrRPC), answering from the documented test numbers
 * (~/vat/test-numbers). */
export function createVatSimulatorRouter(options: { now?: () => Date; slowAnswerMs?: number } = {}): express.Router {
  const now = options.now ?? (() => new Date());
  const router = express.Router();
    // VIES's REST interface for the German numbers: the same test numbers, VIES's JSON.
  router.post('/vies/check-vat-number', express.json({ limit: '4kb', type: () => true }), (req, res) => {
    const body = (req.body ?? {}) as { countryCode?: unknown; vatNumber?: unknown };
    const country = typeof body.countryCode === 'string' ? body.countryCode.slice(0, 2) : '';
    const national = typeof body.vatNumber === 'string' ? body.vatNumber.slice(0, 20) : '';
    const answer = vatNumberTestAnswer(`${country}${national}`);
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    if (answer.kind === 'garbage') return void res.status(503).type('text/html').send('<html><body><h1>Service unavailable</h1></body></html>');
    const send = (code: number) => {
      const requestDate = now().toISOString();
      if (code === 205 || code === 208 || code === 999) {
        return void res.status(200).json({ actionSucceed: false, errorWrappers: [{ error: code === 208 ? 'MS_MAX_CONCURRENT_REQ' : 'MS_UNAVAILABLE' }] });
      }
      const valid = [200, 216, 218, 219, 223].includes(code);
      res.json({ countryCode: country, vatNumber: national, requestDate, valid, requestIdentifier: valid ? `SIM${Date.now()}` : '', name: '---', address: '---' });
    };
    if (answer.kind === 'slow') {
      const timer = setTimeout(() => send(200), options.slowAnswerMs ?? VAT_SLOW_ANSWER_MS);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    send(answer.code);
  });
  router.get('/evatrRPC', (req, res) => {
    const param = (name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string).slice(0, 40) : '');
    const ownVatId = param('UstId_1');
    const vatId = param('UstId_2');
    const answer = vatTestAnswer(ownVatId, vatId);
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    if (answer.kind === 'garbage') return void res.status(200).type('text/html').send('<html><body><h1>Wartungsarbeiten</h1></body></html>');
    const send = (code: number) => {
      const time = now();
      const datum = time.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });
      const uhrzeit = time.toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin', hour12: false });
      res.type('text/xml; charset=utf-8').send(evatrXml({ UstId_1: ownVatId, ErrorCode: String(code), UstId_2: vatId, Druck: 'nein', Datum: datum, Uhrzeit: uhrzeit }));
    };
    if (answer.kind === 'slow') {
      const timer = setTimeout(() => send(200), options.slowAnswerMs ?? VAT_SLOW_ANSWER_MS);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    send(answer.code);
  });
  return router;
}
