/**
 * The scale-out backends `sitepub serve --database/--blobs` opens (open-store.ts): PostgresStore (state) and the
 * S3 blob store. TEMPORARY in branch clustertest: S3BlobStore (branch s3blobs) is wired here once it lands.
 */
import type { StoreBackends } from './open-store.ts';
import { PostgresStore } from './postgres/store.ts';

export const storeBackends: StoreBackends = {
  postgres: (o) => PostgresStore.open(o),
  s3: () =>
    Promise.reject(
      new Error('the S3 blob store is not in this build yet (branch s3blobs); start without --blobs'),
    ),
};
