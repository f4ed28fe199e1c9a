import type { AppLoadContext } from '@remix-run/node';
import { translatorFor } from '~/lib/i18n.server';
import type { AccountPage } from '../meta';

/** The page title (account namespace) and site name, for `accountMeta`. */
export async function accountPage(context: AppLoadContext, titleKey: string, values?: Record<string, string>): Promise<AccountPage> {
  const [account, common] = await Promise.all([translatorFor(context, 'account'), translatorFor(context, 'common')]);
  return { title: account(titleKey, values), siteName: common('siteName') };
}

export function noticeOf(request: Request): string | null {
  const notice = new URL(request.url).searchParams.get('notice');
  return notice && /^[A-Za-z.-]{1,40}$/.test(notice) ? notice : null;
}
