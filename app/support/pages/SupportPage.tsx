import { useNamespace } from '~/i18n/use-namespace';
import type { SupportPageData } from '../view';
import { SupportFlow } from './SupportFlow';

/** The support page (`/contact`): the three-step form, and the phone line for those who would rather call. */
export function SupportPage({ data }: { data: SupportPageData }) {
  const { t, ready } = useNamespace('support');
  if (!ready) return null;
  return (
    <div className="container support-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <SupportFlow data={data.flow} sent={data.sent} mode="page" />
      <aside className="support-call" aria-labelledby="support-call-title">
        <h2 id="support-call-title">{t('call.title')}</h2>
        <p>
          {t('call.text')} <a href={`tel:${data.phone.replace(/\s+/g, '')}`}>{data.phone}</a>
          <br />
          {data.openingHours}
        </p>
      </aside>
    </div>
  );
}
