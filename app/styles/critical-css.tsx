import { createContext, useContext } from 'react';

/**
 * The critical CSS is inlined into every document by the server. The browser must not download it a second
 * time inside the JavaScript bundle (it would cost 3 KB of the 90 KB budget), so on the client the style
 * element keeps the text the server put there.
 */
const CriticalCssContext = createContext<string | undefined>(undefined);
export const CriticalCssProvider = CriticalCssContext.Provider;

const ELEMENT_ID = 'critical-css';
const textFromDocument = typeof document === 'undefined' ? '' : (document.getElementById(ELEMENT_ID)?.innerHTML ?? '');

export function CriticalCss() {
  const css = useContext(CriticalCssContext) ?? textFromDocument;
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
