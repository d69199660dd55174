/**
 * The SQLite backend as the source of `sitepub migrate` (src/store/transfer/): an embedded server's data folder,
 * read and never written. The SQLite database is opened read-only through node:sqlite (no migration, no clean-up
 * as SqliteStore.open would do), blobs are read through the FileBlobStore, the CA root, outbox and ACME files from
 * their folders. The folder's lock is held for the whole run, so no `sitepub serve` writes while it is copied, and
 * a running one refuses the migration.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { Readable } from 'node:stream';
import { FileBlobStore } from '../blobs/file-store.ts';
import { lockDataDir } from '../data-lock.ts';
import type { SqlDb } from '../sql/db.ts';
import { RevisionsRepository } from '../sql/revisions.ts';
import { sqliteSql } from './database.ts';
import { FileCaKeys } from '../files/ca-keys.ts';
import { FileOutbox } from '../files/outbox.ts';
import type { CaKeyPair } from '../contract/certs.ts';
import type { StoredMail } from '../contract/outbox.ts';
import type { HashedFileRecord } from '../types.ts';
import type { SourceTable, TableCopy } from '../transfer/table-order.ts';

export type SourceRow = Record<string, SQLInputValue>;

/** A file of `<data>/acme/`: the ACME account key or a wildcard certificate (acme-files.ts maps it). */
export interface AcmeFile {
  name: string;
  text: string;
}

/** A revision's identity, for verification. */
export interface RevisionKey {
  domain: string;
  rev: number;
}

export class TransferSource {
  readonly dir: string;
  readonly db: DatabaseSync;
  readonly blobs: FileBlobStore;
  /** The SQL layer over the read-only database (no migration: a folder of an earlier version is read as it is). */
  readonly sql: SqlDb;
  readonly #revisions: RevisionsRepository;
  readonly #unlock: () => void;

  private constructor(dir: string, db: DatabaseSync, blobs: FileBlobStore, unlock: () => void) {
    this.dir = dir;
    this.db = db;
    this.blobs = blobs;
    this.sql = sqliteSql(db);
    this.#revisions = new RevisionsRepository(this.sql, blobs);
    this.#unlock = unlock;
  }

  /** Opens the data folder `dir` (absolute) read-only; refuses a folder a running server holds. */
  static async open(dir: string): Promise<TransferSource> {
    const file = join(dir, 'sitepub.db');
    if (!existsSync(file))
      throw new Error(
        `${dir} holds no sitepub.db: --from must name the data folder of an embedded server (the --data of ` +
          '`sitepub serve`, default ./sitepub-data)',
      );
    const unlock = lockDataDir(dir, 'migrate');
    try {
      const db = new DatabaseSync(file, { readOnly: true });
      const blobs = new FileBlobStore(join(dir, 'blobs'), join(dir, 'tmp'));
      await blobs.init();
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

  #all(sql: string, ...params: SQLInputValue[]): SourceRow[] {
    return this.db.prepare(sql).all(...params) as SourceRow[];
  }

  /** The user tables of the database with their keys and references (sqlite_* tables left out). */
  tables(): SourceTable[] {
    const names = this.#all(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
    ).map((r) => String(r.name));
    return names.map((name) => {
      const q = JSON.stringify(name);
      const info = this.#all(`PRAGMA table_info(${q})`);
      const primaryKey = info
        .filter((c) => Number(c.pk) > 0)
        .sort((a, b) => Number(a.pk) - Number(b.pk))
        .map((c) => String(c.name));
      const uniqueKeys = this.#all(`PRAGMA index_list(${q})`)
        .filter((i) => Number(i.unique) === 1 && i.origin !== 'pk' && Number(i.partial) === 0)
        .map((i) =>
          this.#all(`PRAGMA index_info(${JSON.stringify(String(i.name))})`)
            .sort((a, b) => Number(a.seqno) - Number(b.seqno))
            .map((c) => String(c.name)),
        );
      const references = [...new Set(this.#all(`PRAGMA foreign_key_list(${q})`).map((f) => String(f.table)))];
      return { name, columns: info.map((c) => String(c.name)), primaryKey, uniqueKeys, references };
    });
  }

  /** Up to `limit` rows of the copy's table after rowid `after`, in rowid order, each with its `__rowid`. */
  rows(copy: TableCopy, after: number, limit: number): SourceRow[] {
    const cols = copy.columns.map((c) => `t.${JSON.stringify(c)}`).join(', ');
    return this.#all(
      `SELECT ${cols}, t.rowid AS __rowid FROM ${JSON.stringify(copy.name)} t ` +
        `WHERE t.rowid > ? ${copy.where ? `AND ${copy.where}` : ''} ORDER BY t.rowid LIMIT ?`,
      after,
      limit,
    );
  }

  /** The ready revisions, in a stable order. */
  async revisions(): Promise<RevisionKey[]> {
    const rows = await this.sql.db
      .selectFrom('revisions')
      .select(['domain', 'rev'])
      .where('status', '<>', 'pending')
      .orderBy('domain')
      .orderBy('rev')
      .execute();
    return rows.map((r) => ({ domain: r.domain, rev: Number(r.rev) }));
  }

  /** Distinct content the ready revisions reference, with its size. */
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

  /** Every token's hash with its id and account: what must resolve the same in the target. */
  async tokens(): Promise<{ id: string; hash: string; accountId: string }[]> {
    const rows = await this.sql.db
      .selectFrom('tokens')
      .select(['id', 'hash', 'account_id'])
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, hash: r.hash, accountId: r.account_id }));
  }

  /**
   * A revision's manifest as Store.getRevisionManifest gives it (the file list is the SQL layer's), without
   * writing: md5s not computed yet by the embedded store are computed here from the blobs' bytes (and not
   * recorded).
   */
  async manifest(domain: string, rev: number): Promise<HashedFileRecord[]> {
    const files = await this.#revisions.getRevisionFiles(domain, rev);
    const missing = files.filter((f) => f.md5 === null).map((f) => f.sha256);
    const computed = missing.length ? await this.blobs.md5(missing) : new Map<string, string>();
    return files.map((f) => {
      const md5 = f.md5 ?? computed.get(f.sha256);
      if (md5 === undefined)
        throw new Error(
          `the data folder lacks the content ${f.sha256} of ${f.path} in revision ${rev} of ${domain}: ` +
            'its blob is missing or unreadable',
        );
      return { ...f, md5 };
    });
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

  ca(): Promise<CaKeyPair | null> {
    return new FileCaKeys(join(this.dir, 'ca')).get();
  }

  outbox(): Promise<StoredMail[]> {
    return new FileOutbox(join(this.dir, 'outbox')).list();
  }

  /** The files of `<data>/acme/` (temp files of an interrupted write left out). */
  async acmeFiles(): Promise<AcmeFile[]> {
    const dir = join(this.dir, 'acme');
    let names: string[];
    try {
      names = (await readdir(dir)).filter((n) => !n.endsWith('.tmp')).sort();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    return Promise.all(names.map(async (name) => ({ name, text: await readFile(join(dir, name), 'utf8') })));
  }

  /** `<data>/edge-secret` when the embedded server made one (its value is not read). */
  edgeSecretFile(): string | null {
    const file = join(this.dir, 'edge-secret');
    return existsSync(file) ? file : null;
  }
}
