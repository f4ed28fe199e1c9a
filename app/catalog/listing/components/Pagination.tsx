import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import type { PageLink, PaginationView } from '../types';

/** Numbered pages with first, previous, next and last as real links: crawlable, and no JavaScript needed. */
export function Pagination({ view }: { view: PaginationView }) {
  const { t } = useTranslation('catalog');
  // rel comes built (prev/next, nofollow on a filtered listing's pages: decision 127).
  const move = (link: PageLink | undefined, label: string, symbol: string) =>
    link ? (
      <li>
        <Link to={link.href} rel={link.rel} aria-label={label} prefetch="none">
          <span aria-hidden="true">{symbol}</span>
        </Link>
      </li>
    ) : null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        {move(view.first, t('pagination.first'), '«')}
        {move(view.prev, t('pagination.prev'), '‹')}
        {view.gapBefore ? <li aria-hidden="true">…</li> : null}
        {view.pages.map((link) => (
          <li key={link.page}>
            {link.page === view.current ? (
              // aria-label is not allowed on a span without a role: the number and aria-current say "page n, current".
              <span aria-current="page">{link.page}</span>
            ) : (
              <Link to={link.href} rel={link.rel} aria-label={t('pagination.page', { page: link.page })} prefetch="none">{link.page}</Link>
            )}
          </li>
        ))}
        {view.gapAfter ? <li aria-hidden="true">…</li> : null}
        {move(view.next, t('pagination.next'), '›')}
        {move(view.last, t('pagination.last'), '»')}
      </ul>
    </nav>
  );
}
