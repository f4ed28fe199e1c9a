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

  it('compresses a page split at many tokens about as well as the whole, when it knows the length of the text spliced in', () => {
    // A grid of cards, each with its form's token: the nonce at every card (decision 143).
    const nonce = 'abcdefghijklmnopqrstuv==';
    const cards = Array.from({ length: 40 }, (_, index) => `<article class="card"><a href="/p-${10000000 + index}/">Vŕtačka ${index}</a><form method="post" action="/checkout/cart" class="add-to-cart"><input type="hidden" name="intent" value="add-to-cart"/><input type="hidden" name="submissionId" value="`);
    const split = [...cards, '</body></html>'].map((part, index) => (index === 0 ? part : `r${index}"/><button class="btn">Pridať do košíka</button></form></article>${part}`));
    const whole = precompress([split.join(nonce)]).deflated[0].length + 18;
    const chained = splicedGzip(precompress(split, undefined, nonce.length), 'ZYXWVUTSRQPONMLKJIHGFE==');
    expect(gunzipSync(chained).toString('utf8')).toBe(split.join('ZYXWVUTSRQPONMLKJIHGFE=='));
    // Each splice costs its text stored as it is and a flush, no more.
    expect(chained.length).toBeLessThan(whole + split.length * (nonce.length + 20));
    // Without the length, each part on its own: several times larger.
    expect(splicedGzip(precompress(split), nonce).length).toBeGreaterThan(chained.length * 3);
    // Another length than the one announced: compressed again, still right.
    expect(gunzipSync(splicedGzip(precompress(split, undefined, nonce.length), 'short')).toString('utf8')).toBe(split.join('short'));
  });

  it('takes no dictionary for parts that hold a NUL byte, and stays right', () => {
    const withNul = ['a\u0000b<p>', '</p>a\u0000b<p>', '</p>'];
    expect(gunzipSync(splicedGzip(precompress(withNul, undefined, 3), 'xyz')).toString('utf8')).toBe(withNul.join('xyz'));
  });
});
