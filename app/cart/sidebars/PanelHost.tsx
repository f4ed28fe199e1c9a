import { useLocation } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PanelData } from '../panels';
import type { CartView } from '../view';
import { CartSidebar } from './CartSidebar';
import { ComplementarySidebar } from './ComplementarySidebar';
import { Dialog } from './Dialog';
import { GuaranteePanel } from './GuaranteePanel';
import { useCartTranslations } from './use-cart-translations';

/** Spec §2 "Cart opening": the guarantee panel and the complementary sidebar lead on to the cart sidebar; every panel
 *  closes on a route change (spec §4). */
export default function PanelHost({ panel, locale, onClose }: { panel: PanelData; locale: string; onClose(): void }) {
  const { t } = useCartTranslations();
  const [current, setCurrent] = useState<PanelData>(panel);
  useEffect(() => setCurrent(panel), [panel]);
  const location = useLocation();
  const opened = useRef(location.key);
  useEffect(() => {
    if (location.key !== opened.current) onClose();
  }, [location.key, onClose]);

  const toCart = useCallback((view?: CartView | null) => setCurrent((shown) => ({ kind: 'cart', added: shown.added, view })), []);
  const titleId = `cart-panel-title-${current.kind}`;
  return (
    <Dialog labelledBy={titleId} closeLabel={t('sidebar.close')} onClose={onClose}>
      {current.kind === 'guarantee' ? (
        <GuaranteePanel panel={current} titleId={titleId} locale={locale} onDone={toCart} />
      ) : current.kind === 'complementary' ? (
        <ComplementarySidebar panel={current} titleId={titleId} locale={locale} />
      ) : (
        <CartSidebar added={current.added} view={current.view} titleId={titleId} locale={locale} />
      )}
    </Dialog>
  );
}
