/**
 * The origin's answer to `POST /_sitepub/blobs` (docs/edge.md): the bytes of many blobs back to back, in the
 * order asked, so that a standalone edge fetches a deploy's thousands of small files in a few requests instead
 * of one each. The edge knows every size from the revision's manifest, splits the body by them and verifies
 * each blob's sha256 (src/edge/blob-batch.ts). The blob store reads them (BlobStore.readBatch: neighbouring
 * blobs of one pack together).
 */

/** Most blobs one request may ask for (the edge asks for fewer: src/edge/blob-batch.ts). */
export const BLOB_BATCH_MAX = 4096;
