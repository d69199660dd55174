/**
 * What an origin sends with a sync request to an edge that reads large ones (EdgeSyncContent, docs/edge.md): the
 * project's state, the file lists of the revisions named ahead and where to read their blobs straight from the
 * object store, read once for every edge instead of asked by each (two round trips less before its downloads).
 */
import { blobObjects, blobsOfManifests } from '../../protocol/blob-urls.ts';
import type { EdgeSyncContent } from '../../protocol/edge.ts';
import type { Store } from '../../store/sql/store.ts';
import { projectState, revisionManifest } from '../services/edge-state.ts';

/** Revisions named ahead whose file lists are sent (a deploy names one; the edge asks for any beyond). */
const MANIFESTS_MAX = 4;

/**
 * The content for `domain` (null once it is torn down: the edge asks and learns so). Blob URLs only of the blobs
 * the store locates without a request (BlobStore.urlsAtHand: a deploy's new pack and objects, the listed packs),
 * so a redeploy costs no HEAD per unchanged large file; the edge asks for the rest it lacks.
 */
export async function syncContent(
  store: Store,
  domain: string,
  prefetch: readonly number[],
): Promise<EdgeSyncContent | null> {
  const [state, ...listed] = await Promise.all([
    projectState(store, domain),
    ...prefetch.slice(0, MANIFESTS_MAX).map((rev) => revisionManifest(store, domain, rev)),
  ]);
  if (!state) return null;
  const manifests = listed.filter((m) => m !== null);
  const shas = blobsOfManifests(manifests);
  const urls = shas.length > 0 && store.blobs.urlsAtHand ? await store.blobs.urlsAtHand(shas) : [];
  if (urls.length === 0) return { state, manifests };
  // every blob at hand (a first deploy): the list of sha256s goes without saying (a third of the body)
  const sha256 = urls.length === shas.length ? {} : { sha256: urls.map((u) => u.sha256) };
  return { state, manifests, urls: { ...sha256, ...blobObjects(urls) } };
}
