import { ProductRow } from './ProductRow';
import { useTranslation } from '~/i18n/react';
import type { CardList } from '~/recommendations/recommendations.server';

/**
 * Products that go with the cart's (issue 13, spec §3 cartRecommendationId); a chunk of its own, streamed. The
 * cart route hands it to the cart page, which sits below the catalog and does not import it.
 */
export default function CartRecommendations({ cards, locale, quickAdd }: { cards: Promise<CardList>; locale: string; quickAdd: boolean }) {
  const { t } = useTranslation('cart');
  return <ProductRow id="cart-recommendations" title={t('recommendations')} cards={cards} locale={locale} quickAdd={quickAdd} recommendationId="cartRecommendationId" />;
}
