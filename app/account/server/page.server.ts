import type { AppLoadContext } from '@remix-run/node';
import { translatorFor } from '~/lib/i18n.server';
import { pageTitle } from '~/lib/meta';
import type { AccountPage } from '../meta';

/** The document title: the page's (account namespace) with the site name (spec §2), for `accountMeta`. */
export async function accountPage(context: AppLoadContext, titleKey: string, values?: Record<string, string>): Promise<AccountPage> {
  const [account, common] = await Promise.all([translatorFor(context, 'account'), translatorFor(context, 'common')]);
  return { title: pageTitle(account(titleKey, values), common('siteName')) };
}

export function noticeOf(request: Request): string | null {
  const notice = new URL(request.url).searchParams.get('notice');
  return notice && /^[A-Za-z.-]{1,40}$/.test(notice) ? notice : null;
}
