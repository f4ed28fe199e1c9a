// A gzip member made of parts compressed once and short texts spliced in per response (decision 063): the
// shared document is compressed when it is stored, and each answer only adds its own nonce, as stored
// (uncompressed) deflate blocks between the compressed parts, and the checksum of the whole. Compressing
// ~100 KB again for every answer would cost more than everything else a cached answer does.
import zlib from 'node:zlib';

export interface PrecompressedParts {
  /** The text parts, for the checksum and for clients without gzip. */
  readonly raw: readonly Buffer[];
  /** Each part as raw deflate blocks ending on a byte boundary; the last one ends the stream. */
  readonly deflated: readonly Buffer[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
const MAX_STORED_BLOCK = 0xffff;

/** Compresses the parts the splice goes between. */
export function precompress(parts: readonly string[], level = zlib.constants.Z_BEST_COMPRESSION): PrecompressedParts {
  const raw = parts.map((part) => Buffer.from(part, 'utf8'));
  const deflated = raw.map((part, index) =>
    zlib.deflateRawSync(part, {
      level,
      // Every part but the last ends with a sync flush: byte-aligned, not final, so a stored block may follow.
      finishFlush: index === raw.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
    }),
  );
  return { raw, deflated };
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
