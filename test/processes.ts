// The processes a test started and what they run, from /proc (Linux): the bench's RSS per role, the e2e check
// that the production server runs compiled JavaScript.
import fs from 'node:fs';

export function childPids(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The process's environment variables; none when it has ended. */
export function environmentOf(pid: number): Record<string, string> {
  try {
    const pairs = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
    return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  } catch {
    return {};
  }
}

/** The process's arguments, the executable first; none when it has ended. */
export function commandLine(pid: number): string[] {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}
