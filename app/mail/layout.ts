import { withColon } from '~/i18n/translator';
import { escapeHtml } from '~/lib/html';

// One layout for every mail of the shop (password reset, order confirmation; newsletter opt-in later):
// a template gives blocks in the shopper's language, the layout makes the HTML part and the plain-text part
// from the same blocks, so the two never say different things.

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

export interface RenderedMail {
  template: string;
  language: string;
  subject: string;
  html: string;
  text: string;
}


/** Only web links may become a button: a mail must never carry a javascript: or data: link. */
function safeHref(href: string): string {
  const url = new URL(href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`mail link with protocol ${url.protocol}`);
  return url.href;
}

const BRAND = '#0b5cad';

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'action':
      return `<p style="margin:24px 0"><a href="${escapeHtml(safeHref(block.href))}" style="background:${BRAND};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(block.label)}</a></p>`
        + `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(safeHref(block.href))}</p>`;
    case 'table':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
        .map((row) => `<tr><td style="padding:4px 16px 4px 0">${escapeHtml(row.label)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(row.value)}</td></tr>`)
        .join('')}</table>`;
    case 'lines':
      return `<h2 style="font-size:15px;margin:16px 0 4px">${escapeHtml(block.title)}</h2><p style="margin:0 0 16px">${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'smallPrint':
      return `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(block.text)}</p>`;
  }
}

function textBlock(block: MailBlock, language: string): string {
  switch (block.kind) {
    case 'paragraph':
    case 'smallPrint':
      return block.text;
    case 'action':
      return `${block.label}:\n${safeHref(block.href)}`;
    case 'table':
      return block.rows.map((row) => `${withColon(row.label, language)} ${row.value}`).join('\n');
    case 'lines':
      return [block.title, ...block.lines].join('\n');
  }
}

export function renderMail(content: MailContent): RenderedMail {
  const html = `<!doctype html><html lang="${escapeHtml(content.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`
    + `<body style="margin:0;background:#f3f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d2327;line-height:1.5">`
    + `<div style="max-width:560px;margin:0 auto;padding:24px">`
    + `<p style="font-size:20px;font-weight:bold;color:${BRAND};margin:0 0 16px">${escapeHtml(content.siteName)}</p>`
    + `<div style="background:#fff;border-radius:8px;padding:24px">`
    + `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`
    + content.blocks.map(htmlBlock).join('')
    + `</div><p style="font-size:12px;color:#777;margin:16px 0 0">${escapeHtml(content.footer)}</p></div></body></html>`;
  const text = [content.siteName, '', content.heading, '', ...content.blocks.map((block) => textBlock(block, content.language)).flatMap((part) => [part, '']), '--', content.footer].join('\n');
  return { template: content.template, language: content.language, subject: content.subject, html, text };
}
