/**
 * `Store` over one node:sqlite database file (`<dir>/sitepub.db`), a `FileBlobStore` (`<dir>/blobs`), and two
 * folders: the mail outbox (`<dir>/outbox`, files/outbox.ts) and the CA root (`<dir>/ca`, files/ca-keys.ts).
 * node:sqlite is synchronous, so every method runs to completion without interleaving; multi-statement changes
 * use one IMMEDIATE transaction.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { ProjectConfig } from '../../protocol/types.ts';
import { privateFilesOf } from '../../protocol/private-files.ts';
import { FileBlobStore } from '../blobs/file-store.ts';
import { FileCaKeys } from '../files/ca-keys.ts';
import { FileOutbox } from '../files/outbox.ts';
import { SqliteSharedState } from './shared-state.ts';
import { fillMissingMd5, manifestOf, Md5Fills, RecentContent } from '../revision-content.ts';
import {
  ACCOUNT_SIZES_REVISIONS,
  type AliasRecord,
  type BlobFacts,
  type CompletedUpload,
  type ContentFile,
  type FileRecord,
  type HashedFileRecord,
  type LiveCause,
  type LiveMove,
  type LiveMoveOptions,
  type NewRevision,
  type PlatformStats,
  type PublishOutcome,
  type ProjectRecord,
  type RateCheck,
  type RateHit,
  type RateVerdict,
  type RevisionRecord,
  type Store,
} from '../types.ts';
import { mapNative } from '../errors.ts';
import { toLiveMove, toProject, toRevision } from '../rows/core.ts';
import type { SqlDb } from '../sql/db.ts';
import { openSqlite, transaction } from './database.ts';
import { SqlStore } from '../sql/store.ts';
import {
  PROJECT_TABLES,
  SqliteBilling,
  SqliteCertificates,
  SqliteCollaborators,
  SqliteDns,
  SqliteLoginSessions,
} from './extras.ts';
import { Sql } from './sql.ts';

type Row = Record<string, unknown>;

/** revision_files.md5 is '' until computed (the column predates lazy md5s and is NOT NULL): null in records. */
const md5Of = (r: Row): string | null => (r.md5 === '' ? null : String(r.md5));

const REVISION_SELECT = `
  SELECT r.*, (SELECT MAX(h.at) FROM live_history h WHERE h.domain = r.domain AND h.rev = r.rev) AS live_at
  FROM revisions r`;

export interface SqliteStoreOptions {
  /** Data directory: holds sitepub.db, blobs/ and tmp/. */
  dir: string;
}

export class SqliteStore extends SqlStore implements Store {
  readonly db: DatabaseSync;
  readonly blobs: FileBlobStore;
  readonly collaborators: SqliteCollaborators;
  readonly dns: SqliteDns;
  readonly certs: SqliteCertificates;
  readonly ca: FileCaKeys;
  readonly billing: SqliteBilling;
  readonly sessions: SqliteLoginSessions;
  readonly outbox: FileOutbox;
  readonly shared: SqliteSharedState;
  readonly dir: string;
  /** What opening changed that the operator should know (file modes tightened), for the caller to log. */
  readonly notices: string[] = [];
  readonly #fills = new Md5Fills();
  /**
   * The file lists of the revisions whose upload completed last here, by `<domain>\0<rev>`, with the content hash
   * each was made with (getRevisionContent). A deploy's edges each take the list right after it completes: from
   * memory, instead of a query of every file row per edge (figures: docs/bench.md, "Measurements behind the code").
   */
  readonly #recentContent = new RecentContent();

  private constructor(dir: string, db: DatabaseSync, layer: SqlDb, blobs: FileBlobStore) {
    super(layer);
    this.dir = dir;
    this.db = db;
    this.blobs = blobs;
    const sql = new Sql(db);
    this.collaborators = new SqliteCollaborators(sql);
    this.dns = new SqliteDns(sql);
    this.certs = new SqliteCertificates(sql);
    this.ca = new FileCaKeys(join(dir, 'ca'));
    this.billing = new SqliteBilling(sql);
    this.sessions = new SqliteLoginSessions(sql);
    this.outbox = new FileOutbox(join(dir, 'outbox'));
    this.shared = new SqliteSharedState(sql);
  }

