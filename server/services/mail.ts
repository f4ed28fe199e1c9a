// Mail always speaks SMTP: to SMTP_URL, or to the embedded catcher on loopback (its inbox at /__mail, which a
// shop on its production domains does not serve even then).
import { startMailCatcher, type MailCatcher } from '../mail-catcher/catcher';
import { mailCatcherPage } from '../mail-catcher/page';
import { MAIL_INBOX_PATH } from '../cluster/messages';
import { createMailer, type Mailer } from '~/mail/mailer.server';
import { inPrimary } from './payments';
import { mounts, type ServiceContext, type ServiceHandle } from './types';

/** The one mail catcher (no SMTP_URL), in the process with the single-instance services. */
export async function mailCatcher({ env, plan, dataDir, logger }: ServiceContext): Promise<ServiceHandle<MailCatcher | undefined>> {
  if (plan.mailCatcher !== 'here') return { value: undefined, close: () => undefined };
  const mailLogger = logger.child({ service: 'mail' });
  const catcher = await startMailCatcher({ dataDir, port: env.SMTP_CATCHER_PORT, onError: (err) => mailLogger.error({ err }, 'mail catcher failed') });
  mailLogger.info({ port: catcher.port }, `mail catcher on ${catcher.url}`);
  return {
    value: catcher,
    routes: mounts(plan.mailInbox === 'here' && [MAIL_INBOX_PATH, mailCatcherPage(catcher)]),
    close: () => catcher.close(),
  };
}

/** The shop's mailer: to SMTP_URL, this process's catcher or the primary's. */
export function mailer({ env, role, plan, logger }: ServiceContext, catcher: MailCatcher | undefined): ServiceHandle<Mailer> {
  const smtpUrl = env.SMTP_URL ?? catcher?.url ?? (role.kind === 'worker' ? role.primary.services.smtpUrl : undefined);
  if (!smtpUrl) throw new Error('no mail server: neither SMTP_URL nor the embedded mail catcher');
  const sender = createMailer({ smtpUrl, from: env.MAIL_FROM, logger: logger.child({ service: 'mail' }) });
  return {
    value: sender,
    routes: mounts(role.kind === 'worker' && plan.mailInbox === 'primary' && role.primary.services.mailInbox && [MAIL_INBOX_PATH, inPrimary(role)]),
    close: () => sender.close(),
  };
}
