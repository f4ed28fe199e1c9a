import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** onRequest: under load the storefront may give up on a request before it is parsed, and its work would only delay
 * live ones. The close is read right after the request bytes, so one event-loop turn lets it arrive first. */
export function skipAbandonedRequests() {
  const counts = { skipped: 0 };
  const hook = async (request: FastifyRequest, reply: FastifyReply) => {
    await nextTurn();
    const socket = request.raw.socket;
    if (!socket.destroyed && !socket.readableEnded && !request.raw.destroyed) return;
    counts.skipped += 1;
    // 499 as nginx logs it; nobody reads the answer.
    return reply.code(499).send();
  };
  return { hook, counts };
}
