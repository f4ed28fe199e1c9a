import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/integration/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: one fork on a 2-core machine. Many integration tests
    // wait on a server or a child process (the supervisor, the seed), so three forks keep both cores busy.
    maxWorkers: 3,
    minWorkers: 1,
    // `?inline` stylesheets hold their text, as in the build (the critical CSS tests read it).
    css: { include: [/\.css(\?|$)/] },
  },
});
