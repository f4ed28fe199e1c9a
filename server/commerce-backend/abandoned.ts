import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onRequest: skips a request whose client is already gone. Under load a request can sit in the
 * socket for seconds; by the time it is parsed the storefront has given up on it (deadline, or its
 * shopper left) and closed the connection, and doing the work would only delay live requests. The
 * close (EOF or reset) is read right after the request bytes, so one turn of the event loop lets it
 * arrive before deciding. Work already started cannot be stopped: the mock's handlers run to the end.
 */
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
