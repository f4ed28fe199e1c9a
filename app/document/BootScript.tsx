import { REGISTER_SERVICE_WORKER_SCRIPT } from '~/offline/service-worker-registration';
import { READS_CUT_BY_LEAVING_SCRIPT } from './reads-cut-by-leaving';
import { RESTORE_SCROLL_SCRIPT } from './scroll-restoration';

/** Its text goes out with the server's HTML only: hydration keeps a script's text as the server wrote it, so the
 * browser bundle drops the texts as dead code (`import.meta.env.SSR` is false there). Decisions 167, 170. */
export function BootScript({ nonce }: { nonce?: string }) {
  const text = import.meta.env.SSR ? RESTORE_SCROLL_SCRIPT + READS_CUT_BY_LEAVING_SCRIPT + REGISTER_SERVICE_WORKER_SCRIPT : '';
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
