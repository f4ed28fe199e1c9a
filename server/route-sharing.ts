// The page cache must know a route's handle (`sharedDocument`, `cartDocument`) before the render, so Remix's own match
// tells: each document render reports its leaf route here for the path's next request (decision 164).
import type { EntryContext, ServerBuild } from '@remix-run/node';
import { boundedRecords } from '~/cache/bounded-cache.server';
import type { DocumentSharing, SharedDocumentHandle } from '~/lib/shared-document';

type Known = NonNullable<DocumentSharing> | 'none';

/** Room for every page of the catalogue in every language; a path pushed out is learnt again by its next render. */
const MEMO_BYTES = 4 * 1024 * 1024;

export interface RouteSharing {
  /** How this build's route for the path keeps its pages; 'unknown' until a render of the path reported it. */
  of(build: ServerBuild, basename: string, pathname: string): DocumentSharing | 'unknown';
  /** The build handed to Remix, whose document entry reports each render's route before it renders. */
  reporting(build: ServerBuild): ServerBuild;
}

export function createRouteSharing(): RouteSharing {
  const known = boundedRecords<Known>({ maxBytes: MEMO_BYTES });
  // A build's version names its routes and their modules: a new build learns every path again.
  const keyOf = (version: string, basename: string, pathname: string) => `${version}\n${basename}\n${pathname}`;
  const sharingOf = (handle: SharedDocumentHandle | undefined): Known => (handle?.sharedDocument === true ? 'view' : handle?.cartDocument === true ? 'cart' : 'none');

  return {
    of(build, basename, pathname) {
      const sharing = known.get(keyOf(build.assets.version, basename, pathname));
      return sharing === undefined ? 'unknown' : sharing === 'none' ? undefined : sharing;
    },
    reporting(build) {
      const render = build.entry.module.default;
      const basename = build.basename ?? '/';
      const reported: typeof render = (request, status, headers, context: EntryContext, loadContext) => {
        const leaf = context.staticHandlerContext.matches.at(-1);
        const handle = leaf ? (build.routes[leaf.route.id]?.module.handle as SharedDocumentHandle | undefined) : undefined;
        known.set(keyOf(build.assets.version, basename, new URL(request.url).pathname), sharingOf(handle));
        return render(request, status, headers, context, loadContext);
      };
      return { ...build, entry: { module: { ...build.entry.module, default: reported } } };
    },
  };
}
