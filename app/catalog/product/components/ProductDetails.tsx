import { useTranslation } from '~/i18n/react';
import type { ProductDetailsView, ProductPageData } from '../product-data';

/** Highlights, description, technical details, documents (energy label and fiche, manual) and FAQ. */
export function ProductDetails({ details, page }: { details: ProductDetailsView; page: Pick<ProductPageData, 'brand' | 'sku' | 'energy'> }) {
  const { t } = useTranslation('product');
  const rows = [
    ...details.techDetails,
    ...(page.brand ? [{ label: t('brand'), value: page.brand }] : []),
    ...(details.model ? [{ label: t('details.model'), value: details.model }] : []),
    ...(details.ean ? [{ label: t('details.ean'), value: details.ean }] : []),
    { label: t('productNumber'), value: page.sku },
  ];
  const energy = page.energy;
  const hasDocuments = Boolean(energy || details.manualUrl);
  return (
    <div className="pdp-details">
      {details.highlights.length > 0 ? (
        <section aria-labelledby="pdp-highlights">
          <h2 id="pdp-highlights">{t('sections.highlights')}</h2>
          <ul>
            {details.highlights.map((highlight) => <li key={highlight}>{highlight}</li>)}
          </ul>
        </section>
      ) : null}
      {details.descriptionHtml ? (
        <section aria-labelledby="pdp-description">
          <h2 id="pdp-description">{t('sections.description')}</h2>
          {/* Sanitised by the loader (allow-list of text tags, safe links only). */}
          <div dangerouslySetInnerHTML={{ __html: details.descriptionHtml }} />
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
            {details.manualUrl ? <li><a href={details.manualUrl}>{t('details.manual')}</a></li> : null}
          </ul>
        </section>
      ) : null}
      {details.faq.length > 0 ? (
        <section aria-labelledby="pdp-faq">
          <h2 id="pdp-faq">{t('sections.faq')}</h2>
          {details.faq.map((entry) => (
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
