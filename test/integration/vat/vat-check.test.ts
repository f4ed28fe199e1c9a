import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evatrXml, parseEvatrXml } from '~/vat/evatr-xml';
import { EVATR_REST_STATUS_CODES, legacyCodeOf } from '~/vat/evatr-rest';
import { vatTestAnswer } from '~/vat/test-numbers';
import { createVatCheck, ownVatIds, type VatCheckConfig } from '~/vat/vat-check.server';
import { createVatSimulatorRouter } from '../../../server/vat/simulator';

// A real answer of the XML interface (evatrRPC), as the service wrote it.
const RECORDED = `<?xml version="1.0" encoding="UTF-8"?>
<params>
<param>
<value><array><data>
<value><string>UstId_1</string></value>
<value><string>DE123456789</string></value>
</data></array></value>
</param>
<param>
<value><array><data>
<value><string>ErrorCode</string></value>
<value><string>200</string></value>
</data></array></value>
</param>
<param>
<value><array><data>
<value><string>UstId_2</string></value>
<value><string>ATU12345678</string></value>
</data></array></value>
</param>
<param>
<value><array><data>
<value><string>Firmenname</string></value>
<value><string>M&amp;S Werkzeug GmbH</string></value>
</data></array></value>
</param>
<param>
<value><array><data>
<value><string>Gueltig_ab</string></value>
<value><string></string></value>
</data></array></value>
</param>
</params>`;

describe('reading the XML answer', () => {
  it('reads the key/value pairs and the ErrorCode', () => {
    const { fields, errorCode } = parseEvatrXml(RECORDED);
    expect(errorCode).toBe(200);
    expect(fields).toMatchObject({ UstId_1: 'DE123456789', UstId_2: 'ATU12345678', Firmenname: 'M&S Werkzeug GmbH', Gueltig_ab: '' });
  });

  it('defaults to 999 when the answer is garbage or has no code', () => {
    expect(parseEvatrXml('<html><h1>Wartungsarbeiten</h1></html>').errorCode).toBe(999);
    expect(parseEvatrXml('').errorCode).toBe(999);
    expect(parseEvatrXml(RECORDED.replace('<value><string>200</string></value>', '<value><string>abc</string></value>')).errorCode).toBe(999);
    expect(parseEvatrXml(evatrXml({ UstId_1: 'DE123456789' })).errorCode).toBe(999);
  });

  it('reads back what the simulator writes, escaping included', () => {
    expect(parseEvatrXml(evatrXml({ ErrorCode: '216', Firmenname: '<A & B>' }))).toMatchObject({ errorCode: 216, fields: { Firmenname: '<A & B>' } });
  });
});

describe('the simulator\'s test numbers', () => {
  it.each([
    ['SK2020123200', 200], ['ATU12345216', 216], ['FR40123456218', 218], ['PL1234567219', 219], ['CZ12345223', 223],
    ['SK2020123205', 205], ['SK2020123208', 208], ['SK2020123999', 999], ['SK2020123201', 201], ['SK2020123202', 202],
    ['FR40123456789', 200], ['NL123456789B01', 200], ['SK12', 201], ['DE811907980', 213],
  ])('%s answers %i', (vatId, code) => {
    expect(vatTestAnswer('DE123456789', vatId)).toEqual({ kind: 'code', code });
  });

  it('has a slow and a garbage number, and refuses a malformed own VAT id', () => {
    expect(vatTestAnswer('DE123456789', 'SK2020123777')).toEqual({ kind: 'slow' });
    expect(vatTestAnswer('DE123456789', 'SK2020123666')).toEqual({ kind: 'garbage' });
    expect(vatTestAnswer('SK2121345678', 'ATU12345678')).toEqual({ kind: 'code', code: 214 });
  });
});

