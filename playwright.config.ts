import { defineConfig } from '@playwright/test';
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

/** Every flow runs twice: once with JavaScript disabled, once enabled. */
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
    // The service worker has its own spec (which allows it); elsewhere it would answer requests that tests
    // intercept with page.route (a failing chunk, a page without its scripts) before the route sees them.
    serviceWorkers: 'block',
    // Headless Chromium says "HeadlessChrome", which isbot takes for a crawler; tests browse as people do.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  },
  projects: [
    { name: 'js-off', use: { ...chromium, javaScriptEnabled: false } },
    { name: 'js-on', use: { ...chromium, javaScriptEnabled: true } },
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
