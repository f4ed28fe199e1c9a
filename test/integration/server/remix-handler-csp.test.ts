// The CSP a page's loader widens, as it leaves the server: the edge's security headers, then Remix through the
// shop's handler (decision 096) with a one-route build whose loader names the card provider's origins and a
// wallet's source on the load context's record, as the payment step does (decisions 042, 061, 100).
import { listenLocally } from '../../listen';
import express from 'express';
import type { AppLoadContext, LoaderFunctionArgs, ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowConnectSources, allowProviderOrigins } from '~/lib/content-security';
import { contentSecurityOf, securityHeaders } from '../../../server/edge/security-headers';
import { createRemixHandler } from '../../../server/remix-handler';
import { getMarket } from '~/markets';

const PROVIDER = 'https://checkoutshopper-test.adyen.com';
const WALLET = 'https://pay.google.com';

function loader({ request, context }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.has('pay')) {
    allowProviderOrigins(context.storefront.request.contentSecurity, [PROVIDER]);
    allowConnectSources(context.storefront.request.contentSecurity, [WALLET]);
  }
  return null;
}

const build = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) =>
        new Response('<!DOCTYPE html><html><body>page</body></html>', { status, headers: { ...Object.fromEntries(headers), 'Content-Type': 'text/html' } }),
    },
  },
  routes: { root: { id: 'root', path: '', module: { default: () => null, loader } } },
  assets: { version: '1', url: '/manifest.js', entry: { module: '/entry.js', imports: [] }, routes: { root: { id: 'root', path: '', module: '/root.js', hasLoader: true, hasAction: false, hasCatchBoundary: false, hasErrorBoundary: false } } },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  isSpaMode: false,
  mode: 'production',
  basename: '/',
} as unknown as ServerBuild;

async function startServer() {
  const app = express();
  app.use(securityHeaders({ hsts: false }));
  app.use((req, res, next) => {
    res.locals.state.shop = { host: req.headers.host!, requestHost: req.headers.host!, protocol: 'http', render: { bot: true, saveData: false, noScript: false, firstVisit: true } };
    res.locals.state.page = { kind: 'page', market: getMarket('GB'), language: 'en', basename: '/', url: req.originalUrl };
    next();
  });
  const handler = createRemixHandler({
    build: async () => build,
    mode: 'production',
    // The few members of the storefront context the handler's finishing step reads, and the record loaders widen.
    getLoadContext: async (_req, res) => ({ storefront: { request: { contentSecurity: contentSecurityOf(res), render: { bot: true } }, shopper: { session: { commit: async () => null } } } }) as unknown as AppLoadContext,
    sendUnavailable: (_req, res) => void res.status(503).end(),
  });
  app.use(handler);
  return listenLocally(app);
}

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function served(path: string) {
  const response = await fetch(`${server.base}${path}`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('page');
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(policy.split(';').map((directive) => {
    const [name, ...sources] = directive.trim().split(/\s+/);
    return [name!, sources] as const;
  }));
}

describe('the CSP of a page Remix rendered', () => {
  it('is the shop\'s own when the loader named nothing', async () => {
    const policy = await served('/');
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.has('frame-src')).toBe(false);
  });

  it('carries the provider\'s origins and the wallet\'s source the loader named, and nothing else', async () => {
    const policy = await served('/?pay');
    expect(policy.get('connect-src')).toEqual(["'self'", PROVIDER, WALLET]);
    expect(policy.get('form-action')).toEqual(["'self'", PROVIDER]);
    expect(policy.get('frame-src')).toEqual(["'self'", PROVIDER]);
    expect(policy.get('script-src')?.slice(1)).toEqual(["'strict-dynamic'", PROVIDER]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
