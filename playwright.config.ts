import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { COUNTRY_CODES } from './app/markets/codes';
import { CACHE_PROBE_KEY } from './test/e2e/cache-probe';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    // Debian's headless shell, which test/e2e/ensure-chromium.ts installs (decision 102).
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    // Without these, Chromium keeps calling home, and this machine's closed network refuses it.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
};

/**
 * The second engine (decision 144): Debian's Firefox ESR through Playwright's WebDriver BiDi client, behind a shim
 * that answers the one command this Firefox does not know yet (test/e2e/firefox/bidi-shim.ts); installed with apt
 * when missing (test/e2e/ensure-browsers.ts). Firefox resolves no `*.localhost` name by itself: the stores' hosts
 * are named loopback.
 */
const SECOND_ENGINE = 'second-engine.spec.ts';
/** The third engine (decision 170): Debian's WebKitGTK, driven by its own specs through classic WebDriver. */
const THIRD_ENGINE = 'webkit/*.spec.ts';
const firefox = {
  browserName: 'firefox' as const,
  channel: 'moz-firefox',
  // Firefox's own user agent, not Chromium's of the other projects.
  userAgent: undefined,
  serviceWorkers: 'allow' as const,
  launchOptions: {
    executablePath: fileURLToPath(new URL('./test/e2e/firefox/firefox-bidi', import.meta.url)),
    // The shim starts this Firefox on the test run's Node.
    env: { ...process.env, BIDI_SHIM_NODE: process.execPath, FIREFOX_PATH: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr' },
    firefoxUserPrefs: { 'network.dns.localDomains': COUNTRY_CODES.map((country) => `${country.toLowerCase()}.localhost`).join(',') },
  },
};

/** Every flow runs twice: once with JavaScript disabled, once enabled; the second engine's spec once, in Firefox, the third's in WebKit. */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://sk.localhost:${PORT}`,
    trace: 'off',
    // A page that never finishes loading fails with its address, not as the test's timeout (a navigation waits
    // for ever by default).
    navigationTimeout: 45_000,
    // The service worker has its own spec (which allows it); elsewhere it would answer requests that tests
    // intercept with page.route (a failing chunk, a page without its scripts) before the route sees them.
    serviceWorkers: 'block',
    // Headless Chromium says "HeadlessChrome", which isbot takes for a crawler; tests browse as people do.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  },
  projects: [
    { name: 'js-off', testIgnore: [SECOND_ENGINE, THIRD_ENGINE], use: { ...chromium, javaScriptEnabled: false } },
    { name: 'js-on', testIgnore: [SECOND_ENGINE, THIRD_ENGINE], use: { ...chromium, javaScriptEnabled: true } },
    // Firefox starts a browser per worker behind the shim and runs slower than the headless shell on 2 busy cores.
    { name: 'firefox', testMatch: SECOND_ENGINE, timeout: 60_000, use: { ...firefox, javaScriptEnabled: true } },
    { name: 'webkit', testMatch: THIRD_ENGINE, timeout: 90_000 },
  ],
  webServer: {
    // Exactly what `npm start` runs after its build (the build ran earlier in `npm test`).
    command: 'npm run serve',
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e', LOG_LEVEL: 'warn', EMBEDDED_CT_PORT: process.env.E2E_CT_PORT ?? '4544',
      // Every test browses from 127.0.0.1: one client to the rate limits. hardening.spec.ts tests the real limits.
      RATE_LIMIT_FACTOR: '50',
      // The embedded mail catcher on a port of its own (0: any free one), so parallel runs never collide.
      SMTP_CATCHER_PORT: process.env.E2E_SMTP_PORT ?? '0',
      // A payment notification waits 2 s (not 15) for the shopper's own return before it places the order, so the
      // notification-only test (checkout-payment-return.spec.ts) ends in seconds; a browser returns in far less.
      PAYMENT_RETURN_GRACE_MS: '2000',
      // Customer password hashes at 2^10 instead of 2^14 (decision 114): the suite signs up and in hundreds of
      // times, ~50 ms of a core each at the shop's cost. Hashing itself is the same code.
      EMBEDDED_CT_PASSWORD_COST: '10',
      // Lets the tests see which answers came from the document cache; nobody else is told (decision 133).
      DOCUMENT_CACHE_PROBE_KEY: CACHE_PROBE_KEY,
    },
  },
});
