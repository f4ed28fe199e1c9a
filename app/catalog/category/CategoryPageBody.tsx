import { Link, useLocation } from '@remix-run/react';
import { QUICK_ADD_FORMS } from '~/catalog/components/card-islands';
import { ResponsiveImg } from '~/components/ResponsiveImg';
import { useTranslation } from '~/i18n/react';
import { useLitePage } from '~/root-data';
import { Island } from '~/islands/Island';
import { ListingBody } from '~/catalog/listing/components/ListingBody';
import type { CategoryBodyView, CategoryPageData, CategoryPageLink } from './category-page.server';

function CategoryLinks({ links, label, className }: { links: CategoryPageLink[]; label: string; className: string }) {
  if (links.length === 0) return null;
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.id}><Link to={link.path} prefetch="none">{link.name}</Link></li>
        ))}
      </ul>
    </nav>
  );
}

/** An island: a document carries its HTML, not its data. The listing island's quick adds inside it are enhanced by
 *  this island's enhancer, as the inner island is not mounted while the document's HTML shows. */
export function CategoryPageBody({ page }: { page: CategoryPageData }) {
  const location = useLocation();
  return (
    <Island name="category" version={`${location.pathname}${location.search}`} className="container category-page" data={page.body} forms={QUICK_ADD_FORMS}>
      {(body) => <CategoryContent name={page.name} page={body} />}
    </Island>
  );
}

function CategoryContent({ name, page }: { name: string; page: CategoryBodyView }) {
  const { t } = useTranslation('catalog');
  // A lite page's blog posts are their titles: they sit below the listing.
  const lite = useLitePage();
  return (
    <>
      <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
        <ol>
          {page.breadcrumb.map((item) => (
            <li key={item.path ?? item.name}>
              {item.path ? <Link to={item.path} prefetch="none">{item.name}</Link> : <span aria-current="page">{item.name}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <h1>{name}</h1>
      <CategoryLinks
        links={page.subcategories.links}
        label={t(page.subcategories.kind === 'children' ? 'category.subcategories' : 'category.siblings')}
        className="chips"
      />
      <ListingBody view={page.listing} />
      {page.contentHtml ? (
        // Sanitised on the server (allow-list of text tags, safe links only).
        <section className="category-content" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
      ) : null}
      {page.related.length > 0 ? (
        <section className="category-related">
          <h2>{t('category.related')}</h2>
          <CategoryLinks links={page.related} label={t('category.related')} className="chips" />
        </section>
      ) : null}
      {page.blogPosts.length > 0 ? (
        <section className="category-blog">
          <h2>{t('category.blog')}</h2>
          <ul className="grid">
            {page.blogPosts.map((post) => (
              <li key={post.url} className="card">
                {post.url.startsWith('/') ? (
                  <Link to={post.url} prefetch="none">
                    {post.image && !lite ? <ResponsiveImg url={post.image} alt="" width={160} height={160} loading="lazy" decoding="async" /> : null}
                    {post.title}
                  </Link>
                ) : (
                  <a href={post.url} rel="noopener">{post.title}</a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
