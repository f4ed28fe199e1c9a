// The embedded backend as both process shapes start it: the cluster primary for its workers, a single process
// for itself. Imported lazily, so a shop on a real commercetools project never loads the supervisor.
import type { Logger } from 'pino';
import { usesEmbeddedBackend, type ServerEnv } from '../env';
import type { EmbeddedBackendHandle } from './supervisor.server';

/** Starts the embedded backend when the configuration names no commercetools project; else undefined. */
export async function startConfiguredBackend(env: ServerEnv, dataDir: string, logger: Logger): Promise<EmbeddedBackendHandle | undefined> {
  if (!usesEmbeddedBackend(env)) return undefined;
  const { startEmbeddedBackend } = await import('./supervisor.server');
  return startEmbeddedBackend({
    port: env.EMBEDDED_CT_PORT,
    dataDir,
    projectKey: env.EMBEDDED_CT_PROJECT_KEY,
    logger: logger.child({ service: 'commerce-backend' }),
    env: { MALLOC_ARENA_MAX: String(env.MALLOC_ARENA_MAX) },
    memoryCeilingMb: env.BACKEND_MEMORY_MB,
  });
}
