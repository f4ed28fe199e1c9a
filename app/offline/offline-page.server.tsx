import { standalonePageHtml } from '~/lib/standalone-page.server';

// The offline page the service worker shows when the network is gone.

const STYLE = 'body{font:1rem/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a}header{background:#c8102e;color:#fff;padding:.75rem 1rem;font-weight:700}'
  + 'main{max-width:36rem;margin:2rem auto;padding:0 1rem}a{display:inline-block;background:#c8102e;color:#fff;padding:.6rem 1.2rem;border-radius:4px;text-decoration:none}';

export interface OfflinePageTexts {
  language: string;
  siteName: string;
  title: string;
  message: string;
  retry: string;
}

export function offlinePageHtml({ language, siteName, title, message, retry }: OfflinePageTexts): string {
  return standalonePageHtml(
    { language, title: `${title} | ${siteName}`, style: STYLE },
    <>
      <header>{siteName}</header>
      <main>
        <h1>{title}</h1>
        <p>{message}</p>
        {/* Reloads the page the shopper asked for. */}
        <a href="">{retry}</a>
      </main>
    </>,
  );
}
