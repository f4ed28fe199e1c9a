import type { ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import { createLimiter } from './pool';
import { IdRegistry } from './resolve';

/** Accepts a plain function, console, or a pino logger (anything with info(message)). */
export type SeedLogger = ((message: string) => void) | { info: (message: string) => void };

export interface WriterContext {
  readonly api: ByProjectKeyRequestBuilder;
  readonly ids: IdRegistry;
  readonly limit: <T>(task: () => Promise<T>) => Promise<T>;
  readonly log: (message: string) => void;
}

export function toLogFunction(logger: SeedLogger | undefined): (message: string) => void {
  if (!logger) return () => {};
  if (typeof logger === 'function') return logger;
  return (message) => logger.info(message);
}

export function createContext(api: ByProjectKeyRequestBuilder, concurrency: number, logger?: SeedLogger): WriterContext {
  return { api, ids: new IdRegistry(), limit: createLimiter(concurrency), log: toLogFunction(logger) };
}

/** What a create or update call answers that the seed needs. */
export interface Created {
  readonly id: string;
  readonly version: number;
  readonly key?: string;
}
