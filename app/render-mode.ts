/** Set by the `<noscript>` beacon: this browser runs no JavaScript, so send complete HTML (decision 004). */
export const NO_SCRIPT_COOKIE = 'noscript';
export const NO_SCRIPT_BEACON_PATH = '/__noscript.gif';