describe('the VAT check against the simulator (XML interface)', () => {
  let server: Server;
  let url: string;
  const asked: URLSearchParams[] = [];

  beforeAll(async () => {
    const app = express();
    app.use((req, _res, next) => {
      asked.push(new URL(req.url, 'http://x').searchParams);
      next();
    });
    app.use('/__vat', createVatSimulatorRouter({ slowAnswerMs: 3000, now: () => new Date('2026-11-24T10:00:00Z') }));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__vat/evatrRPC`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const service = (overrides: Partial<VatCheckConfig> = {}) =>
    createVatCheck({ protocol: 'xml', url, timeoutMs: 1000, ownVatId: ownVatIds('', 'DE123456789'), cacheTtlMs: 0, ...overrides });

  it.each([
    ['valid', ['200', '216', '218', '219', '223']],
    ['could-not-validate', ['205', '208', '999']],
    ['not-valid', ['201', '202', '203', '204', '209', '210', '211', '212', '217', '221']],
  ])('reads codes as %s', async (state, codes) => {
    for (const code of codes) {
      const result = await service().check('SK', `SK 2020 123 ${code}`);
      expect(result, code).toMatchObject({ state, code: Number(code), vatNumber: `SK2020123${code}` });
      expect(result.raw).toContain('<params>');
    }
  });

  it('sends the shop\'s own VAT id and the cleaned number with the country prefix', async () => {
    asked.length = 0;
    await service({ ownVatId: ownVatIds('SK=DE999999999', 'DE123456789') }).check('SK', 'sk-2020.123.456');
    await service().check('GR', 'EL 094014201');
    await service().check('HU', 'HU 12345678-2-41');
    expect(asked.map((params) => [params.get('UstId_1'), params.get('UstId_2')])).toEqual([
      ['DE999999999', 'SK2020123456'], ['DE123456789', 'EL094014201'], ['DE123456789', 'HU12345678'],
    ]);
  });

  it('times out on its own clock and reads garbage as could-not-validate (999)', async () => {
    const started = Date.now();
    expect(await service({ timeoutMs: 200 }).check('SK', 'SK2020123777')).toMatchObject({ state: 'timed-out', code: null, raw: '' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await service().check('SK', 'SK2020123666')).toMatchObject({ state: 'could-not-validate', code: 999 });
    expect(await service({ url: 'http://127.0.0.1:9/evatrRPC' }).check('SK', 'SK2020123200')).toMatchObject({ state: 'could-not-validate', code: 999 });
  });

  it('does not ask for a number shorter than two characters', async () => {
    asked.length = 0;
    expect(await service().check('SK', 'SK 1')).toMatchObject({ state: 'not-valid', code: null, vatNumber: 'SK1' });
    expect(asked).toHaveLength(0);
  });

  it('reuses definitive answers, never a could-not-validate', async () => {
    const cached = service({ cacheTtlMs: 60_000 });
    asked.length = 0;
    await cached.check('SK', 'SK2020123200');
    await cached.check('SK', 'SK 2020 123 200');
    await cached.check('SK', 'SK2020123205');
    await cached.check('SK', 'SK2020123205');
    expect(asked).toHaveLength(3);
  });
});

describe('the VAT check against the REST interface', () => {
  function restService(answer: (body: unknown) => { status: number; body: string }) {
    const sent: unknown[] = [];
    const fetcher = (async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      const reply = answer(body);
      return new Response(reply.body, { status: reply.status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    return { sent, service: createVatCheck({ protocol: 'rest', url: 'https://api.evatr.vies.bzst.de/app/v1/abfrage', timeoutMs: 1000, ownVatId: () => 'DE123456789', cacheTtlMs: 0, fetch: fetcher }) };
  }

  it('posts the two ids and reads the status as the XML interface\'s code', async () => {
    const { sent, service } = restService(() => ({ status: 200, body: JSON.stringify({ anfrageZeitpunkt: '2026-11-24T10:00:00Z', status: 'evatr-0000' }) }));
    expect(await service.check('AT', 'ATU12345678')).toMatchObject({ state: 'valid', code: 200 });
    expect(sent).toEqual([{ anfragendeUstid: 'DE123456789', angefragteUstid: 'ATU12345678' }]);
  });

  it.each([
    ['evatr-2001', 404, 'not-valid', 201], ['evatr-0005', 400, 'not-valid', 209], ['evatr-2006', 200, 'not-valid', 204],
    ['evatr-2008', 200, 'valid', 218], ['evatr-0011', 503, 'could-not-validate', 999], ['evatr-2007', 500, 'could-not-validate', 205],
  ])('%s (HTTP %i) is %s (%i)', async (status, http, state, code) => {
    const { service } = restService(() => ({ status: http, body: JSON.stringify({ status }) }));
    expect(await service.check('AT', 'ATU12345678')).toMatchObject({ state, code });
  });

  it('reads garbage as 999', async () => {
    const { service } = restService(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    expect(await service.check('AT', 'ATU12345678')).toMatchObject({ state: 'could-not-validate', code: 999 });
    expect(legacyCodeOf(undefined)).toBe(999);
    expect(Object.values(EVATR_REST_STATUS_CODES).every((code) => code >= 200 && code <= 999)).toBe(true);
  });
});
