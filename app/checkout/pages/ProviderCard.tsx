import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/react';

// The provider's card components, from its CDN on the payment page when a client key is set (else its hosted page, as
// without JavaScript). The card fields live in its frames; "Order and Pay" sends their encrypted data to the server.

const ADYEN_WEB_VERSION = '5.71.1';

type AdyenCard = { mount(element: HTMLElement): AdyenCard; isValid: boolean; data: { paymentMethod: unknown }; showValidation(): void; unmount(): void };
type AdyenCheckoutFactory = (options: Record<string, unknown>) => Promise<{ create(type: 'card', options?: Record<string, unknown>): AdyenCard }>;

function cdnBase(environment: 'test' | 'live'): string {
  return `https://checkoutshopper-${environment}.adyen.com/checkoutshopper/sdk/${ADYEN_WEB_VERSION}`;
}

function loadAdyenWeb(environment: 'test' | 'live'): Promise<AdyenCheckoutFactory> {
  const existing = (window as unknown as { AdyenCheckout?: AdyenCheckoutFactory }).AdyenCheckout;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const base = cdnBase(environment);
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = `${base}/adyen.css`;
    document.head.append(style);
    const script = document.createElement('script');
    script.src = `${base}/adyen.js`;
    script.crossOrigin = 'anonymous';
    script.onload = () => {
      const factory = (window as unknown as { AdyenCheckout?: AdyenCheckoutFactory }).AdyenCheckout;
      if (factory) resolve(factory);
      else reject(new Error('Adyen Web did not load'));
    };
    script.onerror = () => reject(new Error('Adyen Web did not load'));
    document.head.append(script);
  });
}

export function ProviderCard({ config, locale, formId }: { config: { clientKey: string; environment: 'test' | 'live' }; locale: string; formId: string }) {
  const { t } = useTranslation('checkout');
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [componentData, setComponentData] = useState('');
  useEffect(() => {
    let card: AdyenCard | undefined;
    const form = document.getElementById(formId) as HTMLFormElement | null;
    // Before the form is sent: the card's encrypted fields go along, or the shopper is shown what is missing.
    const onSubmit = (event: Event) => {
      const chosen = form?.querySelector<HTMLInputElement>('input[name="method"]:checked')?.value;
      if (!card || chosen !== 'scheme') return;
      if (!card.isValid) {
        card.showValidation();
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      const data = JSON.stringify(card.data.paymentMethod);
      setComponentData(data);
      const input = form?.querySelector<HTMLInputElement>('input[name="componentData"]');
      if (input) input.value = data;
    };
    form?.addEventListener('submit', onSubmit, true);
    loadAdyenWeb(config.environment)
      .then((AdyenCheckout) => AdyenCheckout({ environment: config.environment, clientKey: config.clientKey, locale, analytics: { enabled: false } }))
      .then((checkout) => {
        if (container.current) card = checkout.create('card', { hasHolderName: true, holderNameRequired: true }).mount(container.current);
      })
      .catch(() => setFailed(true));
    return () => {
      form?.removeEventListener('submit', onSubmit, true);
      card?.unmount();
    };
  }, [config.environment, config.clientKey, locale, formId]);
  // If the components cannot load, the card still works: the hosted card page (no componentData sent).
  if (failed) return <p className="field__hint">{t('payment.cardNote')}</p>;
  return (
    <>
      <div ref={container} className="provider-card" />
      <input type="hidden" name="componentData" form={formId} value={componentData} readOnly />
    </>
  );
}
