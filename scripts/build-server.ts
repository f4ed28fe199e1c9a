// After `remix vite:build`: the Express server and the embedded commerce backend compiled to plain JavaScript
// (decision 062), so `npm start` runs `node build/node/index.js` without a TypeScript loader. Our own code
// (server/**, and app/** reached through `~/`) is bundled; packages stay in node_modules and load as they do
// under tsx. Source maps are written beside the bundles and cost nothing at run time: Node reads them only
// with --enable-source-maps.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SERVER_BUILD_DIR, SERVER_ENTRIES } from '../server/compiled-entries';

const root = fileURLToPath(new URL('..', import.meta.url));

const started = performance.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: Object.entries(SERVER_ENTRIES).map(([out, source]) => ({ in: source, out })),
  outdir: SERVER_BUILD_DIR,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  // Readable stack traces and log lines without a source map: names and layout kept.
  minify: false,
  logLevel: 'warning',
  metafile: true,
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
console.log(`server compiled in ${Math.round(performance.now() - started)} ms: ${outputs.map(([file, { bytes }]) => `${file} ${kb(bytes)}`).join(', ')}`);
