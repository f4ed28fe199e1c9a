import { useTranslation } from '~/i18n/react';

/** Shown to visitors who are not logged in (spec §2 Footer). The sign-up form arrives with the newsletter issue. */
export function NewsletterBlock() {
  const { t } = useTranslation('common');
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="container">
        <h2 id="newsletter-title">{t('newsletter.title')}</h2>
        <p>{t('newsletter.text')}</p>
      </div>
    </section>
  );
}
