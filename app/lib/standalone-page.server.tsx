import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Outside the Remix document (the offline page, the edge's status pages): its own inline style, no script, not for
 * search engines. */
export function standalonePageHtml(page: { language: string; title: string; style: string }, body: ReactNode): string {
  const markup = renderToStaticMarkup(
    <html lang={page.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{page.title}</title>
        <style dangerouslySetInnerHTML={{ __html: page.style }} />
      </head>
      <body>{body}</body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}
