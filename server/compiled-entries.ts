// The server's two programs as TypeScript sources and as the compiled files `npm run build` writes: the storefront
// (cluster primary and shop workers) and the embedded commerce backend, which the storefront starts as a child.
import path from 'node:path';
import { PROJECT_ROOT } from '~/lib/project-root.server';

export const SERVER_BUILD_DIR = 'build/node';
export const SERVER_ENTRIES = { index: 'server/index.ts', backend: 'server/commerce-backend/main.ts' } as const;
type ServerEntry = keyof typeof SERVER_ENTRIES;

/** Under tsx or vitest this module is its .ts source; in the compiled server it is part of a .js bundle. */
const runsFromSource = import.meta.url.endsWith('.ts');

/** Node's arguments that start `entry` as this process runs: the compiled file, or its source through tsx. The
 * backend's store, node:sqlite, is marked experimental, hence the silenced warning. */
export function nodeArgsFor(entry: ServerEntry): string[] {
  const file = runsFromSource ? path.join(PROJECT_ROOT, SERVER_ENTRIES[entry]) : path.join(PROJECT_ROOT, SERVER_BUILD_DIR, `${entry}.js`);
  return [...(runsFromSource ? ['--import', 'tsx'] : []), '--disable-warning=ExperimentalWarning', file];
}
