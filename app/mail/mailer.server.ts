// Sending mail: always SMTP through nodemailer. Production speaks to SMTP_URL; the zero-configuration default
// speaks to the embedded catcher on loopback (server/mail-catcher), which keeps every mail for the /__mail page.
import type { Transporter } from 'nodemailer';
import type { RenderedMail } from './layout.server';

export interface MailLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface MailerOptions {
  /** smtp(s)://user:password@host:port; the catcher's URL locally. */
  smtpUrl: string;
  /** The From header, e.g. '"ProTools Direct" <service@protools-direct.eu>'. */
  from: string;
  logger: MailLogger;
  /** Upper bound for one delivery (connect, greeting, data). */
  timeoutMs?: number;
}

export interface Mailer {
  /** Delivers one rendered mail; rejects when the SMTP server refused it or could not be reached. */
  send(to: string, mail: RenderedMail): Promise<{ messageId: string }>;
  close(): void;
}

export function createMailer(options: MailerOptions): Mailer {
  const timeout = options.timeoutMs ?? 10_000;
  const url = new URL(options.smtpUrl);
  // nodemailer is loaded with the first mail, not at start: most page requests of a worker send none.
  let transport: Promise<Transporter> | undefined;
  const connect = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // The loopback catcher speaks plain SMTP; anything else must offer TLS.
    ignoreTLS: url.hostname === '127.0.0.1',
    requireTLS: url.protocol === 'smtp:' && url.hostname !== '127.0.0.1',
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  })));
  return {
    async send(to, mail) {
      const info = await (await connect()).sendMail({
        from: options.from,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.language },
      });
      // Never the body: it may carry a reset link.
      options.logger.info({ messageId: info.messageId, template: mail.template }, 'mail sent');
      return { messageId: info.messageId };
    },
    close: () => void transport?.then((opened) => opened.close(), () => undefined),
  };
}
