import { htmlToText } from '~/lib/markup.server';
import type { CmsPage } from './schema';

// A type alias (not an interface), so it fits Remix's `script:ld+json` meta value.
export type FaqPageJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  mainEntity: { '@type': 'Question'; name: string; acceptedAnswer: { '@type': 'Answer'; text: string } }[];
};

/** schema.org FAQPage for a page with FAQ blocks (the help centre), or null. */
export function faqPageJsonLd(page: Pick<CmsPage, 'blocks'>): FaqPageJsonLd | null {
  const questions = page.blocks.flatMap((block) => (block.type === 'faq' ? block.items : []));
  if (questions.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(item.answer) },
    })),
  };
}
