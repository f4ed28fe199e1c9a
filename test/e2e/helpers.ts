import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** The store of a country, reached through its host as the brief says ({country}.localhost). */
export function storeUrl(country: string, path = '/'): string {
  return `http://${country.toLowerCase()}.localhost:${PORT}${path}`;
}

/**
 * A raw HTTP request to a store. Node's resolver does not always map *.localhost to loopback (Chromium
 * does), so connect to 127.0.0.1 and name the store in the Host header.
 */
export function storeRequest(request: APIRequestContext, country: string, path: string, headers: Record<string, string> = {}) {
  return request.get(`http://127.0.0.1:${PORT}${path}`, {
    maxRedirects: 0,
    headers: { host: `${country.toLowerCase()}.localhost:${PORT}`, ...headers },
  });
}

/**
 * axe injects a script, which a JavaScript-disabled page refuses; then the same URL is analysed in a
 * context that runs scripts but blocks the shop's own, so axe sees the server-rendered document.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const jsEnabled = test.info().project.use.javaScriptEnabled !== false;
  let target = page;
  if (!jsEnabled) {
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
    target = await context.newPage();
    await target.route('**/assets/**/*.js', (route) => route.abort());
    await target.goto(page.url());
  }
  const results = await new AxeBuilder({ page: target }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  if (target !== page) await target.context().close();
}
