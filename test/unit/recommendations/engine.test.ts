import { describe, expect, it } from 'vitest';
import { createRecommendationEngine, skusOfAnswer } from '~/recommendations/engine.server';

describe('recommendation engine (production adapter, spec §7)', () => {
  it('reads data.results[0].value as SKUs or items with one', () => {
    expect(skusOfAnswer({ data: { results: [{ value: ['EX1', { sku: 'EX2' }, { productSku: 'EX3' }, 7, ''] }] } })).toEqual(['EX1', 'EX2', 'EX3']);
    expect(() => skusOfAnswer({ data: { results: [] } })).toThrow();
    expect(() => skusOfAnswer(null)).toThrow();
  });

  it('posts the request as JSON with the key; an error answer rejects', async () => {
    const seen: Array<{ url: string; body: unknown; auth: unknown }> = [];
    const answers = [Response.json({ data: { results: [{ value: ['EX10000205'] }] } }), new Response('no', { status: 500 })];
    const engine = createRecommendationEngine({
      url: 'https://reco.example/recommend', apiKey: 'k',
      fetch: async (url, init) => {
        seen.push({ url: String(url), body: JSON.parse(String(init?.body)), auth: (init?.headers as Record<string, string>).authorization });
        return answers.shift()!;
      },
    });
    const request = { typeId: 'similarProductsId' as const, domainId: 'D-SK', languageAndCountry: 'sk-SK', sourceSku: 'EX10000001' };
    await expect(engine.recommend(request, new AbortController().signal)).resolves.toEqual(['EX10000205']);
    expect(seen[0]).toEqual({ url: 'https://reco.example/recommend', body: request, auth: 'Bearer k' });
    await expect(engine.recommend(request, new AbortController().signal)).rejects.toThrow('500');
  });
});
