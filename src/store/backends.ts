/** The scale-out backends of open-store.ts. Only `sitepub serve` and `migrate` import this module (the drivers). */
import type { StoreBackends } from './open-store.ts';
import { PostgresStore } from './postgres/store.ts';
import { S3BlobStore } from './s3/store.ts';

export const storeBackends: StoreBackends = {
  postgres: (o) => PostgresStore.open(o),
  s3: (o) => S3BlobStore.open(o),
};
