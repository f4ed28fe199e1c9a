import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';

/** The newsletter page, where this block's form would only repeat the page's own. */
export const NEWSLETTER_PAGE = '/newsletter';

/** Spec §2 Footer, for visitors not logged in: a plain form to the newsletter page; SMS and phone offers fold out
 * without script. Nothing is ticked beforehand: consent is what the visitor ticks. */
export function NewsletterBlock({ returnTo, newsletterOptional }: { returnTo: string; newsletterOptional: boolean }) {
  const { t } = useTranslation('common');
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="container">
        <h2 id="newsletter-title">{t('newsletter.title')}</h2>
        <p>{t('newsletter.text')}</p>
        <Form method="post" action={NEWSLETTER_PAGE} className="newsletter__form">
          <input type="hidden" name="intent" value="subscribe" />
          <input type="hidden" name="returnTo" value={returnTo} />
          <p className="newsletter__email">
            <label htmlFor="newsletter-email">{t('newsletter.emailLabel')}</label>
            <input id="newsletter-email" name="email" type="email" autoComplete="email" required maxLength={254} />
          </p>
          <p>
            <label className="choice">
              <input type="checkbox" name="newsletter" required={!newsletterOptional} />
              {t('newsletter.consentNewsletter')}{newsletterOptional ? ` (${t('newsletter.optional')})` : null}
            </label>
          </p>
          <details className="newsletter__more">
            <summary>{t('newsletter.moreChannels')}</summary>
            <p>
              <label className="choice"><input type="checkbox" name="sms" /> {t('newsletter.consentSms')}</label>
              <label className="choice"><input type="checkbox" name="phone" /> {t('newsletter.consentPhone')}</label>
            </p>
            <p>
              <label htmlFor="newsletter-phone">{t('newsletter.phoneLabel')}</label>
              <input id="newsletter-phone" name="phoneNumber" type="tel" autoComplete="tel" maxLength={30} />
            </p>
          </details>
          <button type="submit" className="btn">{t('newsletter.submit')}</button>
          <p className="newsletter__note">
            {t('newsletter.doubleOptIn')} <Link to="/privacy-data/" prefetch="none">{t('newsletter.privacy')}</Link>
          </p>
        </Form>
      </div>
    </section>
  );
}
