import type { ServiceRoute } from './types';
import type { Logger } from 'pino';
import type { ServiceHandle } from './types';

/** Closing goes backwards from the build order, so each service closes while what it was built on still runs; a
 * close that fails is logged and the rest still close. */
export class ServiceStack {
  private readonly built: Array<{ name: string; close: () => Promise<void> | void }> = [];
  private readonly mounted: ServiceRoute[] = [];

  constructor(private readonly logger: Pick<Logger, 'error'>) {}

  /** Keeps the handle for closing and its routes for mounting; gives its value. */
  add<T>(name: string, handle: ServiceHandle<T>): T {
    this.built.push({ name, close: handle.close });
    if (handle.routes) this.mounted.push(...handle.routes);
    return handle.value;
  }

  /** Every route of the services so far, in building order. */
  get routes(): readonly ServiceRoute[] {
    return this.mounted;
  }

  /** Names in building order (start-up logs, tests). */
  get names(): string[] {
    return this.built.map((service) => service.name);
  }

  async close(): Promise<void> {
    for (const service of this.built.splice(0).reverse()) {
      try {
        await service.close();
      } catch (err) {
        this.logger.error({ err, service: service.name }, 'service did not close cleanly');
      }
    }
  }
}
