import { renderToStaticMarkup } from 'react-dom/server';
import { MailDocument } from './MailDocument';
import { mailText, type MailContent } from './mail-content';

// One layout for every mail: a template gives blocks in the shopper's language, React renders the HTML part
// (escaping every text in it), and the text part is made from the same blocks.

export type { MailBlock, MailContent } from './mail-content';

export interface RenderedMail {
  template: string;
  language: string;
  subject: string;
  html: string;
  text: string;
}

export function renderMail(content: MailContent): RenderedMail {
  const html = `<!doctype html>${renderToStaticMarkup(<MailDocument content={content} />)}`;
  return { template: content.template, language: content.language, subject: content.subject, html, text: mailText(content) };
}