  static async open(options: SqliteStoreOptions): Promise<SqliteStore> {
    await mkdir(options.dir, { recursive: true });
    const notices: string[] = [];
    const { db, sql } = await openSqlite(join(options.dir, 'sitepub.db'), notices);
    const blobs = new FileBlobStore(join(options.dir, 'blobs'), join(options.dir, 'tmp'));
    await blobs.init();
    await blobs.cleanTemp();
    const store = new SqliteStore(options.dir, db, sql, blobs);
    store.notices.push(...notices);
    // Uploads interrupted by a crash: their revisions never became visible; drop them now.
    db.exec(`DELETE FROM revisions WHERE status = 'pending'`);
    return store;
  }

  private get(sql: string, ...params: SQLInputValue[]): Row | undefined {
    return mapNative('reading the database', () => this.db.prepare(sql).get(...params) as Row | undefined);
  }

  private all(sql: string, ...params: SQLInputValue[]): Row[] {
    return mapNative('reading the database', () => this.db.prepare(sql).all(...params) as Row[]);
  }

  private run(sql: string, ...params: SQLInputValue[]): number {
    return mapNative('writing the database', () => Number(this.db.prepare(sql).run(...params).changes));
  }

  // ---- projects ----
  async getProject(domain: string): Promise<ProjectRecord | null> {
    const r = this.get('SELECT * FROM projects WHERE domain = ?', domain);
    return r ? toProject(r) : null;
  }

  async listProjects(): Promise<ProjectRecord[]> {
    return this.all('SELECT * FROM projects ORDER BY domain').map(toProject);
  }

  async listProjectsOwnedBy(accountId: string): Promise<ProjectRecord[]> {
    return this.all('SELECT * FROM projects WHERE owner_id = ? ORDER BY domain', accountId).map(toProject);
  }

  async claimProject(
    domain: string,
    ownerId: string,
    settings: ProjectConfig,
    now: number,
  ): Promise<ProjectRecord & { created: boolean }> {
    const created = this.run(
      `INSERT INTO projects (domain, owner_id, settings, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(domain) DO NOTHING`,
      domain,
      ownerId,
      JSON.stringify(settings),
      now,
    );
    return {
      ...toProject(this.get('SELECT * FROM projects WHERE domain = ?', domain)!),
      created: created > 0,
    };
  }

  async updateSettings(domain: string, settings: ProjectConfig): Promise<ProjectRecord | null> {
    this.run(
      'UPDATE projects SET settings = ?, version = version + 1 WHERE domain = ?',
      JSON.stringify(settings),
      domain,
    );
    return this.getProject(domain);
  }

  async deleteProject(domain: string): Promise<boolean> {
    return transaction(this.db, () => {
      for (const table of PROJECT_TABLES) this.run(`DELETE FROM ${table} WHERE domain = ?`, domain);
      return this.run('DELETE FROM projects WHERE domain = ?', domain) > 0;
    });
  }

