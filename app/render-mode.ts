/** Set by the `<noscript>` beacon: this browser runs no JavaScript, so send complete HTML. */
export const NO_SCRIPT_COOKIE = 'noscript';
export const NO_SCRIPT_BEACON_PATH = '/__noscript.gif';

/** The effective connection type, so a phone on 2G gets the lite page without Save-Data. `Critical-CH` makes
 * Chromium retry a first navigation that came without it. */
export const CLIENT_HINT_HEADERS = { 'Accept-CH': 'ECT', 'Critical-CH': 'ECT' } as const;

/** Never for a crawler. It leaves out pictures below a phone's first screen, since without script
 * `loading="lazy"` does nothing; on Save-Data or 2G it sizes the others at one pixel per CSS pixel. */
export function isLitePage(render: { saveData: boolean; noScript: boolean; bot: boolean }): boolean {
  return (render.saveData || render.noScript) && !render.bot;
}
