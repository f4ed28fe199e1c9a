// The operator's key that makes the e2e server tell whether an answer came from its document cache (`X-Cache`,
// decision 133); a visitor without it is never told. Set on the server by playwright.config.ts.
export const CACHE_PROBE_KEY = 'e2e-document-cache-probe-key-0123456789';
export const CACHE_PROBE_HEADERS = { 'x-cache-probe': CACHE_PROBE_KEY };
