import { Form, Link, useLocation } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { COOKIE_SETTINGS_PATH, type TrackingConsent } from './consent';

/** Two buttons of a plain form, so it works without JavaScript; the answer comes back to the page it was given on.
 * No event is sent before the shopper says yes. */
export function ConsentForm({ current, returnTo }: { current: TrackingConsent; returnTo?: string }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  return (
    <Form method="post" action={COOKIE_SETTINGS_PATH} className="consent-form">
      <input type="hidden" name="returnTo" value={returnTo ?? `${location.pathname}${location.search}`} />
      <button type="submit" name="choice" value="granted" className={current === 'granted' ? 'btn btn--ghost' : 'btn'}>{t('consent.allow')}</button>
      <button type="submit" name="choice" value="denied" className={current === 'granted' ? 'btn' : 'btn btn--ghost'}>{t('consent.refuse')}</button>
    </Form>
  );
}

/** Shown after the page content until the shopper has answered (never to crawlers). */
export function ConsentBanner() {
  const { t } = useTranslation('common');
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="container">
        <h2 id="consent-banner-title">{t('consent.title')}</h2>
        <p>
          {t('consent.text')} <Link to="/privacy-data/" prefetch="none">{t('consent.privacy')}</Link>
        </p>
        <ConsentForm current="unknown" />
      </div>
    </section>
  );
}
