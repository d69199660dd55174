/**
 * The scale-out backends `sitepub serve --database/--blobs` opens (open-store.ts). TEMPORARY in branch
 * clustertest: PostgresStore (branch postgres) and S3BlobStore (branch s3blobs) are merged in here as they land.
 */
import type { StoreBackends } from './open-store.ts';

const notYet = (what: string, branch: string) =>
  new Error(`${what} is not in this build yet (branch ${branch}); start without --database/--blobs`);

export const storeBackends: StoreBackends = {
  postgres: () => Promise.reject(notYet('the PostgreSQL store', 'postgres')),
  s3: () => Promise.reject(notYet('the S3 blob store', 's3blobs')),
};
