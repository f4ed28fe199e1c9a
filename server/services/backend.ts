import { startConfiguredBackend } from '../commerce-backend/start-configured';
import type { ServiceContext, ServiceHandle } from './types';

export interface BackendState {
  /** The embedded backend answers (always, with a real commercetools project). */
  ready(): boolean;
}

/** The embedded commerce backend, a supervised child process started by the process that runs the single-instance
 * services; a worker follows its readiness through the primary. */
export async function commerceBackend({ env, role, plan, dataDir, logger }: ServiceContext): Promise<ServiceHandle<BackendState>> {
  if (role.kind === 'worker') return { value: { ready: () => role.primary.backendReady() }, close: () => undefined };
  const backend = plan.backend === 'start' ? await startConfiguredBackend(env, dataDir, logger) : undefined;
  return { value: { ready: () => backend?.isReady() ?? true }, close: async () => backend?.stop() };
}
