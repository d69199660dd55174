/**
 * The origin as the edges `sitepub serve` starts in its own process see it: the calls of src/edge/origin-client.ts
 * answered from the store directly, with the same functions the internal routes answer standalone edges with
 * (routes/edge-internal.ts), instead of over HTTP on loopback with JSON both ways.
 */
import type { Readable } from 'node:stream';
import { OriginError, type OriginClient } from '../../edge/origin-client.ts';
import type { Store } from '../../store/sql/store.ts';
import { projectState, projectVersions, revisionManifest } from '../services/edge-state.ts';
import { tokenMaySee } from '../services/site-access.ts';

export function inProcessOrigin(store: Store, now: () => number = Date.now): OriginClient {
  return {
    listProjects: () => projectVersions(store),
    getProject: (domain) => projectState(store, domain),
    getRevision: (domain, rev) => revisionManifest(store, domain, rev),
    async openBlob(sha256): Promise<Readable> {
      const stream = await store.blobs.read(sha256);
      if (!stream) throw new OriginError(`blob ${sha256} not found`, 404);
      return stream;
    },
    async openBlobs(sha256s) {
      const batch = await store.blobs.readBatch(sha256s);
      return batch.ok ? batch.stream : null;
    },
    // the distributor knows these edges from the start (local-edges.ts): nothing to announce
    register: async () => null,
    mayAccess: (domain, token) => tokenMaySee(store, domain, token, now()),
    async close() {},
  };
}
