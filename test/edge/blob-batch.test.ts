/**
 * Both halves of `POST /_sitepub/blobs` as pure logic: the edge cuts a batch body at the manifest's sizes and
 * verifies each blob however the body is chunked (zero-size blobs included), refusing a wrong digest, a short
 * body and extra bytes; `batches` bounds each request; the origin merges neighbouring pack ranges into few reads.
 */
import { hash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BATCH_BLOBS,
  BATCH_BYTES,
  batches,
  receiveBatch,
  type WantedBlob,
} from '../../src/edge/blob-batch.ts';
import { BlobMismatchError } from '../../src/edge/blob-store.ts';
import { readRuns } from '../../src/store/blobs/reads.ts';

const blob = (text: string) => {
  const bytes = Buffer.from(text);
  return { bytes, sha256: hash('sha256', bytes, 'hex'), size: bytes.length };
};
const BLOBS = [blob('first'), blob(''), blob('a somewhat longer second blob'), blob('x'), blob('')];
const WANTED: WantedBlob[] = BLOBS.map(({ sha256, size }) => ({ sha256, size }));
const BODY = Buffer.concat(BLOBS.map((b) => b.bytes));

async function* chunked(body: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < body.length; at += size) yield body.subarray(at, at + size);
}

async function receive(body: AsyncIterable<Uint8Array>, wanted = WANTED) {
  const got: { sha256: string; bytes: Buffer }[] = [];
  await receiveBatch(body, wanted, (sha256, chunks, size) => {
    const bytes = Buffer.concat(chunks);
    expect(bytes.length).toBe(size);
    got.push({ sha256, bytes: Buffer.from(bytes) });
  });
  return got;
}

describe('receiveBatch', () => {
  it.each([1, 2, 3, 7, BODY.length, BODY.length + 10])(
    'hands on every blob, in order and byte-exact, from %i-byte chunks',
    async (size) => {
      const got = await receive(chunked(BODY, size));
      expect(got.map((g) => g.sha256)).toEqual(WANTED.map((w) => w.sha256));
      expect(got.map((g) => g.bytes.toString())).toEqual(BLOBS.map((b) => b.bytes.toString()));
    },
  );

  it('takes a batch of empty blobs from an empty body', async () => {
    const empties = [blob(''), blob('')];
    const got = await receive(chunked(Buffer.alloc(0), 1), empties);
    expect(got).toHaveLength(2);
  });

  it('refuses a blob whose bytes do not match its sha256, and hands on none after it', async () => {
    const bad = Buffer.from(BODY);
    const at = BLOBS[0]!.size + 3; // inside the third blob
    bad[at] = bad[at]! ^ 1;
    const got: string[] = [];
    await expect(receiveBatch(chunked(bad, 4), WANTED, (sha) => got.push(sha))).rejects.toThrow(
      new RegExp(`blob ${WANTED[2]!.sha256.slice(0, 12)}… arrived in a batch with sha256`),
    );
    expect(got).toEqual([WANTED[0]!.sha256, WANTED[1]!.sha256]);
  });

  it('refuses a body that ends early, naming the incomplete blob', async () => {
    const err = await receive(chunked(BODY.subarray(0, BODY.length - 1), 5)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BlobMismatchError);
    expect((err as Error).message).toContain(
      `ended after 3 of 5 blobs (blob ${WANTED[3]!.sha256.slice(0, 12)}… incomplete)`,
    );
  });

  it('refuses a body with bytes left over', async () => {
    await expect(receive(chunked(Buffer.concat([BODY, Buffer.from('!')]), 3))).rejects.toThrow(
      /batch of 5 blobs has bytes left over/,
    );
  });
});

describe('batches', () => {
  it('cuts at BATCH_BLOBS blobs', () => {
    const many = Array.from({ length: BATCH_BLOBS * 2 + 1 }, (_, i) => ({ sha256: String(i), size: 10 }));
    expect(batches(many).map((b) => b.length)).toEqual([BATCH_BLOBS, BATCH_BLOBS, 1]);
    expect(batches(many).flat()).toEqual(many);
  });

  it('cuts before BATCH_BYTES would be passed, and sends a bigger blob alone', () => {
    const quarter = BATCH_BYTES / 4;
    const list = [quarter, quarter, quarter, quarter, 1, BATCH_BYTES + 1, 1].map((size, i) => ({
      sha256: String(i),
      size,
    }));
    expect(batches(list).map((b) => b.map((x) => x.sha256))).toEqual([
      ['0', '1', '2', '3'],
      ['4'],
      ['5'],
      ['6'],
    ]);
    expect(batches([])).toEqual([]);
  });
});

describe('readRuns', () => {
  it('merges neighbouring ranges of one file, and starts a new run at a gap, another file or 1 MiB', () => {
    const MiB = 1024 * 1024;
    const at = (path: string, offset: number, size: number) => ({ path, offset, size, packed: true });
    expect(
      readRuns(
        [
          at('a', 0, 10),
          at('a', 10, 5),
          at('a', 15, 0),
          at('a', 20, 5), // gap
          at('b', 25, 5), // other file
          at('b', 30, MiB - 5), // fills the run to 1 MiB exactly
          at('b', 30 + MiB - 5, 1), // would pass it
          at('a', 0, 10), // asked again: read again
        ],
        MiB,
      ),
    ).toEqual([
      { path: 'a', offset: 0, size: 15 },
      { path: 'a', offset: 20, size: 5 },
      { path: 'b', offset: 25, size: MiB },
      { path: 'b', offset: 25 + MiB, size: 1 },
      { path: 'a', offset: 0, size: 10 },
    ]);
  });
});
