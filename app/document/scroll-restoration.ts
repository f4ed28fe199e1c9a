import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router-dom';

/** Where Remix's own ScrollRestoration keeps the positions, so a page open across a deploy finds them. */
const STORAGE_KEY = 'positions';

/**
 * Before the first paint: give this history entry a key if it has none, and scroll to the position saved for it
 * (back and forward, reload). Remix's `<ScrollRestoration>` writes the same steps as an indented function text
 * in every page and ships that text in the browser bundle too; this one is minified and goes out in the
 * server's HTML only (the boot script). Kept in step with Remix 2.17's `restoreScroll`.
 */
export const RESTORE_SCROLL_SCRIPT = `(function(k){var h=history;if(!h.state||!h.state.key)h.replaceState({key:Math.random().toString(32).slice(2)},'');try{var y=JSON.parse(sessionStorage.getItem(k)||'{}')[h.state.key];if(typeof y=='number')scrollTo(0,y)}catch(e){sessionStorage.removeItem(k)}})('${STORAGE_KEY}');`;

/** Client navigations: save the position on leaving a page and restore it on coming back (React Router's hook). */
export function useDocumentScrollRestoration() {
  useScrollRestoration({ storageKey: STORAGE_KEY });
}
