import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { readCookie } from '~/lib/cookies';
import { translatorFor } from '~/lib/i18n.server';
import { pageTitle } from '~/lib/meta';
import { COOKIE_SETTINGS_PATH, parseTrackingConsent, TRACKING_CONSENT_COOKIE } from '~/tracking/consent';
import { trackingConsentAction } from '~/tracking/consent.server';
import { ConsentForm } from '~/tracking/ConsentForm';

/** `/cookie-settings`: the tracking consent, answered or changed at any time. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const common = await translatorFor(context);
  return {
    title: pageTitle(common('consent.settingsTitle'), common('siteName')),
    consent: parseTrackingConsent(readCookie(request, TRACKING_CONSENT_COOKIE)),
    saved: new URL(request.url).searchParams.get('saved') === '1',
  };
}

export function action(args: ActionFunctionArgs) {
  return trackingConsentAction(args);
}

export default function CookieSettingsRoute() {
  const { consent, saved } = useLoaderData<typeof loader>();
  const { t } = useTranslation('common');
  return (
    <div className="container cookie-settings">
      <h1>{t('consent.settingsTitle')}</h1>
      {saved ? <p className="notice notice--ok" role="status">{t('consent.saved')}</p> : null}
      <p>{t('consent.text')}</p>
      <p><strong>{t(`consent.state.${consent}`)}</strong></p>
      <ConsentForm current={consent} returnTo={`${COOKIE_SETTINGS_PATH}?saved=1`} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : []);
