import { Form, Link } from '@remix-run/react';
import { useId } from 'react';
import { useTranslation } from '~/i18n/react';
import { PRICE_RANGE } from '~/markets/constants';
import type { FacetLink, ListingView } from '../types';
import { HiddenInputs } from './HiddenInputs';
import { numberFormat } from '~/cache/intl-formatters';

function FacetGroup({ title, links, label }: { title: string; links: FacetLink[]; label?: (link: FacetLink) => string }) {
  const id = useId();
  if (links.length === 0) return null;
  return (
    <section className="facet" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul className="facet__list">
        {links.map((link) => (
          <li key={link.value} style={'depth' in link ? { paddingLeft: `${Number(link.depth)}em` } : undefined}>
            {/* aria-current marks the chosen values; choosing one again removes it. */}
            {/* Combinations are the shopper's, not a crawler's. */}
            <Link to={link.href} rel={link.rel} aria-current={link.selected ? 'true' : undefined} prefetch="none">
              {`${label ? label(link) : link.label} `}
              <span className="facet__count">{`(${link.count})`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PriceForm({ path, form }: { path: string; form: ListingView['priceForm'] }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <section className="facet" aria-labelledby={id}>
      <h3 id={id}>{t('facets.price')}</h3>
      <Form method="get" action={path} className="price-form">
        <HiddenInputs fields={form.hidden} />
        <label>
          {t('facets.priceMin')}
          <input type="number" name="priceMin" min={PRICE_RANGE.min} max={PRICE_RANGE.max} step="any" inputMode="decimal"
            defaultValue={form.min} placeholder={form.bounds ? String(form.bounds.min) : undefined} />
        </label>
        <label>
          {t('facets.priceMax')}
          <input type="number" name="priceMax" min={PRICE_RANGE.min} max={PRICE_RANGE.max} step="any" inputMode="decimal"
            defaultValue={form.max} placeholder={form.bounds ? String(form.bounds.max) : undefined} />
        </label>
        <button type="submit" className="btn btn--ghost">{t('listing.apply')}</button>
      </Form>
      {form.bounds ? (
        <p className="facet__hint">
          {t('facets.priceBounds', { min: form.bounds.minText, max: form.bounds.maxText })}
        </p>
      ) : null}
    </section>
  );
}

/** Every filter as links (and the price range as a GET form), so each works without JavaScript; crawlers follow one filter at a time. */
export function Facets({ view, locale }: { view: Omit<ListingView, 'cards'>; locale: string }) {
  const { t } = useTranslation('catalog');
  const rating = numberFormat(locale, { maximumFractionDigits: 1 });
  const { facets } = view;
  return (
    <aside id="filters" className="listing__facets" aria-label={t('facets.label')} tabIndex={-1}>
      <h2>{t('facets.label')}</h2>
      {view.clearFiltersHref ? (
        <p><Link to={view.clearFiltersHref} prefetch="none">{t('facets.clear')}</Link></p>
      ) : null}
      <FacetGroup title={t('facets.categories')} links={facets.categories} />
      <FacetGroup title={t('facets.brand')} links={facets.brands} />
      <FacetGroup title={t('facets.tags')} links={facets.tags} label={(link) => t(`tags.${link.value}`)} />
      <PriceForm path={view.path} form={view.priceForm} />
      <FacetGroup
        title={t('facets.rating')}
        links={facets.ratings}
        label={(link) => t('facets.ratingAndUp', { rating: rating.format(Number(link.value)) })}
      />
    </aside>
  );
}
