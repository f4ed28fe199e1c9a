import { Link } from '@remix-run/react';
import type { NotFoundBlocksContent } from './schema';

/** Spec §8: a not-found error screen shows a no-results view with department and trusted-brand blocks from the
 * content system. Plain links, so they work without JavaScript. */
export function NotFoundBlocks({ content }: { content: NotFoundBlocksContent }) {
  return (
    <div className="not-found-blocks">
      <section aria-labelledby="not-found-departments">
        <h2 id="not-found-departments">{content.departments.title}</h2>
        <ul className="grid not-found-blocks__list">
          {content.departments.items.map((item, index) => (
            <li key={index} className="card"><Link to={item.href} prefetch="none">{item.label}</Link></li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="not-found-brands">
        <h2 id="not-found-brands">{content.brands.title}</h2>
        <ul className="not-found-blocks__brands">
          {content.brands.items.map((item, index) => (
            <li key={index}><Link to={item.href} prefetch="none">{item.name}</Link></li>
          ))}
        </ul>
      </section>
    </div>
  );
}
