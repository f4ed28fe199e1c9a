import type { EntryContext, ServerBuild } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { createRouteSharing } from '../../../server/route-sharing';

/** A build whose routes say in their handles how they keep pages; its entry answers the matched route's id. */
const buildOf = (version: string, handles: Record<string, object | undefined>) =>
  ({
    basename: '/',
    assets: { version },
    routes: Object.fromEntries(Object.entries(handles).map(([id, handle]) => [id, { id, module: { handle } }])),
    entry: { module: { default: (_request: Request, status: number) => new Response(null, { status }) } },
  }) as unknown as ServerBuild;

/** What Remix hands the entry for a document whose match ends in `leaf`. */
const renderOf = (build: ServerBuild, path: string, leaf: string) =>
  build.entry.module.default(new Request(`http://sk.localhost${path}`), 200, new Headers(), { staticHandlerContext: { matches: [{ route: { id: 'root' } }, { route: { id: leaf } }] } } as unknown as EntryContext, {} as never);

describe('which routes keep their pages, as Remix matched them (decision 164)', () => {
  it('knows a path only after a render of it reported its leaf route, shared, per cart or not at all', async () => {
    const sharing = createRouteSharing();
    const build = buildOf('a', { root: undefined, 'routes/catch-all': { sharedDocument: true }, 'routes/checkout/cart': { cartDocument: true }, 'routes/account': undefined });
    const reporting = sharing.reporting(build);
    expect(sharing.of(build, '/', '/drill-10000024/')).toBe('unknown');
    await renderOf(reporting, '/drill-10000024/', 'routes/catch-all');
    await renderOf(reporting, '/checkout/cart', 'routes/checkout/cart');
    await renderOf(reporting, '/account', 'routes/account');
    expect(sharing.of(build, '/', '/drill-10000024/')).toBe('view');
    expect(sharing.of(build, '/', '/checkout/cart')).toBe('cart');
    expect(sharing.of(build, '/', '/account')).toBeUndefined();
    // Another language's basename is another route tree's answer.
    expect(sharing.of(build, '/de', '/drill-10000024/')).toBe('unknown');
  });

  it("never answers with an earlier build's routes", async () => {
    const sharing = createRouteSharing();
    const before = buildOf('a', { root: undefined, 'routes/page': { sharedDocument: true } });
    await renderOf(sharing.reporting(before), '/page', 'routes/page');
    const after = buildOf('b', { root: undefined, 'routes/page': undefined });
    expect(sharing.of(after, '/', '/page')).toBe('unknown');
    await renderOf(sharing.reporting(after), '/page', 'routes/page');
    expect(sharing.of(after, '/', '/page')).toBeUndefined();
  });
});
