import { createContext, useContext } from 'react';
import wholeStyleSheetUrl from './all.css?url';
import belowTheFoldUrl from './below-the-fold.css?url';
import { useHydrated } from '~/root-data';

/** The stylesheets a route can ask to inline besides the base (`handle.css`, `handle.cssFor`; decision 069). */
export type PageStyleSheet = 'catalog' | 'home' | 'product' | 'energyBadge' | 'backInStock' | 'cart' | 'content';

export interface CriticalCssValue {
  css: string;
  /** Whether the inline CSS holds every sheet, below the first screen too (a page whose routes named none). */
  complete: boolean;
  /** Nothing inline: the whole stylesheet is linked in the head instead (the checkout family, decision 110). */
  linked?: boolean;
}

/**
 * The critical CSS is inlined into every document by the server. The browser must not download it a second
 * time inside the JavaScript bundle (it would cost 3 KB of the 90 KB budget), so on the client the style
 * element keeps the text the server put there.
 */
const CriticalCssContext = createContext<CriticalCssValue | undefined>(undefined);
export const CriticalCssProvider = CriticalCssContext.Provider;

const ELEMENT_ID = 'critical-css';
const fromDocument: CriticalCssValue = (() => {
  if (typeof document === 'undefined') return { css: '', complete: true };
  const element = document.getElementById(ELEMENT_ID);
  return { css: element?.innerHTML ?? '', complete: element?.hasAttribute('data-complete') ?? true };
})();

/**
 * The page's CSS at the top of the head: inline, or (`linked`) the whole stylesheet as a render-blocking link,
 * which stays for every later client-side navigation as the inline text would.
 */
export function CriticalCss() {
  const { css, complete } = useContext(CriticalCssContext) ?? fromDocument;
  // Every inline variant holds the base rules, so no text means the linked sheet (`linked` on the server; in the
  // browser, the <link> has no text). Marked complete, as an inline sheet of every rule would be: the whole
  // stylesheet is not linked a second time after hydration.
  if (!css) return <link id={ELEMENT_ID} data-complete="" rel="stylesheet" href={wholeStyleSheetUrl} />;
  return <style id={ELEMENT_ID} data-complete={complete ? '' : undefined} dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * A page inlines only its own sheets (decision 069). Once hydrated, a client-side navigation may lead to a page
 * that needs others, so the whole stylesheet (hashed, cached for a year) follows: after hydration, so it never
 * holds the page's scripts up, and never without JavaScript, where every page brings its own inline CSS. It sits
 * before the routes' own links (checkout.css), so their rules still come last in the cascade.
 */
export function WholeStyleSheet() {
  const { complete } = useContext(CriticalCssContext) ?? fromDocument;
  const hydrated = useHydrated();
  return hydrated && !complete ? <link rel="stylesheet" href={wholeStyleSheetUrl} /> : null;
}

/**
 * What sits below the first screen (footer, newsletter, consent banner, the product page's lower parts, the
 * header's closed panels) comes as one cached file on pages that inline only their first screen (decision 075).
 * Placed right after <main>: a stylesheet in the body holds back only the content after it, so the first screen
 * paints from the inline CSS at once and the footer never shows unstyled. Works the same without JavaScript.
 */
export function BelowTheFoldStyleSheet() {
  const { complete } = useContext(CriticalCssContext) ?? fromDocument;
  return complete ? null : <link rel="stylesheet" href={belowTheFoldUrl} />;
}
