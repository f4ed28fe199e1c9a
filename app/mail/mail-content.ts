import { withColon } from '~/i18n/translator';

// What a mail says, as blocks in the shopper's language: the layout makes the HTML part (MailDocument) and the
// plain-text part (mailText) from the same blocks, so the two never say different things.

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** The one thing the mail asks the reader to do; a button in HTML, the bare URL in text. */
  | { kind: 'action'; label: string; href: string }
  /** Label/value rows (an order's lines, totals). */
  | { kind: 'table'; rows: Array<{ label: string; value: string }> }
  /** A titled group of lines (an address, bank details). */
  | { kind: 'lines'; title: string; lines: string[] }
  | { kind: 'smallPrint'; text: string };

export interface MailContent {
  /** Which template made it (logged, never the body). */
  template: string;
  language: string;
  subject: string;
  heading: string;
  blocks: MailBlock[];
  /** Shop name and the footer line. */
  siteName: string;
  footer: string;
}

/** Only web links may become a button: a mail must never carry a javascript: or data: link. */
export function safeHref(href: string): string {
  const url = new URL(href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`mail link with protocol ${url.protocol}`);
  return url.href;
}

function textBlock(block: MailBlock, language: string): string {
  switch (block.kind) {
    case 'paragraph':
    case 'smallPrint':
      return block.text;
    case 'action':
      return `${withColon(block.label, language)}\n${safeHref(block.href)}`;
    case 'table':
      return block.rows.map((row) => `${withColon(row.label, language)} ${row.value}`).join('\n');
    case 'lines':
      return [block.title, ...block.lines].join('\n');
  }
}

/** The plain-text part. */
export function mailText(content: MailContent): string {
  const blocks = content.blocks.map((block) => textBlock(block, content.language)).flatMap((part) => [part, '']);
  return [content.siteName, '', content.heading, '', ...blocks, '--', content.footer].join('\n');
}
