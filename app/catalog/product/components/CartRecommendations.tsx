import { ProductRow } from './ProductRow';
import { useTranslation } from '~/i18n/react';
import type { CardList } from '~/recommendations/recommendations.server';

/** Spec §3 cartRecommendationId; a streamed chunk of its own, handed to the cart page by the cart route, as the cart
 *  page sits below the catalog and does not import it. */
export default function CartRecommendations({ cards, locale, quickAdd }: { cards: Promise<CardList>; locale: string; quickAdd: boolean }) {
  const { t } = useTranslation('cart');
  return <ProductRow id="cart-recommendations" title={t('recommendations')} cards={cards} locale={locale} quickAdd={quickAdd} recommendationId="cartRecommendationId" />;
}
