/**
 * The scale-out backends of open-store.ts. Only `sitepub serve` and `migrate` import this module; each driver
 * (pg, the AWS SDK) is loaded when its backend is opened, so a server on its data folder alone never loads them.
 */
import type { StoreBackends } from './open-store.ts';

export const storeBackends: StoreBackends = {
  postgres: async (o) => (await import('./postgres/store.ts')).PostgresStore.open(o),
  s3: async (o) => (await import('./s3/store.ts')).S3BlobStore.open(o),
};
