// The project's folder (locales/, cms/, build/, node_modules/), found the same way whichever shape the code runs
// in: TypeScript source (tsx, vitest), Remix's server build (build/server/) or the compiled server (build/node/,
// decision 062). A bundle moves a module, so a path counted in `../` from it would not survive the move; the
// nearest folder above it that holds package.json does.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json in ${from} or above`);
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
