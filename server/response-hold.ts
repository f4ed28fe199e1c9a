import type { Response as ExpressResponse } from 'express';

/** Holds a handler's writes until an asynchronous step ran once before the first byte (as express-session saves
 * before `end`), so it may still change status and headers or take the answer over; writes and flushes keep order. */
export interface HoldHooks {
  /** The step chose to answer itself: called with the response's own methods back, before the handler's bytes. */
  replace: () => void;
  /** Each chunk that goes out, as the handler wrote it. */
  chunk?: (bytes: Uint8Array) => void;
  /** The handler ended the response, and everything went out. */
  end?: () => void;
}

type Chunk = string | Uint8Array;

export function holdResponseUntil(res: ExpressResponse, step: () => Promise<'send' | 'replace'>, hooks: HoldHooks): void {
  const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ExpressResponse;
  const flushable = res as ExpressResponse & { flush?: () => void };
  const flush = flushable.flush?.bind(res);
  let decided: Promise<boolean> | undefined;
  // The step runs at the first write or end; after it, whether the handler's bytes go out.
  const ready = () =>
    (decided ??= step().then(
      (choice) => {
        if (choice === 'send') return true;
        const held = { write: res.write, end: res.end, flush: flushable.flush };
        Object.assign(res, { write, end, flush });
        hooks.replace();
        Object.assign(res, held);
        return false;
      },
      (error: unknown) => {
        res.destroy(error instanceof Error ? error : new Error(String(error)));
        return false;
      },
    ));

  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    void ready().then((send) => {
      if (!send) return;
      hooks.chunk?.(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      write(chunk, ...rest);
    });
    return true;
  }) as ExpressResponse['write'];
  res.end = ((...args: unknown[]) => {
    void ready().then((send) => {
      if (!send) return;
      const [chunk] = args;
      if (chunk !== undefined && typeof chunk !== 'function') hooks.chunk?.(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array));
      end(...args);
      hooks.end?.();
    });
    return res;
  }) as ExpressResponse['end'];
  if (flush) flushable.flush = () => void ready().then((send) => send && flush());
}