  // ---- revisions ----
  async createPendingRevision(n: NewRevision): Promise<number> {
    return transaction(this.db, () => {
      const max = this.get('SELECT MAX(rev) AS m FROM revisions WHERE domain = ?', n.domain);
      const rev = Math.max(n.rev, max?.m == null ? 0 : Number(max.m) + 1);
      this.run(
        `INSERT INTO revisions (domain, rev, status, account_id, email, message, stage, cli_version, cmd, platform,
           meta, headers, upload_start, created_at)
         VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        n.domain,
        rev,
        n.accountId,
        n.email,
        n.message,
        n.stage ? 1 : 0,
        n.cliVersion,
        n.cmd,
        n.platform,
        JSON.stringify(n.meta),
        JSON.stringify(n.headers),
        n.uploadStartTime,
        rev,
      );
      return rev;
    });
  }

  async completeUpload(domain: string, rev: number, u: CompletedUpload): Promise<void> {
    transaction(this.db, () => {
      const ins = this.db.prepare(
        'INSERT INTO revision_files (domain, rev, path, sha256, md5, size) VALUES (?, ?, ?, ?, ?, ?)',
      );
      let total = 0;
      for (const f of u.files) {
        ins.run(domain, rev, f.path, f.sha256, f.md5 ?? '', f.size);
        total += f.size;
      }
      this.run(
        'UPDATE revisions SET file_count = ?, total_size = ?, private_files = ?, content_hash = ?, upload_end = ? WHERE domain = ? AND rev = ?',
        u.files.length,
        total,
        JSON.stringify(privateFilesOf(u.files)),
        u.contentHash,
        u.uploadEndTime,
        domain,
        rev,
      );
      this.run('UPDATE projects SET version = version + 1 WHERE domain = ?', domain);
    });
    const files = u.files.map((f) => ({ path: f.path, sha256: f.sha256, size: f.size }));
    this.#recentContent.keep(domain, rev, u.contentHash, files);
  }

  async publishRevision(
    domain: string,
    rev: number,
    o: { live: boolean; now: number },
  ): Promise<PublishOutcome> {
    return transaction(this.db, () => {
      const changed = this.run(
        `UPDATE revisions SET status = 'ready' WHERE domain = ? AND rev = ?`,
        domain,
        rev,
      );
      if (changed === 0) throw new Error(`revision ${rev} of ${domain} no longer exists`);
      const newer = o.live
        ? this.get('SELECT MAX(rev) AS m FROM live_history WHERE domain = ? AND rev > ?', domain, rev)
        : undefined;
      const overtakenBy = newer?.m == null ? null : Number(newer.m);
      if (o.live && overtakenBy === null) {
        this.moveLive(domain, rev, o.now, 'deploy');
        return { live: true, overtakenBy };
      }
      this.run('UPDATE projects SET version = version + 1 WHERE domain = ?', domain);
      return { live: false, overtakenBy };
    });
  }

  /**
   * Points production at `rev` and records the move, at `now` or 1 ms after the project's last recorded move
   * when that is later: the newest move is always the current one, and the history stays in order.
   */
  private moveLive(domain: string, rev: number | null, now: number, cause: LiveCause): void {
    this.run('UPDATE projects SET live_rev = ?, version = version + 1 WHERE domain = ?', rev, domain);
    this.run(
      `INSERT INTO live_history (domain, rev, at, cause)
       SELECT ?, ?, MAX(?, COALESCE(MAX(at) + 1, ?)), ? FROM live_history WHERE domain = ?`,
      domain,
      rev,
      now,
      now,
      cause,
      domain,
    );
  }

  async getRevision(
    domain: string,
    rev: number,
    o?: { includePending?: boolean },
  ): Promise<RevisionRecord | null> {
    const r = this.get(
      `${REVISION_SELECT} WHERE r.domain = ? AND r.rev = ?${o?.includePending ? '' : ` AND r.status = 'ready'`}`,
      domain,
      rev,
    );
    return r ? toRevision(r) : null;
  }

  async listRevisions(domain: string, o?: { includePending?: boolean }): Promise<RevisionRecord[]> {
    return this.all(
      `${REVISION_SELECT} WHERE r.domain = ?${o?.includePending ? '' : ` AND r.status = 'ready'`} ORDER BY r.rev DESC`,
      domain,
    ).map(toRevision);
  }

  async getRevisionFiles(domain: string, rev: number): Promise<FileRecord[]> {
    return this.all(
      'SELECT path, sha256, md5, size FROM revision_files WHERE domain = ? AND rev = ? ORDER BY path',
      domain,
      rev,
    ).map((r) => ({
      path: String(r.path),
      sha256: String(r.sha256),
      md5: md5Of(r),
      size: Number(r.size),
    }));
  }

  async getRevisionContent(revision: RevisionRecord): Promise<readonly ContentFile[]> {
    const kept = this.#recentContent.get(revision);
    if (kept) return kept;
    return this.all(
      'SELECT path, sha256, size FROM revision_files WHERE domain = ? AND rev = ?',
      revision.domain,
      revision.rev,
    ).map((r) => ({ path: String(r.path), sha256: String(r.sha256), size: Number(r.size) }));
  }

  async getRevisionManifest(domain: string, rev: number): Promise<HashedFileRecord[]> {
    await this.fillMd5(domain, rev);
    return manifestOf(await this.getRevisionFiles(domain, rev), domain, rev);
  }

  async fillMd5(domain: string, rev: number): Promise<void> {
    return this.#fills.run(domain, rev, () => this.#fillMd5(domain, rev));
  }

  async #fillMd5(domain: string, rev: number): Promise<void> {
    const missing = this.all(
      `SELECT DISTINCT sha256 FROM revision_files WHERE domain = ? AND rev = ? AND md5 = ''`,
      domain,
      rev,
    ).map((r) => String(r.sha256));
    // Every record of that content gets it, whichever revision: md5 follows from the sha256.
    await fillMissingMd5({
      domain,
      rev,
      missing,
      blobs: this.blobs,
      record: async (found) =>
        transaction(this.db, () => {
          const update = this.db.prepare(`UPDATE revision_files SET md5 = ? WHERE sha256 = ? AND md5 = ''`);
          for (const [sha256, md5] of found) update.run(md5, sha256);
        }),
    });
  }

  async deleteRevision(domain: string, rev: number): Promise<boolean> {
    return transaction(this.db, () => {
      const live = this.get('SELECT live_rev FROM projects WHERE domain = ?', domain);
      if (live && live.live_rev != null && Number(live.live_rev) === rev)
        this.moveLive(domain, null, Date.now(), 'discard');
      const n = this.run('DELETE FROM revisions WHERE domain = ? AND rev = ?', domain, rev);
      if (n > 0) this.run('UPDATE projects SET version = version + 1 WHERE domain = ?', domain);
      return n > 0;
    });
  }

  async setLive(domain: string, rev: number | null, now: number, move?: LiveMoveOptions): Promise<boolean> {
    return transaction(this.db, () => {
      const project = this.get('SELECT live_rev FROM projects WHERE domain = ?', domain);
      if (!project) return false;
      const live = project.live_rev == null ? null : Number(project.live_rev);
      if (move?.from !== undefined && move.from !== live) return false;
      this.moveLive(domain, rev, now, move?.cause ?? 'cutover');
      return true;
    });
  }

  async liveHistory(domain: string): Promise<LiveMove[]> {
    return this.all(
      'SELECT rev, at, cause FROM live_history WHERE domain = ? ORDER BY at, rowid',
      domain,
    ).map(toLiveMove);
  }

  async isBlobReferenced(sha256: string): Promise<boolean> {
    return this.get('SELECT 1 AS x FROM revision_files WHERE sha256 = ? LIMIT 1', sha256) !== undefined;
  }

  async accountContent(accountId: string, sha256s: readonly string[]): Promise<Map<string, BlobFacts>> {
    // One statement for the whole list (json_each), not one call per file, each lookup still through the
    // revision_files(sha256) index: faster than a call per file on a plan of thousands of files.
    const rows = this.db
      .prepare(
        `SELECT j.value AS sha256, f.md5 AS md5, f.size AS size
         FROM (SELECT DISTINCT value FROM json_each(?)) j
         JOIN revision_files f ON f.rowid = (
           SELECT rf.rowid FROM revision_files rf
           JOIN revisions r ON r.domain = rf.domain AND r.rev = rf.rev
           WHERE rf.sha256 = j.value AND r.account_id = ? AND r.status = 'ready' LIMIT 1)`,
      )
      .all(JSON.stringify(sha256s), accountId) as Row[];
    const out = new Map<string, BlobFacts>();
    for (const r of rows) out.set(String(r.sha256), { md5: md5Of(r), size: Number(r.size) });
    return out;
  }

  async accountContentSizes(accountId: string, sizes: readonly number[]): Promise<Set<number>> {
    // The newest revisions only (through the primary key, no index on size): the answer bounds the work a
    // listing costs, and content only in older revisions is merely sent again.
    const rows = this.db
      .prepare(
        `SELECT DISTINCT f.size AS size
         FROM (SELECT domain, rev FROM revisions WHERE account_id = ? AND status = 'ready'
               ORDER BY rev DESC LIMIT ?) r
         JOIN revision_files f ON f.domain = r.domain AND f.rev = r.rev
         WHERE f.size IN (SELECT value FROM json_each(?))`,
      )
      .all(accountId, ACCOUNT_SIZES_REVISIONS, JSON.stringify([...new Set(sizes)])) as Row[];
    return new Set(rows.map((r) => Number(r.size)));
  }

  async referencedBlobs(): Promise<Set<string>> {
    const set = new Set<string>();
    for (const r of this.db.prepare('SELECT DISTINCT sha256 FROM revision_files').iterate()) {
      set.add(String((r as Row).sha256));
    }
    return set;
  }

  // ---- rate limits ----
  async countHits(key: string, since: number): Promise<{ count: number; oldest: number | null }> {
    const r = this.get(
      'SELECT COUNT(*) AS c, MIN(at) AS o FROM rate_hits WHERE key = ? AND at >= ?',
      key,
      since,
    );
    return { count: Number(r?.c ?? 0), oldest: r?.o == null ? null : Number(r.o) };
  }

  async addHits(hits: RateHit[]): Promise<void> {
    transaction(this.db, () => {
      const ins = this.db.prepare('INSERT INTO rate_hits (key, at) VALUES (?, ?)');
      for (const h of hits) ins.run(h.key, h.at);
    });
  }

  async takeHits(checks: readonly RateCheck[], since: number, at: number): Promise<RateVerdict> {
    return transaction(this.db, () => {
      for (const [index, c] of checks.entries()) {
        const r = this.get(
          'SELECT COUNT(*) AS c, MIN(at) AS o FROM rate_hits WHERE key = ? AND at >= ?',
          c.key,
          since,
        );
        if (Number(r?.c ?? 0) >= c.limit)
          return { ok: false, index, oldest: r?.o == null ? null : Number(r.o) };
      }
      const ins = this.db.prepare('INSERT INTO rate_hits (key, at) VALUES (?, ?)');
      for (const c of checks) ins.run(c.key, at);
      return { ok: true };
    });
  }

  async pruneHits(before: number): Promise<void> {
    this.run('DELETE FROM rate_hits WHERE at < ?', before);
  }

  // ---- platform ----
  async platformStats(): Promise<PlatformStats> {
    const p = this.get('SELECT COUNT(*) AS n FROM projects');
    const r = this.get(
      `SELECT COUNT(*) AS n, COALESCE(SUM(total_size), 0) AS b, COALESCE(SUM(file_count), 0) AS f FROM revisions WHERE status = 'ready'`,
    );
    const a = this.get('SELECT COUNT(*) AS n FROM accounts');
    return {
      projects: Number(p?.n ?? 0),
      deployments: Number(r?.n ?? 0),
      bytes: Number(r?.b ?? 0),
      files: Number(r?.f ?? 0),
      accounts: Number(a?.n ?? 0),
    };
  }

  // ---- preview aliases (migrations/013-aliases.ts) ----
  async listAliases(domain: string): Promise<AliasRecord[]> {
    return this.all('SELECT * FROM aliases WHERE domain = ? ORDER BY name', domain).map((r) => ({
      domain: String(r.domain),
      name: String(r.name),
      rev: Number(r.rev),
      updatedAt: Number(r.updated_at),
    }));
  }

  async setAlias(domain: string, name: string, rev: number, now: number): Promise<boolean> {
    return transaction(this.db, () => {
      const ready = this.get(
        `SELECT 1 AS ok FROM revisions WHERE domain = ? AND rev = ? AND status = 'ready'`,
        domain,
        rev,
      );
      if (!ready) return false;
      this.run(
        `INSERT INTO aliases (domain, name, rev, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(domain, name) DO UPDATE SET rev = excluded.rev, updated_at = excluded.updated_at`,
        domain,
        name,
        rev,
        now,
      );
      this.run('UPDATE projects SET version = version + 1 WHERE domain = ?', domain);
      return true;
    });
  }

  async deleteAlias(domain: string, name: string): Promise<boolean> {
    return transaction(this.db, () => {
      const n = this.run('DELETE FROM aliases WHERE domain = ? AND name = ?', domain, name);
      if (n > 0) this.run('UPDATE projects SET version = version + 1 WHERE domain = ?', domain);
      return n > 0;
    });
  }

  async close(): Promise<void> {
    await this.#fills.settled();
    if (this.db.isOpen) this.db.close();
  }
}
