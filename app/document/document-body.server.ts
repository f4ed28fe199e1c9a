import { Transform } from 'node:stream';

/** One fix only: React's stream encoder can pad a chunk with NUL bytes when a multi-byte character does not fit
 * (facebook/react#24985), and HTML never carries NUL. The shop does not depend on the exact text Remix writes. */
export function documentBody(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, chunk.includes(0) ? Buffer.from(chunk.filter((byte) => byte !== 0)) : chunk);
    },
  });
}
