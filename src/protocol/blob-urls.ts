/**
 * The two answers of origin `POST /_sitepub/blob-urls` (src/protocol/edge.ts) turned into each other. Apart from
 * the schemas, so that a standalone edge, which reads these answers, loads no schema module (docs/bench.md).
 */
import type { EdgeBlobObjects, EdgeBlobUrl, EdgeBlobUrls, EdgeRevisionManifest } from './edge.ts';

/** The blobs of `manifests` in order, each once (where it first appears): EdgeSyncContent's `urls` by default. */
export function blobsOfManifests(manifests: readonly EdgeRevisionManifest[]): string[] {
  return [...new Set(manifests.flatMap((m) => m.files.map((f) => f.sha256)))];
}

/** `urls` (in the order asked) as EdgeBlobObjects: each distinct URL listed once. */
export function blobObjects(urls: readonly EdgeBlobUrl[]): EdgeBlobObjects {
  const index = new Map<string, number>();
  const objects: string[] = [];
  const blobs = urls.map(({ url, offset, size }) => {
    let object = index.get(url);
    if (object === undefined) {
      index.set(url, (object = objects.length));
      objects.push(url);
    }
    return { object, offset, size };
  });
  return { objects, blobs };
}

/**
 * Either answer of `POST /_sitepub/blob-urls` for `sha256s` as one EdgeBlobUrl each, in that order; null when
 * the answer is neither shape or the grouped form does not match the request (a blob left out or malformed, an
 * object index out of range, a per-blob entry that is not an object). The per-blob form's entries are passed on
 * as they are: the edge checks each against what it asked for (src/edge/sync.ts).
 */
export function blobUrlsOf(answer: unknown, sha256s: readonly string[]): EdgeBlobUrl[] | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const a = answer as Partial<EdgeBlobUrls & EdgeBlobObjects>;
  if (Array.isArray(a.urls))
    return a.urls.every((u: unknown) => typeof u === 'object' && u !== null) ? a.urls : null;
  const { objects, blobs } = a;
  if (!Array.isArray(objects) || !Array.isArray(blobs) || blobs.length !== sha256s.length) return null;
  const urls: EdgeBlobUrl[] = [];
  for (const [i, b] of blobs.entries()) {
    if (typeof b !== 'object' || b === null) return null;
    const url = objects[b.object];
    if (typeof url !== 'string' || !Number.isInteger(b.offset) || !Number.isInteger(b.size)) return null;
    urls.push({ sha256: sha256s[i]!, url, offset: b.offset, size: b.size });
  }
  return urls;
}
