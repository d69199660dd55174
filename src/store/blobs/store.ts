/**
 * The blob store once for both media (medium.ts): writes and sessions (sessions.ts), reads (reads.ts), over the
 * medium's narrow adapter. FileBlobStore (file-store.ts) and S3BlobStore (src/store/s3/store.ts) add what is
 * their own: opening the medium, md5s from its bytes, what garbage collection walks.
 */
import type { Readable } from 'node:stream';
import type { BlobBatch, BlobInfo, BlobSession, BlobStore } from '../types.ts';
import type { BlobMedium } from './medium.ts';
import { md5Of } from './md5.ts';
import { readBatch, readOne } from './reads.ts';
import { BlobSessions } from './sessions.ts';
import type { Source } from './write.ts';

export abstract class MediumBlobStore<K> implements BlobStore {
  readonly tmp: string;
  readonly #medium: BlobMedium<K>;
  protected readonly sessions: BlobSessions<K>;

  constructor(medium: BlobMedium<K>) {
    this.tmp = medium.tmp;
    this.#medium = medium;
    this.sessions = new BlobSessions(medium);
  }

  /** Removes temp files left by a crash or an aborted upload. Call only when no write is in progress. */
  cleanTemp(): Promise<void> {
    return this.sessions.cleanTemp();
  }

  async has(sha256: string): Promise<boolean> {
    return (await this.#medium.locate(sha256)) !== null;
  }

  async stat(sha256: string): Promise<{ size: number } | null> {
    const at = await this.#medium.locate(sha256);
    return at && { size: at.size };
  }

  read(sha256: string): Promise<Readable | null> {
    return readOne(this.#medium, sha256);
  }

  readBatch(sha256s: readonly string[]): Promise<BlobBatch> {
    return readBatch(this.#medium, sha256s);
  }

  write(source: Source): Promise<BlobInfo> {
    return this.sessions.write(source);
  }

  session(): BlobSession {
    return this.sessions.session();
  }

  /** md5 of each listed blob, from its bytes (md5.ts); a blob not stored is left out. */
  md5(sha256s: Iterable<string>): Promise<Map<string, string>> {
    return md5Of(this.#medium, sha256s);
  }

  abstract collectGarbage(referenced: (sha256: string) => boolean, graceMs: number): Promise<number>;
}
