import { createSupportDesk, type SupportDesk } from '~/support/desk.server';
import { createWebToCaseDelivery, parseCaseFieldNames } from '~/support/web-to-case.server';
import type { SubmissionRegistry } from '~/forms/submissions.server';
import { openCaseInbox } from '../support-inbox/inbox';
import { supportInboxPage } from '../support-inbox/page';
import { mounts, type ServiceContext, type ServiceHandle } from './types';

/** Support requests: the web-to-case form at SUPPORT_CASE_URL, else the local case inbox (DATA_DIR, /__support). */
export function supportDesk({ env, plan, dataDir, logger }: ServiceContext, submissions: SubmissionRegistry): ServiceHandle<SupportDesk> {
  const inbox = env.SUPPORT_CASE_URL ? undefined : openCaseInbox(dataDir);
  if (plan.environment === 'production' && inbox) logger.warn('SUPPORT_CASE_URL is not set: support requests stay in DATA_DIR/support-cases');
  const desk = createSupportDesk({
    delivery: env.SUPPORT_CASE_URL
      ? createWebToCaseDelivery({ url: env.SUPPORT_CASE_URL, fieldNames: parseCaseFieldNames(env.SUPPORT_CASE_FIELDS), timeoutMs: env.SUPPORT_CASE_TIMEOUT_MS })
      : inbox!,
    recordType: env.SUPPORT_CASE_RECORD_TYPE,
    orgId: env.SUPPORT_CASE_ORG_ID ?? 'local',
    debugEmail: env.SUPPORT_CASE_DEBUG_EMAIL,
    submissions,
  });
  return { value: desk, routes: mounts(plan.localPages && inbox && ['/__support', supportInboxPage(inbox)]), close: () => undefined };
}
