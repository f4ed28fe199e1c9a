import type { Request, Response } from 'express';
import { countryFromHost, getMarket, isStoreLanguage, type CountryCode, type LanguageCode, type Market } from '~/markets';
import { resources } from '~/i18n/resources.server';
import { createTranslator, type Bundles } from '~/i18n/translator';
import { standalonePageHtml } from '~/lib/standalone-page.server';

/** The edge's own pages, from the translations alone: when they are needed, Remix's root loader may not render
 * cheaply, as the commerce backend it talks to may be what is overloaded (decision 018). */
export const STATUS_PAGES = {
  badRequest: 400,
  forbidden: 403,
  methodNotAllowed: 405,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  serviceUnavailable: 503,
} as const;
export type StatusPageKind = keyof typeof STATUS_PAGES;

export interface StatusPageOptions {
  retryAfterSeconds?: number;
  /** 405: the methods this address takes. */
  allow?: string;
  /** 429 after a form POST: the fields to send again (never passwords), so the shopper retypes nothing. */
  resend?: { action: string; fields: [string, string][] };
}

/** The store and language of a request, as far as the edge can tell without the URL rules. */
export function storeOfRequest(req: Request, storeDomains: Partial<Record<CountryCode, string>>): { market: Market; language: LanguageCode; home: string } {
  const market = getMarket(countryFromHost(req.headers.host, storeDomains));
  const first = /^\/([a-z]{2})(?:[/.]|$)/.exec(req.path)?.[1];
  const language = first && first !== market.defaultLanguage && isStoreLanguage(market, first) ? first : market.defaultLanguage;
  return { market, language, home: language === market.defaultLanguage ? '/' : `/${language}` };
}

const STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1d2327;line-height:1.45}' +
  'header{border-bottom:1px solid #d9dee2;padding:.6rem 1rem}header a{font-weight:800;font-size:1.2rem;color:#c8102e;text-decoration:none}' +
  'main{max-width:760px;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.6rem}' +
  '.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}' +
  '.btn{display:inline-flex;border:1px solid #c8102e;background:#c8102e;color:#fff;padding:.55rem 1rem;border-radius:6px;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}' +
  '.btn--ghost{background:transparent;color:#1d2327;border-color:#d9dee2}';

export function renderStatusPage(kind: StatusPageKind, store: { language: LanguageCode; home: string }, options: StatusPageOptions = {}): string {
  const { language, home } = store;
  const { resend } = options;
  const t = createTranslator(language, (resources[language] ?? resources.en) as Bundles, 'common');
  const title = t(`errors.status.${kind}.title`);
  const text = kind === 'serviceUnavailable' ? t('errors.backendUnavailable') : t(`errors.status.${kind}.text`);
  return standalonePageHtml(
    { language, title: `${title} | ${t('siteName')}`, style: STYLE },
    <>
      <header><a href={home}>{t('siteName')}</a></header>
      <main>
        <h1>{title}</h1>
        <p>{text}</p>
        <div className="actions">
          {resend && (
            <form method="post" action={resend.action}>
              {resend.fields.map(([name, value], index) => <input key={index} type="hidden" name={name} value={value} />)}
              <button className="btn" type="submit">{t('errors.status.tooManyRequests.resend')}</button>
            </form>
          )}
          <a className="btn btn--ghost" href={home}>{t('errors.go-back-to-home-page')}</a>
        </div>
      </main>
    </>,
  );
}

/** Answers with a status page: HTML for documents, a short text for script requests (single fetch, fetchers). */
export function sendStatusPage(
  req: Request,
  res: Response,
  kind: StatusPageKind,
  storeDomains: Partial<Record<CountryCode, string>>,
  options: StatusPageOptions = {},
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const status = STATUS_PAGES[kind];
  res.status(status).set('Cache-Control', 'no-store');
  if (options.retryAfterSeconds !== undefined) res.set('Retry-After', String(Math.max(1, Math.ceil(options.retryAfterSeconds))));
  if (options.allow) res.set('Allow', options.allow);
  // A request body the handler did not read must not be parsed as the next request on this connection.
  if (req.readable && !req.complete) res.set('Connection', 'close');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (req.path.endsWith('.data')) {
    res.type('text/plain').send(`${status}`);
    return;
  }
  res.type('html').send(renderStatusPage(kind, storeOfRequest(req, storeDomains), options));
}
