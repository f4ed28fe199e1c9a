import { describe, expect, it } from 'vitest';
import {
  selectAlternatives, selectComplementary, selectSimilar, variantSkus, type Candidate, type Subject,
} from '~/catalog/product/recommendation-rules';

const subject: Subject = { sku: 'EX10000100', brand: 'Norvik', price: 100, categoryIds: ['sanders'] };
const candidate = (sku: string, overrides: Partial<Candidate> = {}): Candidate => ({
  sku, brand: 'Ferrox', price: 100, categoryIds: ['power-tools', 'sanders'], rating: null, ...overrides,
});

describe('variantSkus (spec §5: EX10 normal, EX20 B-ware, EX18 set)', () => {
  it('names the other variants of the same six digits', () => {
    expect(variantSkus('EX10000100')).toEqual(['EX20000100', 'EX18000100']);
    expect(variantSkus('EX20000100')).toEqual(['EX10000100', 'EX18000100']);
    expect(variantSkus('4100010')).toEqual([]);
  });
});

describe('selectSimilar', () => {
  it('takes products of the same category, closest in price first, never the product or its variants', () => {
    const picked = selectSimilar(subject, [
      candidate('EX10000100'),
      candidate('EX10000101', { price: 180 }),
      candidate('EX10000102', { price: 95 }),
      candidate('EX10000103', { price: 120 }),
      candidate('EX10000104', { categoryIds: ['power-tools', 'drills'], price: 100 }),
      candidate('EX20000100', { price: 70 }),
      candidate('EX10000106', { price: null }),
    ], new Set(['EX20000100']), 2);
    expect(picked.map((item) => item.sku)).toEqual(['EX10000102', 'EX10000103']);
  });
});

describe('selectAlternatives', () => {
  it('takes products in stock, other brands first', () => {
    const picked = selectAlternatives(subject, [
      candidate('EX10000201', { brand: 'Norvik', inStock: true, price: 100 }),
      candidate('EX10000202', { inStock: true, price: 150 }),
      candidate('EX10000203', { inStock: false, price: 100 }),
      candidate('EX10000204', { price: 100 }),
      candidate('EX10000205', { inStock: true, price: 110 }),
    ]);
    expect(picked.map((item) => item.sku)).toEqual(['EX10000205', 'EX10000202', 'EX10000201']);
  });

  it('shows at most 4, one row at every width (decision 076)', () => {
    const many = Array.from({ length: 10 }, (_, index) => candidate(`EX1000021${index}`, { inStock: true, price: 100 + index }));
    expect(selectAlternatives(subject, many)).toHaveLength(4);
  });
});

describe('selectComplementary', () => {
  it('takes the same brand from other categories, best rated first, at most 4', () => {
    const picked = selectComplementary(subject, [
      candidate('EX10000301', { brand: 'Norvik', categoryIds: ['drills'], rating: 3.1 }),
      candidate('EX10000302', { brand: 'Norvik', categoryIds: ['saws'], rating: 4.8 }),
      candidate('EX10000303', { brand: 'Norvik', categoryIds: ['sanders'], rating: 5 }),
      candidate('EX10000304', { brand: 'Ferrox', categoryIds: ['saws'], rating: 5 }),
      candidate('EX10000305', { brand: 'Norvik', categoryIds: ['grinders'] }),
      candidate('EX10000306', { brand: 'Norvik', categoryIds: ['lasers'], rating: 4 }),
      candidate('EX10000307', { brand: 'Norvik', categoryIds: ['lights'], rating: 4.2 }),
    ]);
    expect(picked.map((item) => item.sku)).toEqual(['EX10000302', 'EX10000307', 'EX10000306', 'EX10000301']);
  });

  it('has nothing to offer without a brand', () => {
    expect(selectComplementary({ ...subject, brand: null }, [candidate('EX10000301', { categoryIds: ['drills'] })])).toEqual([]);
  });
});
