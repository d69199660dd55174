/**
 * The edge blob store builds its blobs' paths by concatenation (no path.join per blob): they must be what
 * path.join gives, whatever form the root was given in.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { EdgeBlobStore } from '../../src/edge/blob-store.ts';

const made: string[] = [];
afterAll(async () => {
  for (const d of made) await rm(d, { recursive: true, force: true });
});

describe('edge blob paths', () => {
  it('are path.join of the root, the prefix folder and the digest, for a root with ./, ../ and a trailing slash', async () => {
    const base = await mkdtemp(join(tmpdir(), 'sitepub-blob-paths-'));
    made.push(base);
    for (const root of [`${base}/one`, `${base}/./two/`, `${base}/x/../three//`]) {
      const store = new EdgeBlobStore(root, join(base, 'tmp'));
      await store.init();
      const bytes = Buffer.from(`content of ${root}`);
      const sha = createHash('sha256').update(bytes).digest('hex');
      const blob = await store.put(sha, bytes.length, Readable.from([bytes]));
      expect(blob.path).toBe(join(root, sha.slice(0, 2), sha));
      expect(blob.key).toBe(blob.path);
      expect(existsSync(blob.path)).toBe(true);
      expect(store.dirOf(sha)).toBe(join(root, sha.slice(0, 2)));
      expect(store.dirOf('ab'.repeat(32))).toBe(join(root, 'ab'));
    }
  });
});
