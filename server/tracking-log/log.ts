import fs from 'node:fs';
import path from 'node:path';
import type { TrackedEvent } from '~/tracking/events';
import type { TrackingSink } from '~/tracking/tracker.server';

/** Brief: "Tracking: local event log": one JSON line per event the tracking service would get. Past MAX_BYTES the
 * file is rotated once and the older one dropped: a local log, not an archive. */
export interface TrackingLog extends TrackingSink {
  /** Newest first; only one device's events when `cookie` is given. */
  list(options?: { cookie?: string; limit?: number }): TrackedEvent[];
  /** Every pending write is on disk. */
  flush(): Promise<void>;
}

const MAX_BYTES = 5 * 1024 * 1024;

function readLines(file: string): TrackedEvent[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const events: TrackedEvent[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      events.push(JSON.parse(line) as TrackedEvent);
    } catch {
      // A line cut short by a crash is skipped.
    }
  }
  return events;
}

export function openTrackingLog(dataDir: string): TrackingLog {
  const dir = path.join(dataDir, 'tracking');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'events.ndjson');
  const previous = path.join(dir, 'events.1.ndjson');
  // One write at a time, in order: lines never interleave.
  let chain: Promise<void> = Promise.resolve();

  const append = async (line: string) => {
    const size = await fs.promises.stat(file).then((stat) => stat.size, () => 0);
    if (size + line.length > MAX_BYTES) await fs.promises.rename(file, previous);
    await fs.promises.appendFile(file, line, 'utf8');
  };

  return {
    send(event) {
      const next = chain.then(() => append(`${JSON.stringify(event)}\n`));
      chain = next.catch(() => undefined);
      return next;
    },
    list(options = {}) {
      const all = [...readLines(previous), ...readLines(file)].reverse();
      const mine = options.cookie ? all.filter((event) => event.cookie === options.cookie) : all;
      return mine.slice(0, options.limit ?? 500);
    },
    flush: () => chain,
  };
}
