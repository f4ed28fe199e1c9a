import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { AddressObject } from 'mailparser';

/** Brief: "an embedded SMTP catcher on loopback, durable". As Mailpit: every mail is accepted and kept as a JSON file
 * in DATA_DIR/mail, so caught mails survive restarts; nothing is ever relayed. */

export interface CaughtMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  language?: string;
  text: string;
  html?: string;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:{port} for nodemailer. */
  readonly url: string;
  readonly port: number;
  /** Newest first. */
  list(): CaughtMail[];
  get(id: string): CaughtMail | undefined;
  close(): Promise<void>;
}

/** Oldest mails go once there are more (a local inbox, not an archive). */
const KEEP = 500;
const MAX_MAIL_BYTES = 2 * 1024 * 1024;
const ID = /^[0-9]{13}-[0-9a-f-]{36}$/;

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((item) => item.value.map((address) => address.address ?? '')).filter(Boolean);
}

export async function startMailCatcher(options: { dataDir: string; port: number; onError?: (err: unknown) => void }): Promise<MailCatcher> {
  const dir = path.join(options.dataDir, 'mail');
  fs.mkdirSync(dir, { recursive: true });
  const files = () => fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort().reverse();
  const read = (id: string): CaughtMail | undefined => {
    if (!ID.test(id)) return undefined;
    try {
      return JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), 'utf8')) as CaughtMail;
    } catch {
      return undefined;
    }
  };

  // Imported here: every shop worker loads this module, only the process that runs the catcher needs them.
  const [{ SMTPServer }, { simpleParser }] = await Promise.all([import('smtp-server'), import('mailparser')]);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MAIL_BYTES,
    banner: 'ProTools Direct local mail catcher',
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const id = `${Date.now()}-${randomUUID()}`;
          const mail: CaughtMail = {
            id,
            receivedAt: new Date().toISOString(),
            from: addresses(parsed.from)[0] ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            language: typeof parsed.headers.get('content-language') === 'string' ? (parsed.headers.get('content-language') as string) : undefined,
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : undefined,
          };
          // Written whole then renamed: a crash never leaves half a mail behind.
          const file = path.join(dir, `${id}.json`);
          fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail));
          fs.renameSync(`${file}.tmp`, file);
          for (const old of files().slice(KEEP)) fs.rmSync(path.join(dir, old), { force: true });
          callback();
        })
        .catch((err: unknown) => {
          options.onError?.(err);
          callback(err instanceof Error ? err : new Error(String(err)));
        });
    },
  });
  server.on('error', (err) => options.onError?.(err));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    list: () => files().map((name) => read(name.slice(0, -'.json'.length))).filter((mail): mail is CaughtMail => Boolean(mail)),
    get: read,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
