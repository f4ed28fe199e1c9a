import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentPage } from '~/content/ContentPage';
import { NotFoundBlocks } from '~/content/NotFoundBlocks';
import { PromoBanners } from '~/content/PromoBanners';
import type { CmsPage, NotFoundBlocksContent, PromoBannersContent } from '~/content/schema';
import { faqPageJsonLd } from '~/content/structured-data';

/** Server markup under a language basename, as Remix renders it for /fr in BE. */
const render = (element: ReactElement, basename = '/fr') =>
  renderToStaticMarkup(createElement(StaticRouter, { location: `${basename}/x`, basename }, element));

const page: CmsPage = {
  slug: 'help-centre',
  title: 'Centre d’aide',
  metaDescription: 'd',
  source: 'pages/help-centre/fr.json',
  blocks: [
    { type: 'html', html: '<p>Bonjour <a href="/fr/payment/">paiement</a></p>' },
    { type: 'faq', items: [{ question: 'Livraison ?', answer: '<p>2 à 4 jours &amp; gratuite</p>' }, { question: 'Retour ?', answer: '<p>14 jours</p>' }] },
    { type: 'links', title: 'Plus', items: [{ label: 'CGV', href: '/terms-and-conditions/' }, { label: 'Externe', href: 'https://example.com/' }] },
  ],
};

describe('ContentPage', () => {
  const html = render(createElement(ContentPage, { page }));

  it('renders the title as the only h1, then the sanitised HTML as is', () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<h1 id="content-title">Centre d’aide</h1>');
    expect(html).toContain('<div class="content-html"><p>Bonjour <a href="/fr/payment/">paiement</a></p></div>');
  });

  it('renders FAQ items as details/summary, which open without JavaScript', () => {
    expect(html).toContain('<details><summary>Livraison ?</summary><div><p>2 à 4 jours &amp; gratuite</p></div></details>');
    expect(html.match(/<details>/g)).toHaveLength(2);
  });

  it('keeps the language prefix on site links and leaves https links alone', () => {
    expect(html).toContain('href="/fr/terms-and-conditions/"');
    expect(html).toContain('<a href="https://example.com/">Externe</a>');
  });
});

const banners: PromoBannersContent = {
  heading: 'Offres du moment',
  banners: ['a', 'b', 'c'].map((name) => ({
    title: `Titre ${name}`, text: `Texte ${name}`, href: `/search?tag=${name}`,
    image: { url: `/__images/banners/${name}`, alt: `Image ${name}`, width: 640, height: 320 },
  })),
};

describe('PromoBanners', () => {
  const html = render(createElement(PromoBanners, { content: banners }));
  const images = html.match(/<img[^>]*>/g) ?? [];

  it('names the region and links every banner inside the language', () => {
    expect(html).toContain('aria-label="Offres du moment"');
    expect(html).toContain('href="/fr/search?tag=b"');
    expect(html.match(/<h2/g)).toHaveLength(3);
  });

  it('gives every image its size, loads the first eagerly with high priority and the rest lazily', () => {
    expect(images).toHaveLength(3);
    for (const image of images) expect(image).toMatch(/width="640" height="320"/);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('fetchpriority="high"');
    expect(images[1]).toContain('loading="lazy"');
    expect(images[2]).toContain('loading="lazy"');
    expect(images[1]).not.toContain('fetchpriority');
    expect(images[0]).toContain('alt="Image a"');
  });
});

describe('NotFoundBlocks', () => {
  const content: NotFoundBlocksContent = {
    departments: { title: 'Nos rayons', items: [{ label: 'Atelier', href: '/atelier/' }, { label: 'Jardin', href: '/jardin/' }] },
    brands: { title: 'Marques de confiance', items: [{ name: 'Kraftwerk Pro', href: '/search?brand=Kraftwerk%20Pro' }] },
  };

  it('renders both blocks with headings and plain links', () => {
    const html = render(createElement(NotFoundBlocks, { content }), '/');
    expect(html).toContain('<h2 id="not-found-departments">Nos rayons</h2>');
    expect(html).toContain('href="/atelier/">Atelier</a>');
    expect(html).toContain('<h2 id="not-found-brands">Marques de confiance</h2>');
    expect(html).toContain('href="/search?brand=Kraftwerk%20Pro"');
  });
});

describe('faqPageJsonLd', () => {
  it('describes the FAQ items with plain-text answers', () => {
    expect(faqPageJsonLd(page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Livraison ?', acceptedAnswer: { '@type': 'Answer', text: '2 à 4 jours & gratuite' } },
        { '@type': 'Question', name: 'Retour ?', acceptedAnswer: { '@type': 'Answer', text: '14 jours' } },
      ],
    });
  });

  it('is null for a page without FAQ', () => {
    expect(faqPageJsonLd({ ...page, blocks: [page.blocks[0]] })).toBeNull();
  });
});
