// Everything kept is bounded by bytes; a memory ceiling guards against what no bound foresaw (a library leak, native
// memory), restarting a process so that nothing is lost (decision 130).
import fs from 'node:fs';
import { inheritedEnvironment } from './env';

/** How often a process's memory is read, and how many readings in a row above the ceiling count. */
export const MEMORY_SAMPLE_MS = 10_000;
export const READINGS_OVER_CEILING = 3;

const MB = 1024 * 1024;

/** This process's resident memory in MB. */
export const ownRssMb = (): number => Math.round(process.memoryUsage.rss() / MB);

/** Another process's resident memory in MB, from /proc (Linux); undefined where it cannot be read. */
export function rssMbOf(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

export interface MemoryWatch {
  /** One reading (the timer calls it; tests call it directly). */
  check(): void;
  stop(): void;
}

/** `readings` in a row above the ceiling call `onExceeded` once, then the count starts again (the caller's restart
 * takes a while); a reading that cannot be taken counts as below. */
export function watchMemory(options: {
  ceilingMb: number;
  read: () => number | undefined;
  onExceeded: (rssMb: number) => void;
  intervalMs?: number;
  readings?: number;
}): MemoryWatch {
  const needed = options.readings ?? READINGS_OVER_CEILING;
  let over = 0;
  const check = () => {
    const rss = options.read();
    over = rss !== undefined && rss > options.ceilingMb ? over + 1 : 0;
    if (over < needed || rss === undefined) return;
    over = 0;
    options.onExceeded(rss);
  };
  const timer = setInterval(check, options.intervalMs ?? MEMORY_SAMPLE_MS);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}

/** Runs this process again in its place (same pid, arguments, environment); where the platform cannot, it exits
 * with 1 for its process manager to start it again. */
export function runAgain(): never {
  const execve = (process as { execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never }).execve;
  if (execve) execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], inheritedEnvironment());
  process.exit(1);
}
