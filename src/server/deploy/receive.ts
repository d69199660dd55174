/**
 * Streams a deploy body through gunzip (or zstd, by its first bytes) → tar parser → blob store, without
 * buffering the archive.
 * Every entry passes the ArchiveGuard; file content is counted as it arrives. A small file is stored as soon
 * as its last byte is parsed, without a promise (BlobSession.writeNow); larger ones stream into the store, at
 * most `concurrency` at once while the next entries stream in (a deploy's blob session makes them durable and
 * puts them in place as one batch afterwards: BlobSession.commit). The work is a Receipt (receipt.ts); the
 * decompression is in decompress.ts.
 */
import type { FileRecord } from '../../store/types.ts';
import { Receipt, type ReceiveOptions } from './receipt.ts';

export { ZSTD_WINDOW_LOG_MAX, zstdReceivable } from './decompress.ts';
export type { ReceiveOptions } from './receipt.ts';

/** Resolves with the stored files once the archive ended cleanly; rejects with ArchiveError (or an I/O error). */
export function receiveArchive(o: ReceiveOptions): Promise<FileRecord[]> {
  return new Promise<FileRecord[]>((resolve, reject) => new Receipt(o, resolve, reject).start());
}
