import { describe, expect, it } from 'vitest';
import { discoveryMarkStripper } from '~/document/discovery-marks.server';
import { MARK_DISCOVERABLE_SCRIPT } from '~/document/discovery-marks';

const html =
  '<a data-discover="true" href="/vrtacky/">Vŕtačky</a><form method="post" action="/checkout/cart" data-discover="true">' +
  '<button>Pridať</button></form><a href="https://careers.example/">Kariéra</a><p>data-discover="true" as text</p>';
const expected =
  '<a href="/vrtacky/">Vŕtačky</a><form method="post" action="/checkout/cart"><button>Pridať</button></form>' +
  '<a href="https://careers.example/">Kariéra</a><p>data-discover="true" as text</p>';

function strip(chunks: Buffer[]): string {
  const stripper = discoveryMarkStripper();
  return Buffer.concat([...chunks.map((chunk) => stripper.strip(chunk)), stripper.end()]).toString('utf8');
}

describe('Remix discovery marks stay out of the HTML (decision 081)', () => {
  it('takes every mark out and leaves the rest byte for byte', () => {
    expect(strip([Buffer.from(html)])).toBe(expected);
  });

  it('takes out a mark that React cut between two chunks, wherever the cut falls', () => {
    const bytes = Buffer.from(html);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(strip([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it('gives back the end of the last chunk that only looked like the start of a mark', () => {
    expect(strip([Buffer.from('<p>end'), Buffer.from(' data-disc')])).toBe('<p>end data-disc');
  });

  it('puts the marks back in the browser on links and forms for paths of the site only', () => {
    const marked: string[] = [];
    const elements = [{ setAttribute: (name: string, value: string) => marked.push(`${name}=${value}`) }];
    const selectors: string[] = [];
    const document = { querySelectorAll: (selector: string) => { selectors.push(selector); return elements; } };
    new Function('document', MARK_DISCOVERABLE_SCRIPT)(document);
    expect(selectors).toEqual(['a[href^="/"],form[action^="/"]']);
    expect(marked).toEqual(['data-discover=true']);
  });
});
