import { useTranslation } from '~/i18n/react';
import type { ProductPageData } from '../product-data';

/** Highlights, description, technical details, documents (energy label and fiche, manual) and FAQ. */
export function ProductDetails({ page }: { page: ProductPageData }) {
  const { t } = useTranslation('product');
  const rows = [
    ...page.techDetails,
    ...(page.brand ? [{ label: t('brand'), value: page.brand }] : []),
    ...(page.model ? [{ label: t('details.model'), value: page.model }] : []),
    ...(page.ean ? [{ label: t('details.ean'), value: page.ean }] : []),
    { label: t('productNumber'), value: page.sku },
  ];
  const energy = page.energy;
  const hasDocuments = Boolean(energy || page.manualUrl);
  return (
    <div className="pdp-details">
      {page.highlights.length > 0 ? (
        <section aria-labelledby="pdp-highlights">
          <h2 id="pdp-highlights">{t('sections.highlights')}</h2>
          <ul>
            {page.highlights.map((highlight) => <li key={highlight}>{highlight}</li>)}
          </ul>
        </section>
      ) : null}
      {page.descriptionHtml ? (
        <section aria-labelledby="pdp-description">
          <h2 id="pdp-description">{t('sections.description')}</h2>
          {/* Sanitised by the loader (allow-list of text tags, safe links only). */}
          <div dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} />
        </section>
      ) : null}
      <section aria-labelledby="pdp-tech">
        <h2 id="pdp-tech">{t('sections.techDetails')}</h2>
        <table className="pdp-tech">
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.label}:${row.value}`}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {hasDocuments ? (
        <section aria-labelledby="pdp-documents">
          <h2 id="pdp-documents">{t('sections.documents')}</h2>
          {energy?.energyClass ? <p>{t('details.energyClass', { energyClass: energy.energyClass })}</p> : null}
          <ul>
            {energy?.labelUrl ? <li><a href={energy.labelUrl}>{t('details.energyLabel')}</a></li> : null}
            {energy?.ficheUrl ? <li><a href={energy.ficheUrl}>{t('details.energyFiche')}</a></li> : null}
            {page.manualUrl ? <li><a href={page.manualUrl}>{t('details.manual')}</a></li> : null}
          </ul>
        </section>
      ) : null}
      {page.faq.length > 0 ? (
        <section aria-labelledby="pdp-faq">
          <h2 id="pdp-faq">{t('sections.faq')}</h2>
          {page.faq.map((entry) => (
            <details key={entry.question} className="pdp-faq">
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </section>
      ) : null}
    </div>
  );
}
