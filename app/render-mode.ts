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
 * A lite page (decision 109): Save-Data or a 2G link, and not a crawler (crawlers keep the complete HTML). It leaves
 * out the pictures below a 360 × 740 phone's first screen and sizes the others for 360 px.
 */
export function isLitePage(render: { saveData: boolean; bot: boolean }): boolean {
  return render.saveData && !render.bot;
}
