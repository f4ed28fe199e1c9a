import type { AppLoadContext } from '@remix-run/node';
import { translatorFor } from '~/lib/i18n.server';
import { pageTitle } from '~/lib/meta';
import type { AccountPage } from '../meta';

/** With the site name (spec §2); a description only for a page crawlers may find (`descriptionKey`, e.g. the sign-in
 *  page linked from every page). */
export async function accountPage(context: AppLoadContext, titleKey: string, values?: Record<string, string>, descriptionKey?: string): Promise<AccountPage> {
  const [account, common] = await Promise.all([translatorFor(context, 'account'), translatorFor(context, 'common')]);
  return { title: pageTitle(account(titleKey, values), common('siteName')), ...(descriptionKey ? { description: account(descriptionKey) } : {}) };
}

export function noticeOf(request: Request): string | null {
  const notice = new URL(request.url).searchParams.get('notice');
  return notice && /^[A-Za-z.-]{1,40}$/.test(notice) ? notice : null;
}
