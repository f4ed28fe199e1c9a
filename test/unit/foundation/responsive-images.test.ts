import { describe, expect, it } from 'vitest';
import { liteImage, PHONE_COLUMN_WIDTH, responsiveImage } from '~/lib/images';
import { isLitePage } from '~/render-mode';

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

describe('a lite page\'s pictures (decision 109)', () => {
  it('is one picture, the narrowest width that fills the slot on a 360 px phone, with no srcset', () => {
    // A card: 180 px on the phone.
    expect(liteImage('/i/EX10000001-1', { width: 240, sizes: '(max-width: 639px) 50vw, 240px', narrowest: 180 })).toEqual({ src: '/i/EX10000001-1?w=240' });
    // The product's main picture and a banner: the phone's content column.
    expect(liteImage('/i/EX10000001-1', { width: 560, sizes: '(max-width: 767px) calc(100vw - 2rem), 560px', narrowest: PHONE_COLUMN_WIDTH })).toEqual({ src: '/i/EX10000001-1?w=360' });
    // A slot of one fixed width: that width.
    expect(liteImage('/__images/categories/garden', { width: 96 })).toEqual({ src: '/__images/categories/garden?w=96' });
    expect(liteImage('/images/payment/visa.svg', { width: 48 })).toEqual({ src: '/images/payment/visa.svg' });
  });

  it('is for people on Save-Data or 2G and for browsers known to run no script; crawlers keep the whole page', () => {
    expect(isLitePage({ saveData: true, noScript: false, bot: false })).toBe(true);
    expect(isLitePage({ saveData: false, noScript: true, bot: false })).toBe(true);
    expect(isLitePage({ saveData: true, noScript: false, bot: true })).toBe(false);
    expect(isLitePage({ saveData: false, noScript: true, bot: true })).toBe(false);
    expect(isLitePage({ saveData: false, noScript: false, bot: false })).toBe(false);
  });
});
