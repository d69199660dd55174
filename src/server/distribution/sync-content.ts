/**
 * What an origin sends with a sync request to an edge that reads large ones (EdgeSyncContent, docs/edge.md): the
 * project's state, the file lists of the revisions named ahead and where to read their blobs straight from the
 * object store, read once for every edge instead of asked by each (two round trips less before its downloads).
 */
import { blobObjects, blobsOfManifests } from '../../protocol/blob-urls.ts';
import type { EdgeRevisionManifest, EdgeSyncContent } from '../../protocol/edge.ts';
import type { Store } from '../../store/sql/store.ts';
import { projectState, revisionManifest } from '../services/edge-state.ts';

/** Revisions named ahead whose file lists are sent (a deploy names one; the edge asks for any beyond). */
const MANIFESTS_MAX = 4;

/**
 * The content for `domain` (null once it is torn down: the edge asks and learns so). Blob URLs only of the blobs
 * the store locates without a request (BlobStore.urlsAtHand: a deploy's new pack and objects, the listed packs),
 * so a redeploy costs no HEAD per unchanged large file; the edge asks for the rest it lacks. File lists `held`
 * by the caller (a deploy's) are sent as they are; when they are all it names, their blobs are located while the
 * state is read.
 */
export async function syncContent(
  store: Store,
  domain: string,
  prefetch: readonly number[],
  held: readonly EdgeRevisionManifest[] = [],
): Promise<EdgeSyncContent | null> {
  const wanted = prefetch.slice(0, MANIFESTS_MAX);
  const given = held.filter((m) => m.domain === domain && wanted.includes(m.rev));
  const unheld = wanted.filter((rev) => !given.some((m) => m.rev === rev));
  const atHand = async (shas: string[]) =>
    shas.length > 0 && store.blobs.urlsAtHand ? store.blobs.urlsAtHand(shas) : [];
  const [state, read, early] = await Promise.all([
    projectState(store, domain),
    Promise.all(unheld.map((rev) => revisionManifest(store, domain, rev))),
    unheld.length === 0 ? atHand(blobsOfManifests(given)) : null,
  ]);
  if (!state) return null;
  const manifests = [...given, ...read.filter((m) => m !== null)];
  const shas = blobsOfManifests(manifests);
  const urls = early ?? (await atHand(shas));
  if (urls.length === 0) return { state, manifests };
  // every blob at hand (a first deploy): the list of sha256s goes without saying (a third of the body)
  const sha256 = urls.length === shas.length ? {} : { sha256: urls.map((u) => u.sha256) };
  return { state, manifests, urls: { ...sha256, ...blobObjects(urls) } };
}
