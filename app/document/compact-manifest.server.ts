const MARKER = 'window.__remixManifest = ';
const END = ';\nwindow.__remixRouteModules';

/** A route's flags that Remix 2.17's browser code only ever tests for truth: false says no more than absent. */
const FLAGS = ['hasAction', 'hasLoader', 'hasClientAction', 'hasClientLoader', 'hasErrorBoundary'] as const;

type Manifest = { routes?: Record<string, Record<string, unknown>> };

/** The manifest without its false route flags (~90 bytes a route, 3–5 routes a page). */
function withoutFalseFlags(manifest: Manifest): Manifest {
  for (const route of Object.values(manifest.routes ?? {})) {
    for (const flag of FLAGS) if (route[flag] === false) delete route[flag];
  }
  return manifest;
}

/**
 * Remix 2 writes the page's route manifest into every document indented (`JSON.stringify(manifest, null, 2)`
 * in its `<Scripts>`): ~0.7 KB of spaces and newlines on each page (issue 12 item 3), and every route's false
 * flags. The document's stream passes its chunks through here, and the one that holds the manifest goes out
 * compacted. React writes that
 * script in one piece; a chunk that holds only part of it, or that does not decode cleanly, passes unchanged.
 */
export function compactRemixManifest(chunk: Buffer): Buffer {
  if (!chunk.includes(MARKER)) return chunk;
  const text = chunk.toString('utf8');
  if (text.includes('\uFFFD')) return chunk;
  const start = text.indexOf(MARKER) + MARKER.length;
  const end = text.indexOf(END, start);
  if (end < 0) return chunk;
  try {
    const compact = JSON.stringify(withoutFalseFlags(JSON.parse(text.slice(start, end)) as Manifest));
    return Buffer.from(text.slice(0, start) + compact + text.slice(end), 'utf8');
  } catch {
    return chunk;
  }
}
