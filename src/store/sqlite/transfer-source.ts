/**
 * The source of `sitepub migrate`: an embedded server's data folder, read and never written (the database opened
 * read-only, without migration; the blob store's packs listed, not tidied). Its lock, the one file made there, is
 * held for the whole run, so a running `sitepub serve` refuses it.
 */
import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import type { Readable } from 'node:stream';
import { FileBlobStore } from '../blobs/file-store.ts';
import { lockDataDir } from '../data-lock.ts';
import type { SqlDb } from '../sql/db.ts';
import { sqliteSql } from './database.ts';
import { FileCaKeys } from '../files/ca-keys.ts';
import { FileOutbox } from '../files/outbox.ts';
import type { BlobStore, CaKeyStore, OutboxStore } from '../types.ts';

/** A file of `<data>/acme/`: the ACME account key or a wildcard certificate (acme-files.ts maps it). */
export interface AcmeFile {
  name: string;
  text: string;
}

export class TransferSource {
  readonly dir: string;
  readonly db: DatabaseSync;
  /** The data folder's blobs, only read. */
  readonly blobs: Pick<BlobStore, 'read' | 'md5'>;
  readonly sql: SqlDb;
  /** The CA root and the outbox as the embedded server keeps them (only read). */
  readonly ca: Pick<CaKeyStore, 'get'>;
  readonly outbox: Pick<OutboxStore, 'list'>;
  readonly #unlock: () => void;

  private constructor(dir: string, db: DatabaseSync, blobs: TransferSource['blobs'], unlock: () => void) {
    this.dir = dir;
    this.db = db;
    this.blobs = blobs;
    this.sql = sqliteSql(db);
    this.ca = new FileCaKeys(join(dir, 'ca'));
    this.outbox = new FileOutbox(join(dir, 'outbox'));
    this.#unlock = unlock;
  }

  /** `dir`: absolute. */
  static async open(dir: string): Promise<TransferSource> {
    const file = join(dir, 'sitepub.db');
    if (!existsSync(file))
      throw new Error(
        `${dir} holds no sitepub.db: --from must name the data folder of an embedded server (the --data of ` +
          '`sitepub serve`, default ./sitepub-data)',
      );
    const unlock = lockDataDir(dir, 'migrate');
    try {
      // A database a server closed is its file alone (its write-ahead log gone or empty): opened immutable, SQLite
      // makes no -wal and -shm beside it, as a read-only open does. A log a crash left is read.
      const url = pathToFileURL(file);
      if (!statSync(`${file}-wal`, { throwIfNoEntry: false })?.size) url.searchParams.set('immutable', '1');
      const db = new DatabaseSync(url, { readOnly: true });
      const blobs = new FileBlobStore(join(dir, 'blobs'), join(dir, 'tmp'));
      await blobs.init({ readOnly: true });
      return new TransferSource(dir, db, blobs, unlock);
    } catch (err) {
      unlock();
      throw err;
    }
  }

  close(): void {
    try {
      this.db.close();
    } finally {
      this.#unlock();
    }
  }

  /** Distinct content the ready revisions reference. */
  async referencedContent(): Promise<{ sha256: string; size: number }[]> {
    const rows = await this.sql.db
      .selectFrom('revision_files as f')
      .innerJoin('revisions as r', (j) =>
        j.onRef('r.domain', '=', 'f.domain').onRef('r.rev', '=', 'f.rev').on('r.status', '<>', 'pending'),
      )
      .select((eb) => ['f.sha256', eb.fn.max('f.size').as('size')])
      .groupBy('f.sha256')
      .orderBy('f.sha256')
      .execute();
    return rows.map((r) => ({ sha256: r.sha256, size: Number(r.size) }));
  }

  async readBlob(sha256: string): Promise<Readable> {
    const stream = await this.blobs.read(sha256);
    if (!stream)
      throw new Error(
        `the data folder lacks the content ${sha256} that a revision references: its blob is missing. Restore ` +
          'the data folder from a backup, or discard the revisions that use it (sitepub discard), then run again',
      );
    return stream;
  }

  /** The files of `<data>/acme/` (temp files of an interrupted write left out). */
  async acmeFiles(): Promise<AcmeFile[]> {
    const dir = join(this.dir, 'acme');
    const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    const files = names.filter((n) => !n.endsWith('.tmp')).sort();
    return Promise.all(files.map(async (name) => ({ name, text: await readFile(join(dir, name), 'utf8') })));
  }

  /** `<data>/edge-secret` when the embedded server made one (its value is not read). */
  edgeSecretFile(): string | null {
    const file = join(this.dir, 'edge-secret');
    return existsSync(file) ? file : null;
  }
}
