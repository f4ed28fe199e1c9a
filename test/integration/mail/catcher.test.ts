import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '~/mail/layout.server';
import { createMailer } from '~/mail/mailer.server';
import { startMailCatcher, type MailCatcher } from '../../../server/mail-catcher/catcher.ts';
import { mailCatcherPage } from '../../../server/mail-catcher/page.ts';

// nodemailer over real SMTP to the embedded catcher (smtp-server + mailparser) on a free loopback port.

const silent = { info() {}, error() {} };
const mail = (subject: string) =>
  renderMail({ template: 'test', language: 'de', subject, heading: 'Hallo', siteName: 'Shop', footer: 'Fuß', blocks: [{ kind: 'action', label: 'Los', href: 'https://shop.example/x?token=abc' }] });

describe('embedded mail catcher', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-catcher-'));
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ dataDir: dir, port: 0 });
  });
  afterAll(async () => {
    await catcher?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('catches what nodemailer sends, HTML and text, with the language header, and keeps it across restarts', async () => {
    const mailer = createMailer({ smtpUrl: catcher.url, from: 'Shop <shop@example.com>', logger: silent });
    await mailer.send('ann@example.com', mail('Passwort zurücksetzen'));
    mailer.close();
    const [caught] = catcher.list();
    expect(caught).toMatchObject({ from: 'shop@example.com', to: ['ann@example.com'], subject: 'Passwort zurücksetzen', language: 'de' });
    expect(caught.text).toContain('Los:\nhttps://shop.example/x?token=abc');
    expect(caught.html).toContain('href="https://shop.example/x?token=abc"');

    await catcher.close();
    catcher = await startMailCatcher({ dataDir: dir, port: 0 });
    expect(catcher.get(caught.id)?.subject).toBe('Passwort zurücksetzen');
  });

  it('/__mail lists the mails to this machine only, and shows the HTML part under a strict policy', async () => {
    const app = express();
    app.use('/__mail', mailCatcherPage(catcher));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__mail`;
    try {
      const list = await (await fetch(base)).text();
      expect(list).toContain('Passwort zurücksetzen');
      const [caught] = catcher.list();
      const html = await fetch(`${base}/${caught.id}/html`);
      expect(html.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await (await fetch(`${base}/api/messages`)).json()).toHaveLength(1);
      expect((await fetch(`${base}/../../etc/passwd`)).status).toBe(404);
      expect((await fetch(`${base}/not-an-id`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
