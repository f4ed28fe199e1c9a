import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { accountPage } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import { EMAIL_TOKEN_TTL_MINUTES } from '~/commerce/customer-email.server';
import { useTranslation } from '~/i18n/react';
import { useLoaderData } from '@remix-run/react';

/** The same words whether the address was new or already had an account (the mail says which), so the page does
 * not tell who has an account. */
export const handle = { i18n: ['account'] };

export async function loader({ context }: LoaderFunctionArgs) {
  return { page: await accountPage(context, 'signUpCheckEmail.title'), hours: EMAIL_TOKEN_TTL_MINUTES / 60 };
}

export default function SignUpCheckEmailRoute() {
  const { t } = useTranslation('account');
  const { hours } = useLoaderData<typeof loader>();
  return (
    <div className="container account-page account-page--narrow">
      <h1>{t('signUpCheckEmail.title')}</h1>
      <p>{t('signUpCheckEmail.text')}</p>
      <p>{t('signUpCheckEmail.hint', { hours })}</p>
      <p><Link to="/login">{t('reset.backToLogin')}</Link></p>
    </div>
  );
}

export const meta = accountMeta;
