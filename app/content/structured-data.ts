import type { CmsPage } from './schema';

/** Answer text for JSON-LD: the sanitised HTML without tags and with entities of the sanitiser decoded. */
function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

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
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  };
}
