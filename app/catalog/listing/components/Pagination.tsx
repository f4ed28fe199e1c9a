import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import type { PageLink, PaginationView } from '../types';

/** Numbered pages with first, previous, next and last as real links: crawlable, and no JavaScript needed. */
export function Pagination({ view }: { view: PaginationView }) {
  const { t } = useTranslation('catalog');
  // A filtered listing's pages are the shopper's, not a crawler's (decision 127).
  const follow = (link: PageLink) => (link.nofollow ? 'nofollow' : undefined);
  const move = (link: PageLink | undefined, label: string, symbol: string, rel?: string) =>
    link ? (
      <li>
        <Link to={link.href} rel={[rel, follow(link)].filter(Boolean).join(' ') || undefined} aria-label={label} prefetch="none">
          <span aria-hidden="true">{symbol}</span>
        </Link>
      </li>
    ) : null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        {move(view.first, t('pagination.first'), '«')}
        {move(view.prev, t('pagination.prev'), '‹', 'prev')}
        {view.gapBefore ? <li aria-hidden="true">…</li> : null}
        {view.pages.map((link) => (
          <li key={link.page}>
            {link.page === view.current ? (
              // aria-label is not allowed on a span without a role: the number and aria-current say "page n, current".
              <span aria-current="page">{link.page}</span>
            ) : (
              <Link to={link.href} rel={follow(link)} aria-label={t('pagination.page', { page: link.page })} prefetch="none">{link.page}</Link>
            )}
          </li>
        ))}
        {view.gapAfter ? <li aria-hidden="true">…</li> : null}
        {move(view.next, t('pagination.next'), '›', 'next')}
        {move(view.last, t('pagination.last'), '»')}
      </ul>
    </nav>
  );
}
