import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { warmUpLinks, warmUpPages } from '../../../server/warm-up';

const silent = pino({ level: 'silent' });
const HOME = '<a href="/">Home</a><a href="/search?query=x">S</a><a href="/power-tools/">Power tools</a><a href="/cordless-drill-norvik-ds-18-10000002/">Drill</a>';

describe('warm-up before a worker opens its port (issue 12: cold product pages)', () => {
  it('finds the first category and product links of the home page', () => {
    expect(warmUpLinks(HOME)).toEqual({ category: '/power-tools/', product: '/cordless-drill-norvik-ds-18-10000002/' });
    expect(warmUpLinks('<p>nothing</p>')).toEqual({ category: undefined, product: undefined });
  });

  it('renders the home page, then its first category and product, as a browser of the default store asks for them', async () => {
    const seen: { url?: string; host?: string; agent?: string }[] = [];
    const app = (req: IncomingMessage, res: ServerResponse) => {
      seen.push({ url: req.url, host: req.headers.host, agent: req.headers['user-agent'] });
      res.writeHead(200, { 'content-type': 'text/html' }).end(req.url === '/' ? HOME : '<h1>page</h1>');
    };
    const rendered = await warmUpPages(app, 'sk.localhost:3000', silent);
    expect(rendered).toEqual(['/ 200', '/power-tools/ 200', '/cordless-drill-norvik-ds-18-10000002/ 200']);
    expect(seen.map((request) => request.url)).toEqual(['/', '/power-tools/', '/cordless-drill-norvik-ds-18-10000002/']);
    expect(seen.every((request) => request.host === 'sk.localhost:3000' && /Chrome\//.test(request.agent ?? ''))).toBe(true);
  });

  it('never stops a start: a failing page is logged and the warm-up ends', async () => {
    const app = (_req: IncomingMessage, res: ServerResponse) => {
      res.socket?.destroy();
    };
    await expect(warmUpPages(app, 'sk.localhost:3000', silent)).resolves.toEqual([]);
  });
});
