import { ApiRoot, type ByProjectKeyRequestBuilder, type ClientRequest, type ClientResponse } from '@commercetools/platform-sdk';
import type { SeedLogger } from './writer/context';

/** Structurally the backend's `SeedTarget`: `request` calls its own HTTP API without a socket, and throws an error
 * carrying `status` and `body` on a non-2xx answer. */
export interface InProcessSeedTarget {
  readonly projectKey: string;
  request(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
  readonly logger?: SeedLogger;
}

/** What seed() and friends accept: an SDK API root for any commercetools API, or the in-process target. */
export type SeedApi = ByProjectKeyRequestBuilder | InProcessSeedTarget;

export function isInProcessTarget(value: SeedApi): value is InProcessSeedTarget {
  return typeof (value as Partial<InProcessSeedTarget>).request === 'function'
    && typeof (value as Partial<InProcessSeedTarget>).projectKey === 'string';
}

const METHODS = new Set(['GET', 'POST', 'DELETE']);

/** An SDK API root whose requests go through `target.request`, so the seed code stays SDK-only. */
export function apiRootFromRequest(target: InProcessSeedTarget): ByProjectKeyRequestBuilder {
  const prefix = `/${target.projectKey}`;
  const executeRequest = async (request: ClientRequest): Promise<ClientResponse> => {
    if (!METHODS.has(request.method)) throw new Error(`Seed: ${request.method} is not supported in process`);
    const uri = request.uri ?? '';
    const path = uri === prefix || uri.startsWith(`${prefix}/`) || uri.startsWith(`${prefix}?`) ? uri.slice(prefix.length) : uri;
    const body = await target.request(request.method as 'GET' | 'POST' | 'DELETE', path, request.body);
    return { body, statusCode: 200 };
  };
  return new ApiRoot({ executeRequest }).withProjectKey({ projectKey: target.projectKey });
}

/** The API root and a default logger for either kind of target. */
export function resolveTarget(target: SeedApi): { api: ByProjectKeyRequestBuilder; logger: SeedLogger | undefined } {
  return isInProcessTarget(target) ? { api: apiRootFromRequest(target), logger: target.logger } : { api: target, logger: undefined };
}
