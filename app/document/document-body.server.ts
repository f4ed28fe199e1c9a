import { Transform } from 'node:stream';
import { compactRemixManifest } from './compact-manifest.server';
import { discoveryMarkStripper } from './discovery-marks.server';
import { singleQuoteStreamData } from './single-quoted-data.server';

/**
 * The document's bytes on their way out (issue 12 item 3, decisions 077 and 081):
 * - React 18.3's stream encoder can pad a chunk with NUL bytes when a multi-byte character does not fit
 *   (facebook/react#24985, fixed in React 19): "©" in the footer, Hungarian words. HTML never carries NUL.
 * - Remix's `data-discover` marks stay out of the HTML; the boot script puts them back (`discovery-marks.ts`).
 * - Remix's route manifest goes out without its indentation (`compactRemixManifest`).
 * - The loader data goes out in single-quoted strings, without a backslash before each quote.
 */
export function documentBody(): Transform {
  const marks = discoveryMarkStripper();
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const clean = chunk.includes(0) ? Buffer.from(chunk.filter((byte) => byte !== 0)) : chunk;
      callback(null, singleQuoteStreamData(compactRemixManifest(marks.strip(clean))));
    },
    flush(callback) {
      callback(null, marks.end());
    },
  });
}
