import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { accountPage } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import { RESET_TOKEN_TTL_MINUTES } from '~/commerce/customer-password.server';
import { useTranslation } from '~/i18n/react';

/** `/password-reset/check-email`: the same words whether or not the address has an account. */
export const handle = { i18n: ['account'] };

export async function loader({ context }: LoaderFunctionArgs) {
  return { page: await accountPage(context, 'checkEmail.title'), minutes: RESET_TOKEN_TTL_MINUTES };
}

export default function CheckEmailRoute() {
  const { t } = useTranslation('account');
  return (
    <div className="container account-page account-page--narrow">
      <h1>{t('checkEmail.title')}</h1>
      <p>{t('checkEmail.text')}</p>
      <p>{t('checkEmail.hint')}</p>
      <p><Link to="/password-reset">{t('checkEmail.again')}</Link> · <Link to="/login">{t('reset.backToLogin')}</Link></p>
    </div>
  );
}

export const meta = accountMeta;
