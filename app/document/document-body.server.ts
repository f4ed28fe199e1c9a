import { Transform } from 'node:stream';

/**
 * The document's bytes on their way out, as React and Remix wrote them but for one fix: React 18.3's stream
 * encoder can pad a chunk with NUL bytes when a multi-byte character does not fit (facebook/react#24985, fixed
 * in React 19): "©" in the footer, Hungarian words. HTML never carries NUL. Nothing else is rewritten:
 * the shop does not depend on the exact text Remix writes.
 */
export function documentBody(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, chunk.includes(0) ? Buffer.from(chunk.filter((byte) => byte !== 0)) : chunk);
    },
  });
}
