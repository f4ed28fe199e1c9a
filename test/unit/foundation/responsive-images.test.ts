import { describe, expect, it } from 'vitest';
import { responsiveImage } from '~/lib/images';

const widthsOf = (srcSet: string | undefined) => (srcSet ?? '').split(', ').map((candidate) => Number(candidate.split(' ')[1].replace('w', '')));

describe('responsiveImage', () => {
  it('offers the displayed width up to twice it, without a candidate barely smaller than the next', () => {
    const card = responsiveImage('/__images/products/a/EX1-1', { width: 240, sizes: '(max-width: 639px) 50vw, 240px' });
    expect(card.src).toBe('/__images/products/a/EX1-1?w=240');
    expect(widthsOf(card.srcSet)).toEqual([160, 240, 360, 480]);
    expect(card.sizes).toBe('(max-width: 639px) 50vw, 240px');
  });

  it("treats the product pictures under /i as the local service's: widths to choose from (decision 084)", () => {
    const card = responsiveImage('/i/EX10000001-1', { width: 240, sizes: '(max-width: 639px) 50vw, 240px', narrowest: 180 });
    expect(card.src).toBe('/i/EX10000001-1?w=240');
    expect(widthsOf(card.srcSet)).toEqual([240, 360, 480]);
    // A path that only starts with the letter is no local picture.
    expect(responsiveImage('/images/payment/visa.svg', { width: 48 })).toEqual({ src: '/images/payment/visa.svg' });
  });

  it('offers nothing narrower than the slot is shown on the narrowest screen', () => {
    const card = responsiveImage('/__images/products/a/EX1-1', { width: 240, sizes: '(max-width: 639px) 50vw, 240px', narrowest: 180 });
    expect(card.src).toBe('/__images/products/a/EX1-1?w=240');
    expect(widthsOf(card.srcSet)).toEqual([240, 360, 480]);
  });

  it('keeps the displayed width itself; a slot of one fixed width offers nothing narrower than it', () => {
    expect(widthsOf(responsiveImage('/__images/x', { width: 320, sizes: '(max-width: 639px) 100vw, 320px' }).srcSet)).toEqual([240, 320, 360, 480, 640]);
    const fixed = responsiveImage('/__images/x', { width: 320 });
    expect(widthsOf(fixed.srcSet)).toEqual([320, 360, 480, 640]);
    expect(fixed.sizes).toBe('320px');
  });

  it('leaves pictures from elsewhere as they are', () => {
    expect(responsiveImage('https://cdn.example/x.jpg', { width: 240 })).toEqual({ src: 'https://cdn.example/x.jpg' });
  });
});
