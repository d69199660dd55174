/**
 * The brotli settings of edge precompression (src/edge/compressor.ts): a window no larger than the file, at most
 * 64 KiB for files up to 256 KiB (quality 7) and the default 4 MiB above (quality 5); and what they produce
 * decompresses to the same bytes.
 */
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliParams } from '../../src/edge/compressor.ts';

const { BROTLI_PARAM_QUALITY: Q, BROTLI_PARAM_LGWIN: W, BROTLI_PARAM_SIZE_HINT: HINT } = constants;

describe('brotliParams', () => {
  it.each([
    [0, 7, 10],
    [1, 7, 10],
    [1024, 7, 10],
    [1025, 7, 11],
    [40_000, 7, 16],
    [65_536, 7, 16],
    [256 * 1024, 7, 16],
    [256 * 1024 + 1, 5, 19],
    [3_000_000, 5, 22],
    [60_000_000, 5, 22],
  ])('a file of %i bytes: quality %i, window 2^%i', (size, quality, window) => {
    const p = brotliParams(size);
    expect(p[Q]).toBe(quality);
    expect(p[W]).toBe(window);
    expect(p[HINT]).toBe(size);
  });

  it('round-trips text and random bytes of sizes around every boundary', () => {
    const text = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M12 2L2 7l10 5 10-5-10-5z"/></svg>\n',
    );
    for (const size of [0, 1, 1024, 1025, 65_536, 65_537, 256 * 1024, 256 * 1024 + 1, 1_500_000]) {
      const data = Buffer.alloc(size);
      for (let at = 0; at < size; at += text.length) text.copy(data, at);
      for (let at = 0; at < size; at += 997) data[at] = (at * 31) & 0xff; // not all repeats
      const out = brotliCompressSync(data, { params: brotliParams(size) });
      expect(brotliDecompressSync(out).equals(data), `size ${size}`).toBe(true);
      if (size > 4096) expect(out.length, `size ${size}`).toBeLessThan(size / 2);
    }
  });
});
