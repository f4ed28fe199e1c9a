/** Worker replacement (decision 130), free of node:cluster so it can be tested: once the replacement listens the old
 * worker finishes its requests and exits, and neither exit starts another worker. */
export class WorkerReplacements {
  /** A replacement that does not listen yet → the worker it replaces (still serving). */
  private readonly pending = new Map<number, number>();
  /** Old workers told to stop. */
  private readonly retiring = new Set<number>();

  /** Whether `worker` asking to be replaced should get a replacement now (not while one is under way). */
  wanted(worker: number): boolean {
    return !this.retiring.has(worker) && ![...this.pending.values()].includes(worker);
  }

  started(replacement: number, worker: number): void {
    this.pending.set(replacement, worker);
  }

  /** A worker listens: the worker it replaces, which may stop now; undefined when it replaces none. */
  listening(worker: number): number | undefined {
    const old = this.pending.get(worker);
    if (old === undefined) return undefined;
    this.pending.delete(worker);
    this.retiring.add(old);
    return old;
  }

  /** A worker exited: whether another should start in its place. */
  exited(worker: number): boolean {
    // An old worker that was told to stop, or one that died while its replacement was starting: the replacement
    // takes its place.
    if (this.retiring.delete(worker)) return false;
    for (const [replacement, old] of this.pending) {
      if (old === worker) {
        this.pending.delete(replacement);
        return false;
      }
    }
    // A replacement that died before it listened: the old worker still serves, and asks again later.
    return !this.pending.delete(worker);
  }
}
