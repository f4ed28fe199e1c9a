import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { accountPage } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import { logOutAction } from '~/account/server/sign-in.server';
import { useTranslation } from '~/i18n/react';

/** `/log-out` (spec §2): POST signs out; GET offers the button (a link must never sign anyone out). */
export const handle = { i18n: ['account'] };

export async function loader({ context }: LoaderFunctionArgs) {
  return { page: await accountPage(context, 'logOut.title'), signedIn: Boolean(context.storefront.shopper.session.get().customerId) };
}

export function action(args: ActionFunctionArgs) {
  return logOutAction(args);
}

export default function LogOutRoute() {
  const { signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation('account');
  return (
    <div className="container account-page account-page--narrow">
      <h1>{t('logOut.title')}</h1>
      {signedIn ? (
        <>
          <p>{t('logOut.question')}</p>
          <Form method="post" reloadDocument>
            <button type="submit" className="btn">{t('logOut.submit')}</button>
          </Form>
        </>
      ) : (
        <p>{t('logOut.signedOut')} <Link to="/login">{t('login.title')}</Link></p>
      )}
    </div>
  );
}

export const meta = accountMeta;
