import { describe, expect, it } from 'vitest';
import { singleQuoteStreamData } from '~/document/single-quoted-data.server';

// The script Remix 2.17 writes for each piece of the page's data: the JSON text, HTML-escaped, in a string.
const escapeHtml = (text: string) =>
  text.replace(/[&><\u2028\u2029]/g, (c) => ({ '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' })[c]!);
const remixScript = (data: string) => `<script nonce="n">window.__remixContext.streamController.enqueue(${escapeHtml(JSON.stringify(data))});</script>`;

function enqueued(html: string): string[] {
  const calls: string[] = [];
  const window = { __remixContext: { streamController: { enqueue: (text: string) => calls.push(text) } } };
  for (const [, body] of html.matchAll(/<script nonce="n">(.*?)<\/script>/gs)) new Function('window', body)(window);
  return calls;
}

const data = JSON.stringify([{ _1: 2 }, 'loaderData', 'Vŕtačky „Pro“ 18 V', "it's", 'a\\b', '<h2>Obsah</h2></script><!--', 'line\nend\u2028', 'R&D']);

describe('loader data in single-quoted strings (decision 081)', () => {
  it('hands the browser the same text with fewer bytes', () => {
    const original = `<p>x</p>${remixScript(data)}<p>y</p>`;
    const changed = singleQuoteStreamData(Buffer.from(original)).toString('utf8');
    expect(enqueued(changed)).toEqual([data]);
    expect(enqueued(original)).toEqual([data]);
    expect(Buffer.byteLength(changed)).toBeLessThan(Buffer.byteLength(original));
    expect(changed).not.toContain('\\"');
  });

  it('never lets the data close the script or open a comment', () => {
    const changed = singleQuoteStreamData(Buffer.from(remixScript(data))).toString('utf8');
    const inside = changed.slice(changed.indexOf('>') + 1, changed.lastIndexOf('</script>'));
    expect(inside).not.toMatch(/<\/script|<!--|[\n\u2028\u2029]/i);
  });

  it('passes chunks through unchanged that hold no call, part of one, or bytes that do not decode', () => {
    const plain = Buffer.from('<main>"quoted"</main>');
    expect(singleQuoteStreamData(plain)).toBe(plain);
    const whole = remixScript(data);
    const part = Buffer.from(whole.slice(0, 90));
    expect(singleQuoteStreamData(part)).toBe(part);
    const cut = Buffer.concat([Buffer.from(whole), Buffer.from('ř').subarray(0, 1)]);
    expect(singleQuoteStreamData(cut)).toBe(cut);
  });
});
