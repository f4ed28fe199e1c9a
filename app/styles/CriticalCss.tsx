import { createContext, useContext } from 'react';
import wholeStyleSheetUrl from './all.css?url';
import belowTheFoldUrl from './below-the-fold.css?url';
import { useHydrated } from '~/root-data';

/** The stylesheets a route can ask to inline besides the base (`handle.css`, `handle.cssFor`). */
export type PageStyleSheet = 'catalog' | 'home' | 'product' | 'energyBadge' | 'backInStock' | 'cart' | 'content';

export interface CriticalCssValue {
  css: string;
  /** Whether the inline CSS holds every sheet, below the first screen too (a page whose routes named none). */
  complete: boolean;
  /** Nothing inline: the whole stylesheet is linked in the head instead (the checkout family). */
  linked?: boolean;
}

/** On the client the style element keeps the server's text, so the bundle never carries the CSS a second time. */
const CriticalCssContext = createContext<CriticalCssValue | undefined>(undefined);
export const CriticalCssProvider = CriticalCssContext.Provider;

const ELEMENT_ID = 'critical-css';
const fromDocument: CriticalCssValue = (() => {
  if (typeof document === 'undefined') return { css: '', complete: true };
  const element = document.getElementById(ELEMENT_ID);
  return { css: element?.innerHTML ?? '', complete: element?.hasAttribute('data-complete') ?? true };
})();

/** `linked`: the whole stylesheet as a render-blocking link, which stays for every later client-side navigation as
 * the inline text would. */
export function CriticalCss() {
  const { css, complete } = useContext(CriticalCssContext) ?? fromDocument;
  // Every inline variant holds the base rules, so no text means the linked sheet; marked complete, so the whole
  // stylesheet is not linked a second time after hydration.
  if (!css) return <link id={ELEMENT_ID} data-complete="" rel="stylesheet" href={wholeStyleSheetUrl} />;
  return <style id={ELEMENT_ID} data-complete={complete ? '' : undefined} dangerouslySetInnerHTML={{ __html: css }} />;
}

/** A page inlines only its own sheets, so after hydration the whole stylesheet follows for client-side navigations.
 * Before the routes' own links, so theirs come last. */
export function WholeStyleSheet() {
  const { complete } = useContext(CriticalCssContext) ?? fromDocument;
  const hydrated = useHydrated();
  return hydrated && !complete ? <link rel="stylesheet" href={wholeStyleSheetUrl} /> : null;
}

/** A stylesheet in the body holds back only the content after it, so the first screen paints at once and the footer
 * never shows unstyled. */
export function BelowTheFoldStyleSheet() {
  const { complete } = useContext(CriticalCssContext) ?? fromDocument;
  return complete ? null : <link rel="stylesheet" href={belowTheFoldUrl} />;
}
