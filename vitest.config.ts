import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take a minute on a busy machine start first. Vitest runs the longest files first when its
 * duration cache knows them, but a fresh clone (CI) has none and starts the largest files first: the seed test
 * (short, ~70 s) then started last and ran alone at the end.
 */
const LONG_FILES = [
  'test/integration/seed/seed.test.ts',
  'test/integration/commerce-backend/supervisor.test.ts',
  'test/integration/account/account-actions.test.ts',
  'test/unit/search/relevance/relevance.test.ts',
];
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? LONG_FILES.length : index;
    };
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

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
    // All three forks live for the whole run: with fewer kept, Vitest 3.2 ends idle forks mid-run and tinypool
    // reports "Terminating worker thread" as an unhandled rejection (vitest-dev/vitest#8564).
    minWorkers: 3,
    // A fork runs its files one after another in one module graph instead of a fresh one per file: collecting
    // (importing the app's modules again for each of ~190 files) was most of the run (decision 102). Every file
    // builds its own state (servers, stores, caches) in its hooks, and no file depends on another's.
    isolate: false,
    sequence: { sequencer: LongFilesFirst },
    // `?inline` stylesheets hold their text, as in the build (the critical CSS tests read it).
    css: { include: [/\.css(\?|$)/] },
  },
});
