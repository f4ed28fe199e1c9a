import { describe, expect, it } from 'vitest';
import { compactRemixManifest } from '~/document/compact-manifest.server';

const manifest = { entry: { module: '/assets/entry.client-abc.js', imports: ['/assets/index-def.js'], css: [] }, routes: { root: { id: 'root', path: '', hasLoader: true } }, url: '/assets/manifest-1.js', version: '1' };
// The shape Remix 2.17's <Scripts> writes: route module imports, the indented manifest, the route modules.
const script = (json: string) =>
  `<script type="module" async="">;\nimport * as route0 from "/assets/root-x.js";\nwindow.__remixManifest = ${json};\nwindow.__remixRouteModules = {"root":route0};\n\nimport("/assets/entry.client-abc.js");</script>`;

describe('compactRemixManifest (issue 12 item 3)', () => {
  it('writes the manifest without indentation and leaves the rest of the chunk as it was', () => {
    const indented = Buffer.from(`<p>Přejít</p>${script(JSON.stringify(manifest, null, 2))}<p>©</p>`);
    const compacted = compactRemixManifest(indented).toString('utf8');
    expect(compacted).toBe(`<p>Přejít</p>${script(JSON.stringify(manifest))}<p>©</p>`);
    expect(compacted.length).toBeLessThan(indented.toString('utf8').length);
  });

  it('leaves out the false route flags, which Remix only tests for truth, and keeps the true ones and the rest', () => {
    const withFlags = { ...manifest, routes: { root: { id: 'root', path: '', hasLoader: true, hasAction: false, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: true, css: [] }, 'routes/home': { id: 'routes/home', parentId: 'root', index: true, hasLoader: false, hasErrorBoundary: false, imports: [] } } };
    const compacted = compactRemixManifest(Buffer.from(script(JSON.stringify(withFlags, null, 2)))).toString('utf8');
    const written = JSON.parse(compacted.slice(compacted.indexOf('= ') + 2, compacted.indexOf(';\nwindow.__remixRouteModules')));
    expect(written.routes).toEqual({
      root: { id: 'root', path: '', hasLoader: true, hasErrorBoundary: true, css: [] },
      'routes/home': { id: 'routes/home', parentId: 'root', index: true, imports: [] },
    });
    expect(written.entry).toEqual(manifest.entry);
  });

  it('passes a chunk through unchanged when it holds no manifest, only part of it, or bytes that do not decode', () => {
    const plain = Buffer.from('<main><h1>Vŕtačky</h1></main>');
    expect(compactRemixManifest(plain)).toBe(plain);
    const whole = script(JSON.stringify(manifest, null, 2));
    const part = Buffer.from(whole.slice(0, whole.indexOf('"routes"')));
    expect(compactRemixManifest(part)).toBe(part);
    const cut = Buffer.concat([Buffer.from(whole), Buffer.from('ř').subarray(0, 1)]);
    expect(compactRemixManifest(cut)).toBe(cut);
  });
});
