import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { translatorFor } from '~/lib/i18n.server';
import { pageTitle } from '~/lib/meta';

export const handle = { i18n: ['common'], pageType: 'homepage' };

export async function loader({ context }: LoaderFunctionArgs) {
  const t = await translatorFor(context);
  return {
    meta: { title: pageTitle(t('home.title'), t('siteName')), description: t('home.description') },
    storeLabel: context.storefront.market.label,
  };
}

export default function Home() {
  const { storeLabel } = useLoaderData<typeof loader>();
  const { t } = useTranslation('common');
  return (
    <div className="container">
      <h1>{t('home.title')}</h1>
      <p>{t('home.description')}</p>
      <p className="visually-hidden">{storeLabel}</p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.meta.title }, { name: 'description', content: data.meta.description }] : [];
