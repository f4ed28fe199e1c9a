// The seed's manuals as real PDFs in the language asked for (a local default; production links the manufacturers'),
// with DejaVu Sans embedded so every store script (Latin, Greek, Cyrillic) prints.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { isLanguageCode, type LanguageCode } from '~/markets';
import { LOCALES_DIR } from '~/i18n/resources.server';
import { withColon } from '~/i18n/translator';
import { buildSeedData } from '../commerce-backend/seed/data';
import { faq, highlightTexts, productName, techDetails } from '../commerce-backend/seed/data/catalog/product-texts';
import type { CatalogProduct } from '../commerce-backend/seed/data/catalog/types';
import { createBoundedCache } from '~/cache/bounded-cache.server';
import { productPicture } from '../images/art/compose';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONTS = { regular: path.join(FONT_DIR, 'DejaVuSans.ttf'), bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf') };
const SKU = /^([A-Z0-9]{4,20})\.pdf$/;

let catalogue: Map<string, CatalogProduct> | undefined;
const productOf = (sku: string) => (catalogue ??= new Map(buildSeedData().catalog.map((product) => [product.sku, product]))).get(sku);

type Labels = { manual: string; brand: string; model: string; ean: string; productNumber: string; highlights: string; techDetails: string; faq: string };

const labels = new Map<LanguageCode, Labels>();
function labelsFor(language: LanguageCode): Labels {
  const known = labels.get(language);
  if (known) return known;
  const product = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, 'product.json'), 'utf8')) as {
    brand: string; productNumber: string; details: { manual: string; model: string; ean: string }; sections: { highlights: string; techDetails: string; faq: string };
  };
  const result = {
    manual: product.details.manual, brand: product.brand, model: product.details.model, ean: product.details.ean, productNumber: product.productNumber,
    highlights: product.sections.highlights, techDetails: product.sections.techDetails, faq: product.sections.faq,
  };
  labels.set(language, result);
  return result;
}

/** The manual of one seed product as a PDF. */
export async function manualPdf(product: CatalogProduct, language: LanguageCode): Promise<Buffer> {
  const text = labelsFor(language);
  const name = productName(product)[language];
  const picture = productPicture(product.leaf, product.brand.colour, product.voltage !== undefined, 1);
  // Loaded on the first manual asked for: pdfkit with its fonts is heap a worker rarely needs.
  const [{ default: PDFDocument }, { default: sharp }] = await Promise.all([import('pdfkit'), import('sharp')]);
  const image = picture ? await sharp(Buffer.from(picture)).resize(480).png({ palette: true }).toBuffer() : undefined;
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${text.manual} – ${name}`, Author: product.brand.name, Subject: product.sku } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.rect(0, 0, doc.page.width, 12).fill(product.brand.colour);
  doc.fillColor('#15181b').font('bold').fontSize(12).text(product.brand.name.toUpperCase(), { characterSpacing: 2 });
  doc.moveDown(0.5).fontSize(24).text(text.manual);
  doc.moveDown(0.3).font('regular').fontSize(15).text(name);
  if (image) doc.image(image, (doc.page.width - 240) / 2, doc.y + 16, { width: 240 }).moveDown(0.5);
  doc.y += image ? 260 : 16;
  doc.fontSize(10);
  for (const [label, value] of [[text.brand, product.brand.name], [text.model, product.model], [text.productNumber, product.sku], [text.ean, product.ean]]) {
    doc.font('bold').text(`${withColon(label, language)} `, { continued: true }).font('regular').text(value);
  }

  const heading = (title: string) => doc.moveDown(1).font('bold').fontSize(14).fillColor(product.brand.colour).text(title).fillColor('#15181b').font('regular').fontSize(10).moveDown(0.4);
  heading(text.highlights);
  doc.list(highlightTexts(product).map((highlight) => highlight[language]), { bulletRadius: 2 });
  heading(text.techDetails);
  for (const row of JSON.parse(techDetails(product)[language]) as { label: string; value: string }[]) {
    doc.font('bold').text(`${withColon(row.label, language)} `, { continued: true }).font('regular').text(row.value);
  }
  heading(text.faq);
  for (const entry of JSON.parse(faq(product)[language]) as { question: string; answer: string }[]) {
    doc.font('bold').text(entry.question).font('regular').text(entry.answer).moveDown(0.5);
  }
  doc.end();
  return done;
}

// A manual never changes while the process runs; a few hundred of them at most in memory.
const manuals = createBoundedCache<Buffer>({ name: 'manuals', maxBytes: 16 * 1024 * 1024, policy: { ttlMs: Infinity, swrMs: 0 } });

export const localManuals: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const match = SKU.exec(req.path.slice(1));
  const product = match ? productOf(match[1]) : undefined;
  if (!product) return next();
  const requested = typeof req.query.lang === 'string' ? req.query.lang : 'en';
  const language: LanguageCode = isLanguageCode(requested) ? requested : 'en';
  const key = `${product.sku}|${language}`;
  manuals.get(key, () => manualPdf(product, language)).then(
    (body) => res.set('Cache-Control', 'public, max-age=86400').type('application/pdf').set('Content-Disposition', `inline; filename="${product.sku}.pdf"`).send(body),
    (error: unknown) => next(error),
  );
};
