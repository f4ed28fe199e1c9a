import { Link, useFetcher, useLocation, useNavigate } from '@remix-run/react';
import { ResponsiveImg } from '~/components/ResponsiveImg';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatMoney } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';
import { DEBOUNCE_MS } from '~/markets/constants';
import { useRootData } from '~/root-data';
import type { QuickSearchData, SearchPageData } from '~/catalog/listing/search/search-page.server';
import { moveActive, quickSearchHref, searchableTerm, searchPageHref, showsSeeAll } from './quick-search-rules';

/** The server-rendered GET form enhanced into an ARIA 1.2 combobox: results on focus or typing (debounced), arrow
 *  keys move, Enter opens the hit or submits. */
export function QuickSearchBox({ input, openNow }: { input: HTMLInputElement; openNow: boolean }) {
  const { t } = useTranslation('catalog');
  const locale = useRootData()?.locale ?? 'en';
  const navigate = useNavigate();
  const fetcher = useFetcher<QuickSearchData | SearchPageData>();
  const listId = useId();
  const [term, setTerm] = useState(() => searchableTerm(input.value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const data = fetcher.data?.kind === 'quick' ? fetcher.data : undefined;
  const hits = open && term && data ? data.hits : [];
  const settled = fetcher.state === 'idle' && data?.query === term;

  // The listeners below are attached once; they read the latest values through this ref.
  const latest = useRef({ open, active, hits, term });
  latest.current = { open, active, hits, term };
  // Read through refs as well: the listeners must not be re-attached (and the debounce reset) on every render.
  const actions = useRef({ load: fetcher.load, navigate });
  actions.current = { load: fetcher.load, navigate };
  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const request = (next: string | null) => {
      clearTimeout(timer);
      if (next) timer = setTimeout(() => actions.current.load(quickSearchHref(next)), DEBOUNCE_MS.search);
    };
    const onInput = () => {
      const next = searchableTerm(input.value);
      setTerm(next);
      setActive(-1);
      setOpen(input.value.trim() !== '');
      request(next);
    };
    const onFocus = () => {
      if (!latest.current.term) return;
      setOpen(true);
      request(latest.current.term);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { open: isOpen, active: current, hits: shown } = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!isOpen) setOpen(true);
        setActive(moveActive(current, shown.length, event.key === 'ArrowDown' ? 'down' : 'up'));
      } else if (event.key === 'Enter' && isOpen && current >= 0 && shown[current]) {
        // Enter on an active hit opens it; otherwise it submits the form (the full search).
        event.preventDefault();
        close();
        actions.current.navigate(shown[current].url);
      } else if (event.key === 'Escape' && isOpen) {
        close();
      }
    };
    const form = input.form;
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', close);
    form?.addEventListener('submit', close);
    // The field was focused (or typed in) before this code arrived, and no search was submitted meanwhile.
    if (openNow) onInput();
    return () => {
      clearTimeout(timer);
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', close);
      form?.removeEventListener('submit', close);
    };
    // Mount-time only: `openNow` describes the moment the code arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input, close]);

  // Another page (a hit, a link, the submitted search) closes the results.
  const { key } = useLocation();
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    close();
  }, [key, close]);

  const expanded = open && hits.length > 0;
  useEffect(() => {
    const attributes: Record<string, string> = {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-controls': listId,
      'aria-expanded': String(expanded),
    };
    for (const [name, value] of Object.entries(attributes)) input.setAttribute(name, value);
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  }, [input, listId, expanded, active]);
  useEffect(
    () => () => {
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) input.removeAttribute(name);
    },
    [input],
  );

  const showEmpty = open && Boolean(term) && settled && hits.length === 0;
  return (
    // mousedown would move the focus out of the field (and close the list) before a hit's click lands.
    <div className="quick-search" hidden={!expanded && !showEmpty} onMouseDown={(event) => event.preventDefault()}>
      <ul id={listId} role="listbox" aria-label={t('quickSearch.label')} hidden={!expanded}>
        {hits.map((hit, index) => (
          <li key={hit.sku} role="presentation">
            <Link
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              to={hit.url}
              prefetch="none"
              onClick={close}
              className="quick-search__hit"
            >
              {hit.image ? <ResponsiveImg url={hit.image} alt="" width={40} height={40} loading="lazy" /> : null}
              <span>{hit.name}</span>
              {hit.price ? <span className="price">{formatMoney(hit.price, locale)}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      {expanded && term && showsSeeAll(hits.length) ? (
        <Link to={searchPageHref(term)} prefetch="none" onClick={close} tabIndex={-1} className="quick-search__all">
          {t('quickSearch.seeAll')}
        </Link>
      ) : null}
      <p role="status" className={showEmpty ? 'quick-search__empty' : 'visually-hidden'}>
        {showEmpty ? t('quickSearch.noResults') : expanded ? t('listing.resultCount', { count: hits.length }) : ''}
      </p>
    </div>
  );
}
