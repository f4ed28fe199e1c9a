import { Link } from '@remix-run/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '~/i18n/react';
import type { NotFoundBlocksContent } from '~/content/schema';

// Only 404 pages show these blocks: their code is no part of every page's first-load JavaScript.
const NotFoundBlocks = lazy(() => import('~/content/NotFoundBlocks').then((module) => ({ default: module.NotFoundBlocks })));

/** Spec §8 "Error screen": a not-found status shows the no-results view; other errors a generic heading, a
 * go-back-to-home-page button and a Back link. */
export function ErrorScreen({ notFound, blocks }: { notFound: boolean; blocks?: NotFoundBlocksContent | null }) {
  const { t } = useTranslation('common');
  if (notFound) {
    return (
      <section className="container error-page" aria-labelledby="error-heading">
        <h1 id="error-heading">{t('errors.notFound')}</h1>
        <p>{t('errors.notFoundHint')}</p>
        <p>
          <Link className="btn" to="/">{t('errors.go-back-to-home-page')}</Link>
        </p>
        {blocks ? (
          <Suspense fallback={null}>
            <NotFoundBlocks content={blocks} />
          </Suspense>
        ) : null}
      </section>
    );
  }
  return (
    <section className="container error-page" aria-labelledby="error-heading">
      <h1 id="error-heading">{t('errors.error-occured')}</h1>
      <p>{t('errors.go-back-or-try-again')}</p>
      <p>
        <Link className="btn" to="/">{t('errors.go-back-to-home-page')}</Link>{' '}
        {/* Without script the Back link can only lead home; with script it goes one step back. */}
        <Link className="btn btn--ghost" to="/" onClick={(event) => { event.preventDefault(); history.back(); }}>
          {t('errors.Back')}
        </Link>
      </p>
    </section>
  );
}
