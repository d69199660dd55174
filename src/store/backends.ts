/**
 * The scale-out backends `sitepub serve --database/--blobs` opens (open-store.ts): PostgresStore for the state and
 * S3BlobStore for the content. Only `sitepub serve` imports this module, so the drivers load only there.
 */
import type { StoreBackends } from './open-store.ts';
import { PostgresStore } from './postgres/store.ts';
import { S3BlobStore } from './s3/store.ts';

export const storeBackends: StoreBackends = {
  postgres: (o) => PostgresStore.open(o),
  s3: (o) => S3BlobStore.open(o),
};
