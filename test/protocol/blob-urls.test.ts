/**
 * The two answers of origin `POST /_sitepub/blob-urls` (protocol/edge.ts): `blobObjects` lists each object's URL
 * once, `blobUrlsOf` reads either answer back as one URL per blob in the order asked, and refuses an answer that
 * does not match the request.
 */
import { describe, expect, it } from 'vitest';
import { blobObjects, blobUrlsOf } from '../../src/protocol/blob-urls.ts';
import type { EdgeBlobUrl } from '../../src/protocol/edge.ts';

const sha = (n: number) => n.toString(16).padStart(64, '0');
const PACK = 'https://s3.test/bucket/packs/p1?X-Amz-Signature=a';
const urls: EdgeBlobUrl[] = [
  { sha256: sha(1), url: PACK, offset: 0, size: 10 },
  { sha256: sha(2), url: 'https://s3.test/bucket/blobs/b2?X-Amz-Signature=b', offset: 0, size: 300_000 },
  { sha256: sha(3), url: PACK, offset: 10, size: 0 },
  { sha256: sha(4), url: PACK, offset: 10, size: 7 },
];
const asked = urls.map((u) => u.sha256);

describe('blob-urls answers', () => {
  it('by object: each URL once, the blobs in the order asked, read back as they were', () => {
    const grouped = blobObjects(urls);
    expect(grouped.objects).toEqual([PACK, urls[1]!.url]);
    expect(grouped.blobs.map((b) => b.object)).toEqual([0, 1, 0, 0]);
    expect(blobUrlsOf(JSON.parse(JSON.stringify(grouped)), asked)).toEqual(urls);
  });

  it('by blob (an older origin, or a flag stripped): read as it is', () => {
    expect(blobUrlsOf({ urls }, asked)).toEqual(urls);
  });

  it('refuses an answer that does not match the request', () => {
    const grouped = blobObjects(urls);
    expect(blobUrlsOf({ ...grouped, blobs: grouped.blobs.slice(1) }, asked)).toBeNull();
    expect(blobUrlsOf({ objects: [PACK], blobs: grouped.blobs }, asked)).toBeNull();
    expect(blobUrlsOf({ objects: grouped.objects }, asked)).toBeNull();
    expect(blobUrlsOf(null, asked)).toBeNull();
    expect(blobUrlsOf('urls', asked)).toBeNull();
    expect(blobUrlsOf({ urls: [urls[0], null] }, asked), 'a per-blob entry that is not an object').toBeNull();
  });

  it('refuses a grouped answer with a malformed blob (not an object, no integer offset or size)', () => {
    const grouped = blobObjects(urls);
    const bad = (b: unknown) => ({ ...grouped, blobs: [b, ...grouped.blobs.slice(1)] });
    expect(blobUrlsOf(bad(null), asked)).toBeNull();
    expect(blobUrlsOf(bad(7), asked)).toBeNull();
    expect(blobUrlsOf(bad({ ...grouped.blobs[0], offset: '0' }), asked)).toBeNull();
    expect(blobUrlsOf(bad({ ...grouped.blobs[0], size: undefined }), asked)).toBeNull();
  });
});
