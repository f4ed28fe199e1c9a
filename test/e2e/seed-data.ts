/**
 * Gives the end-to-end tests freshly seeded stores before any shop starts (decision 103). The catalogue is
 * seeded once into `.data/e2e-seed` (`npm run seed`, in process, no port), and every data folder the tests
 * start a shop on gets a copy of that store: the suite's shop (`.data/e2e`, or E2E_DATA_DIR) and the
 * cart-after-restart test's (`.data/cart-restart-e2e`). Each run starts from the same data, as on a fresh
 * clone, and no shop seeds while tests wait for it. `npm test` runs this beside the build, which leaves one
 * core mostly idle.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SEED_DIR = path.join(ROOT, '.data/e2e-seed');
const STORE_FILE = 'commerce.sqlite';
const SHOP_DIRS = [process.env.E2E_DATA_DIR ?? '.data/e2e', '.data/cart-restart-e2e'].map((dir) => path.resolve(ROOT, dir));

const started = performance.now();
execFileSync('npm', ['run', '--silent', 'seed'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DATA_DIR: SEED_DIR, LOG_LEVEL: 'warn' } });
for (const dir of SHOP_DIRS) {
  // Everything a shop kept from an earlier run goes (orders, mails, secrets): a run starts as a fresh clone does.
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(path.join(SEED_DIR, STORE_FILE), path.join(dir, STORE_FILE));
}
console.log(`e2e stores seeded in ${Math.round((performance.now() - started) / 1000)} s: ${SHOP_DIRS.map((dir) => path.relative(ROOT, dir)).join(', ')}`);
