/** Set by the `<noscript>` beacon: this browser runs no JavaScript, so send complete HTML (decision 004). */
export const NO_SCRIPT_COOKIE = 'noscript';
export const NO_SCRIPT_BEACON_PATH = '/__noscript.gif';

/**
 * The client hint the shop asks browsers for (decision 109): the effective connection type, so that a phone on 2G
 * gets the lite page without turning on Save-Data. `Critical-CH` makes Chromium retry a first navigation that came
 * without it, so even the very first page is the right one.
 */
export const CLIENT_HINT_HEADERS = { 'Accept-CH': 'ECT', 'Critical-CH': 'ECT' } as const;

/**
 * A lite page (decision 109): Save-Data or a 2G link, or a browser known to run no script (decision 142), and not
 * a crawler (crawlers keep the complete HTML). It leaves out the pictures below a 360 × 740 phone's first screen:
 * without script `loading="lazy"` does nothing, so a browser would load them all. On Save-Data or 2G it also sizes
 * the others for 360 px at one pixel per CSS pixel (`liteSizing`); a browser without script on a fast link keeps
 * the sharp ones.
 */
export function isLitePage(render: { saveData: boolean; noScript: boolean; bot: boolean }): boolean {
  return (render.saveData || render.noScript) && !render.bot;
}
