// Search relevance on the seed catalogue (issue 14): every query of the test set runs against the embedded
// engine's index of its store, built in memory from the seed. Targets: mean precision@5 ≥ 0.8, and no
// query without results (each has a sensible answer in the catalogue). The table printed is the report.
import { describe, expect, it } from 'vitest';
import { JUDGEMENTS, type Judgement } from './judgements';
import { gradeOf, mean, scoreQuery, type QueryScore } from './scoring';
import { seedIndex, storeOf } from './seed-index';

const PRECISION_TARGET = 0.8;

async function score(judgement: Judgement): Promise<QueryScore> {
  const { index, records, catalog } = await seedIndex(storeOf(judgement.store));
  const result = index.search({ query: judgement.query, filters: {}, sort: 'relevance', page: 1, pageSize: 12 });
  const ranked = result.hits.map((hit) => gradeOf(catalog.get(hit.sku), judgement));
  const pool = records.map((record) => gradeOf(catalog.get(record.sku), judgement));
  return scoreQuery(ranked, pool, result.total);
}

const format = (value: number) => value.toFixed(2);

describe('search relevance on the seed catalogue', () => {
  it(`reaches precision@5 ≥ ${PRECISION_TARGET} over ${JUDGEMENTS.length} queries, none without results`, async () => {
    const scores: { judgement: Judgement; score: QueryScore }[] = [];
    for (const judgement of JUDGEMENTS) scores.push({ judgement, score: await score(judgement) });

    const lines = scores.map(({ judgement, score: s }) =>
      `${judgement.store} ${judgement.kind.padEnd(8)} ${JSON.stringify(judgement.query).padEnd(28)} P@5 ${format(s.precisionAt5)}  nDCG@10 ${format(s.ndcgAt10)}  hits ${String(s.total).padStart(3)}  ${s.top.join('')}`,
    );
    const byGroup = (key: (judgement: Judgement) => string) =>
      [...new Set(scores.map(({ judgement }) => key(judgement)))].map((group) => {
        const inGroup = scores.filter(({ judgement }) => key(judgement) === group).map(({ score: s }) => s);
        return `${group}: P@5 ${format(mean(inGroup.map((s) => s.precisionAt5)))} nDCG@10 ${format(mean(inGroup.map((s) => s.ndcgAt10)))} (${inGroup.length})`;
      });
    const precision = mean(scores.map(({ score: s }) => s.precisionAt5));
    const ndcg = mean(scores.map(({ score: s }) => s.ndcgAt10));
    console.log(
      [
        ...lines,
        `by store: ${byGroup((judgement) => judgement.store).join(' · ')}`,
        `by kind: ${byGroup((judgement) => judgement.kind).join(' · ')}`,
        `ALL ${scores.length} queries: precision@5 ${format(precision)}, nDCG@10 ${format(ndcg)}`,
      ].join('\n'),
    );

    expect(scores.filter(({ score: s }) => s.total === 0).map(({ judgement }) => `${judgement.store} ${judgement.query}`)).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(PRECISION_TARGET);
  }, 60_000);

  it('covers at least 60 queries in at least 8 languages, with every kind of query', () => {
    expect(JUDGEMENTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(JUDGEMENTS.map((judgement) => storeOf(judgement.store).language)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(JUDGEMENTS.map((judgement) => judgement.kind))).toEqual(
      new Set(['word', 'plural', 'typo', 'compound', 'synonym', 'phrase', 'brand', 'model', 'ean', 'sku']),
    );
  });
});
