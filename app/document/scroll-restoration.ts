import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router-dom';

/** Where Remix's own ScrollRestoration keeps the positions, so a page open across a deploy finds them. */
const STORAGE_KEY = 'positions';

/** Remix's `<ScrollRestoration>` ships the same steps as function text in every page and in the bundle; this one is
 * minified and sent in the server's HTML only. Kept in step with Remix's `restoreScroll`. */
export const RESTORE_SCROLL_SCRIPT = `(function(k){var h=history;if(!h.state||!h.state.key)h.replaceState({key:Math.random().toString(32).slice(2)},'');try{var y=JSON.parse(sessionStorage.getItem(k)||'{}')[h.state.key];if(typeof y=='number')scrollTo(0,y)}catch(e){sessionStorage.removeItem(k)}})('${STORAGE_KEY}');`;

/** Client navigations: save the position on leaving a page and restore it on coming back (React Router's hook). */
export function useDocumentScrollRestoration() {
  useScrollRestoration({ storageKey: STORAGE_KEY });
}
