import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import type { FooterData } from '~/layouts/footer.server';
import { useLitePage } from '~/root-data';
import { LazyPicture } from './ResponsiveImg';

/** The footer's columns, payment methods and buttons (spec §2 Footer), inside the Footer island. */
export default function FooterContent({ year, footer }: { year: number; footer: FooterData }) {
  const { t } = useTranslation('common');
  // A lite page names the payment methods: each logo would be one more request below the first screen.
  const lite = useLitePage();
  return (
    <div className="container">
      <div className="footer-columns">
        {footer.columns.map((column) => (
          <section key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  {link.external ? <a href={link.to}>{link.name}</a> : <Link to={link.to} prefetch="none">{link.name}</Link>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="footer-service">
        {footer.payment.length > 0 ? (
          <section aria-labelledby="footer-payment-methods">
            <h2 id="footer-payment-methods">{t('footer.paymentMethods')}</h2>
            <ul className="payment-logos">
              {footer.payment.map(({ logo, name }) => (
                <li key={logo}>
                  {/* The name is the text (hidden beside the logo): a browser without script loads no logo. */}
                  {lite ? name : (
                    <>
                      <LazyPicture><img src={`/images/payment/${logo}.svg`} alt="" title={name} width={48} height={30} loading="lazy" /></LazyPicture>
                      <span className="payment-logos__name">{name}</span>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="footer-buttons">
          <Link className="btn btn--ghost" to={footer.returnsPortal.to} prefetch="none">{footer.returnsPortal.name}</Link>
          {footer.contactButton ? <Link className="btn" to={footer.contactButton.to} prefetch="none">{footer.contactButton.name}</Link> : null}
        </p>
      </div>
      <p className="copyright">{t('footer.copyright', { year, siteName: t('siteName') })}</p>
    </div>
  );
}
