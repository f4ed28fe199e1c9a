import { Link } from '@remix-run/react';
import type { CmsBlock, CmsFaqBlock, CmsLinksBlock, CmsPage } from './schema';

/** Site paths go through <Link> so the language prefix (Remix basename) is kept; https links leave the shop. */
function ContentLink({ href, children }: { href: string; children: string }) {
  return href.startsWith('/') ? <Link to={href} prefetch="none">{children}</Link> : <a href={href}>{children}</a>;
}

/** Native <details>: questions open and close without JavaScript. */
function FaqBlock({ block }: { block: CmsFaqBlock }) {
  return (
    <div className="content-faq">
      {block.items.map((item, index) => (
        <details key={index}>
          <summary>{item.question}</summary>
          {/* Sanitised on the server (sanitize.server.ts). */}
          <div dangerouslySetInnerHTML={{ __html: item.answer }} />
        </details>
      ))}
    </div>
  );
}

function LinksBlock({ block }: { block: CmsLinksBlock }) {
  return (
    <nav className="content-links" aria-label={block.title}>
      {block.title ? <h2>{block.title}</h2> : null}
      <ul>
        {block.items.map((item, index) => (
          <li key={index}><ContentLink href={item.href}>{item.label}</ContentLink></li>
        ))}
      </ul>
    </nav>
  );
}

function Block({ block }: { block: CmsBlock }) {
  switch (block.type) {
    case 'html':
      // Sanitised on the server: an allow-list of text tags, links only to site paths and https.
      return <div className="content-html" dangerouslySetInnerHTML={{ __html: block.html }} />;
    case 'faq':
      return <FaqBlock block={block} />;
    case 'links':
      return <LinksBlock block={block} />;
  }
}

/** A CMS content page (privacy-data, payment, help-centre …): the title as h1, then its blocks. */
export function ContentPage({ page }: { page: CmsPage }) {
  return (
    <article className="container content-page" aria-labelledby="content-title">
      <h1 id="content-title">{page.title}</h1>
      {page.blocks.map((block, index) => <Block key={index} block={block} />)}
    </article>
  );
}
