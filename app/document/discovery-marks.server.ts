import { DISCOVERY_MARK } from './discovery-marks';

const MARK = Buffer.from(DISCOVERY_MARK);
const EMPTY = Buffer.alloc(0);

/** How many bytes at the end of `data` could be the start of a mark that the next chunk completes. */
function partialMarkAtEnd(data: Buffer): number {
  for (let length = Math.min(MARK.length - 1, data.length); length > 0; length--) {
    if (data.subarray(data.length - length).equals(MARK.subarray(0, length))) return length;
  }
  return 0;
}

function withoutMarks(data: Buffer): Buffer {
  let at = data.indexOf(MARK);
  if (at < 0) return data;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(data.subarray(from, at));
    from = at + MARK.length;
    at = data.indexOf(MARK, from);
  }
  parts.push(data.subarray(from));
  return Buffer.concat(parts);
}

/**
 * Takes Remix's `data-discover="true"` marks out of a document's chunks (decision 081). React may cut a chunk
 * anywhere, so the end of a chunk that could begin a mark waits for the next one; `end()` gives back what waits.
 */
export function discoveryMarkStripper() {
  let waiting = EMPTY;
  return {
    strip(chunk: Buffer): Buffer {
      const data = waiting.length > 0 ? Buffer.concat([waiting, chunk]) : chunk;
      const held = partialMarkAtEnd(data);
      waiting = held > 0 ? Buffer.from(data.subarray(data.length - held)) : EMPTY;
      return withoutMarks(held > 0 ? data.subarray(0, data.length - held) : data);
    },
    end(): Buffer {
      const rest = waiting;
      waiting = EMPTY;
      return rest;
    },
  };
}
