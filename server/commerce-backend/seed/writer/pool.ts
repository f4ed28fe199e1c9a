/** Runs async tasks with at most `limit` in flight: enough parallelism to hide HTTP latency, not a flood. */
export function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Concurrency must be a positive integer, got ${limit}`);
  let active = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    active -= 1;
    queue.shift()?.();
  };
  return async (task) => {
    if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      next();
    }
  };
}

/** Maps every item through the limiter, keeping input order in the result. */
export function mapLimited<T, R>(items: readonly T[], limiter: <X>(task: () => Promise<X>) => Promise<X>,
  fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  return Promise.all(items.map((item, index) => limiter(() => fn(item, index))));
}
