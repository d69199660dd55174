/**
 * The origin as the edges `sitepub serve` starts in its own process see it: the calls of src/edge/origin-client.ts
 * answered from the store directly, with the same functions the internal routes answer standalone edges with
 * (routes/edge-internal.ts), instead of over HTTP on loopback with JSON both ways.
 */
import type { Readable } from 'node:stream';
import { OriginError, type OriginClient } from '../../edge/origin-client.ts';
import type { Store } from '../../store/types.ts';
import { projectState, projectVersions, revisionManifest } from '../services/edge-state.ts';
import { blobBatch } from './blob-batch.ts';

export function inProcessOrigin(store: Store): OriginClient {
  return {
    listProjects: () => projectVersions(store),
    getProject: (domain) => projectState(store, domain),
    getRevision: (domain, rev) => revisionManifest(store, domain, rev),
    async openBlob(sha256): Promise<Readable> {
      if (!store.blobs.locate(sha256)) throw new OriginError(`blob ${sha256} not found`, 404);
      return store.blobs.createReadStream(sha256);
    },
    async openBlobs(sha256s) {
      const batch = blobBatch(store.blobs, sha256s);
      return batch.ok ? batch.stream : null;
    },
    // the distributor knows these edges from the start (local-edges.ts): nothing to announce
    async register() {},
    async close() {},
  };
}
