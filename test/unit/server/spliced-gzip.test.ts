import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { joined, precompress, splicedGzip } from '../../../server/spliced-gzip';

describe('a gzip compressed once, with a text spliced in per answer (decision 063)', () => {
  const parts = ['<html><head><script nonce="', '">start()</script></head><body>Ľúbostná ', ' pieseň – ', '</body></html>'];

  it('decompresses to the parts joined with the text, checksum and length right', () => {
    const compressed = precompress(parts);
    for (const between of ['n0nce+/=', '', 'ŽŠČ']) {
      expect(gunzipSync(splicedGzip(compressed, between)).toString('utf8')).toBe(parts.join(between));
      expect(joined(compressed, between).toString('utf8')).toBe(parts.join(between));
    }
  });

  it('holds a text longer than one stored block, and a single part', () => {
    const long = 'x'.repeat(70_000) + 'y';
    expect(gunzipSync(splicedGzip(precompress(parts), long)).toString('utf8')).toBe(parts.join(long));
    expect(gunzipSync(splicedGzip(precompress(['only']), 'unused')).toString('utf8')).toBe('only');
  });

  it('is about as small as compressing the whole again', () => {
    const page = Array.from({ length: 400 }, (_, index) => `<li class="card"><a href="/p-${10000000 + index}/">Vŕtačka ${index}</a></li>`).join('');
    const split = [page.slice(0, 20_000), page.slice(20_000)];
    const spliced = splicedGzip(precompress(split), 'abcdefghijklmnopqrstuv==');
    const whole = precompress([split.join('abcdefghijklmnopqrstuv==')]).deflated[0].length + 18;
    expect(spliced.length).toBeLessThan(whole * 1.1);
  });
});
