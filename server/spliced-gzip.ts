// A gzip member of parts compressed once, with a short text (the nonce) spliced in per answer as stored deflate
// blocks: compressing the whole page again for every answer would cost more than the rest of a cached answer.
import zlib from 'node:zlib';

export interface PrecompressedParts {
  /** The text parts, for the checksum and for clients without gzip. */
  readonly raw: readonly Buffer[];
  /** Each part as raw deflate blocks ending on a byte boundary; the last one ends the stream. */
  readonly deflated: readonly Buffer[];
  /** The byte length of the text the parts were compressed to be spliced with, so each part may refer back to the
   * parts before it; a text of another length is compressed again. */
  readonly between?: number;
}

/** Deflate's window: how far back a part may refer. */
const WINDOW = 32 * 1024;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
const MAX_STORED_BLOCK = 0xffff;

/** Each part is compressed with what precedes it as its dictionary (the spliced text as NULs), so the parts compress
 * as one page; no part holds a NUL, so no match takes in the spliced text and copies it elsewhere. */
export function precompress(parts: readonly string[], level = zlib.constants.Z_BEST_COMPRESSION, between?: number): PrecompressedParts {
  const raw = parts.map((part) => Buffer.from(part, 'utf8'));
  const chained = between !== undefined && !raw.some((part) => part.includes(0));
  const placeholder = Buffer.alloc(chained ? between : 0);
  let before = Buffer.alloc(0);
  const deflated = raw.map((part, index) => {
    const dictionary = chained && index > 0 ? before : undefined;
    if (chained) before = Buffer.concat([before, part, placeholder]).subarray(-WINDOW);
    return zlib.deflateRawSync(part, {
      level,
      ...(dictionary ? { dictionary } : {}),
      // Every part but the last ends with a sync flush: byte-aligned, not final, so a stored block may follow.
      finishFlush: index === raw.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
    });
  });
  return chained ? { raw, deflated, between } : { raw, deflated };
}

/** Non-final stored deflate blocks holding the bytes as they are. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += MAX_STORED_BLOCK) {
    const chunk = bytes.subarray(offset, offset + MAX_STORED_BLOCK);
    const header = Buffer.alloc(5);
    header[0] = 0x00; // BFINAL 0, BTYPE 00 (stored); the rest of the byte is padding
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** The gzip of the parts joined with `between`, without compressing anything again. */
export function splicedGzip(parts: PrecompressedParts, between: string): Buffer {
  const separator = Buffer.from(between, 'utf8');
  // Parts that refer back across a text of another length would copy the wrong bytes: compress the whole again.
  if (parts.between !== undefined && parts.raw.length > 1 && separator.length !== parts.between) return zlib.gzipSync(joined(parts, between));
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.raw.forEach((part, index) => {
    if (index > 0) {
      pieces.push(...storedBlocks(separator));
      crc = zlib.crc32(separator, crc);
      size += separator.length;
    }
    pieces.push(parts.deflated[index]);
    crc = zlib.crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}

/** The parts joined with `between`, uncompressed. */
export function joined(parts: PrecompressedParts, between: string): Buffer {
  const separator = Buffer.from(between, 'utf8');
  return Buffer.concat(parts.raw.flatMap((part, index) => (index === 0 ? [part] : [separator, part])));
}
