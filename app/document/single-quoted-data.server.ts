const CALL = 'window.__remixContext.streamController.enqueue(';
const DOUBLE_QUOTED_CALL = /window\.__remixContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g;

// What a single-quoted string in an inline script must not hold as it is: its own quote and escape character,
// line ends, and what could end the script or open an HTML comment (the same characters Remix escapes).
const ESCAPES: Record<string, string> = {
  '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\u2028': '\\u2028', '\u2029': '\\u2029',
  '<': '\\u003c', '>': '\\u003e', '&': '\\u0026',
};
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[\\'\n\r\u2028\u2029<>&\u0000-\u001f]/g;

function singleQuoted(text: string): string {
  return `'${text.replace(NEEDS_ESCAPE, (character) => ESCAPES[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;
}

/**
 * Remix hands the page's loader data to the browser as a JSON text inside a double-quoted JavaScript string
 * (`streamController.enqueue("[{\"_1\":2 …")`), so each of its many quotes costs a backslash: 0.6–1.1 KB of a
 * page (decision 081). The same text as a single-quoted string needs no escape for them. A chunk that holds only
 * part of such a call, or bytes that do not decode, passes unchanged.
 */
export function singleQuoteStreamData(chunk: Buffer): Buffer {
  if (!chunk.includes(CALL)) return chunk;
  const text = chunk.toString('utf8');
  if (text.includes('\uFFFD')) return chunk;
  let changed = false;
  const out = text.replace(DOUBLE_QUOTED_CALL, (call, literal: string) => {
    try {
      const value: unknown = JSON.parse(literal);
      if (typeof value !== 'string') return call;
      changed = true;
      return `${CALL}${singleQuoted(value)});`;
    } catch {
      return call;
    }
  });
  return changed ? Buffer.from(out, 'utf8') : chunk;
}
