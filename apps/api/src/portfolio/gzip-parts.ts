/**
 * gzip of an answer whose large tail is shared by many requests, compressed once.
 *
 * A portfolio answer is a small head (weights, metrics, the requested period, the notice) and a
 * large tail (`"dates":…,"timeSeries":{…}}`, ~550 KB for 24 stocks × 11 years) that depends only on
 * the aligned data and the solved portfolio. Compressing the whole text per request cost ~3 ms of
 * CPU (brotli quality 1) and was what limited a busy instance; the tail is the same for every
 * request that clips to the same data, so it is deflated once and kept with the solved result.
 *
 * A gzip member (RFC 1952) is a header, one DEFLATE stream (RFC 1951) and a trailer with the CRC-32
 * and the length of the uncompressed data. A DEFLATE stream is a sequence of blocks, each of which
 * may refer back up to 32 KB into what came before; the tail's blocks refer only into the tail, so
 * they stay valid after any prefix. The head is deflated with a sync flush (its last block is not
 * final and ends on a byte boundary, RFC 1951 §3.2.4), the tail's blocks follow as they are, and the
 * CRC of the whole is combined from the two parts' CRCs without reading the tail again.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A tail deflated once: the raw DEFLATE blocks (the last one final), its CRC-32 and length. */
export interface DeflatedTail {
  deflated: Buffer;
  crc: number;
  /** Bytes of the uncompressed UTF-8 text. */
  length: number;
}

/** The level of the shared tail: it is compressed once, so a slower, tighter level pays. */
const TAIL_LEVEL = 6;
/** The head is small and compressed per request. */
const HEAD_LEVEL = 1;

/** gzip header: magic, deflate, no flags, no modification time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

export function deflateTail(text: string): DeflatedTail {
  const raw = Buffer.from(text, 'utf8');
  return { deflated: deflateRawSync(raw, { level: TAIL_LEVEL }), crc: crc32(raw), length: raw.length };
}

/** The gzip encoding of `head + tail` (tail as made by `deflateTail`). */
export function gzipHeadAndTail(head: string, tail: DeflatedTail): Buffer {
  const rawHead = Buffer.from(head, 'utf8');
  const deflatedHead = deflateRawSync(rawHead, { level: HEAD_LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32Combine(crc32(rawHead), tail.crc, tail.length), 0);
  trailer.writeUInt32LE((rawHead.length + tail.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, deflatedHead, tail.deflated, trailer]);
}

// --------------------------------------------------------------------------- CRC-32 combination

/*
 * crc32Combine(crcA, crcB, lengthB) is the CRC-32 of A followed by B, given each part's CRC and
 * B's length: zlib's crc32_combine (Mark Adler's method), which Node does not expose. Appending
 * n zero bytes to a message is a linear map on its CRC register, so the CRC of A‖B is
 * (crcA advanced over lengthB zeros) XOR crcB. The map over 2^k zero bits is a 32×32 matrix over
 * GF(2); squaring it doubles the count, so lengthB is applied by its binary digits in O(log n).
 */

/** The reflected CRC-32 polynomial (IEEE 802.3), as zlib and gzip use. */
const POLY = 0xedb88320;

function gf2Times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i++, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function gf2Square(square: Uint32Array, matrix: Uint32Array): void {
  for (let n = 0; n < 32; n++) square[n] = gf2Times(matrix, matrix[n]!);
}

export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  if (lengthB <= 0) return crcA >>> 0;
  const even = new Uint32Array(32);
  const odd = new Uint32Array(32);
  // The operator for one zero bit.
  odd[0] = POLY;
  for (let n = 1, row = 1; n < 32; n++, row <<= 1) odd[n] = row;
  gf2Square(even, odd); // two zero bits
  gf2Square(odd, even); // four zero bits
  let crc = crcA >>> 0;
  let len = lengthB;
  // Apply len zero bytes: the first square below is one byte (eight bits), then two, four, ….
  do {
    gf2Square(even, odd);
    if (len % 2 === 1) crc = gf2Times(even, crc);
    len = Math.floor(len / 2);
    if (len === 0) break;
    gf2Square(odd, even);
    if (len % 2 === 1) crc = gf2Times(odd, crc);
    len = Math.floor(len / 2);
  } while (len !== 0);
  return (crc ^ crcB) >>> 0;
}
