import fs from 'node:fs';
import path from 'node:path';
import type { Resource } from 'i18next';
import { PROJECT_ROOT } from '~/lib/project-root.server';
import type { Bundles } from './translator';

/** Read once per process, so rendering is free of file I/O. A missing file logs a warning and falls back (spec §8). */
function readAll(localesDir: string): Resource {
  const resources: Resource = {};
  for (const language of fs.readdirSync(localesDir)) {
    const dir = path.join(localesDir, language);
    if (!fs.statSync(dir).isDirectory()) continue;
    resources[language] = {};
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith('.json')) continue;
      resources[language][file.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  return resources;
}

export const LOCALES_DIR = path.join(PROJECT_ROOT, 'locales');
export const resources: Resource = readAll(LOCALES_DIR);

const picks = new Map<string, Bundles>();

/** One object per language and set of namespaces, so what is derived from it (the document's JSON) is made once,
 * not per request. */
export function bundlesFor(language: string, namespaces: string[]): Bundles {
  const wanted = [...new Set(namespaces)];
  const key = `${language}|${wanted.join(',')}`;
  let picked = picks.get(key);
  if (!picked) {
    const all = (resources[language] ?? resources.en) as Bundles;
    picked = {};
    for (const namespace of wanted) if (all[namespace]) picked[namespace] = all[namespace];
    // Shared by every request of the process: nobody may add to it.
    picks.set(key, Object.freeze(picked));
  }
  return picked;
}
