// Keeps cms/index.json (the listing the HTTP adapter reads) in step with the cms/ folder.
// Run after adding or removing a content file:  npx tsx app/content/cms-index.server.ts
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { CMS_INDEX_FILE } from './cms-paths';
import { createFileReader } from './cms-readers.server';

export function buildCmsIndex(dir: string): Promise<string[]> {
  return createFileReader(dir).list();
}

/** The file's exact text, so the test can compare byte for byte. */
export function cmsIndexText(files: readonly string[]): string {
  return `${JSON.stringify(files, null, 2)}\n`;
}

export async function writeCmsIndex(dir: string): Promise<string[]> {
  const files = await buildCmsIndex(dir);
  await writeFile(path.join(dir, CMS_INDEX_FILE), cmsIndexText(files));
  return files;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dir = path.resolve(process.argv[2] ?? 'cms');
  const logger = pino({ base: { service: 'cms-index' } });
  const file = path.join(dir, CMS_INDEX_FILE);
  writeCmsIndex(dir).then(
    (files) => logger.info({ file, files: files.length }, 'CMS index written'),
    (error: unknown) => {
      logger.error({ err: error, file }, 'CMS index not written');
      process.exitCode = 1;
    },
  );
}
