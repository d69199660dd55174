/**
 * `Store` over PostgreSQL (the `pg` pool) and a blob store passed in (S3 or files): what several interchangeable
 * origins share (docs/scale-out.md). Every answer comes from the database, except getRevisionContent's few
 * recent file lists (a completed revision's list never changes). Methods of one statement are atomic on their
 * own; the others run in one transaction; changes of a project's revisions and live pointer take its row lock
 * (revisions.ts). Rate-limit checks lock their keys (`pg_advisory_xact_lock`), so counts are exact across
 * origins.
 */
import { fillMissingMd5, manifestOf, Md5Fills, RecentContent } from '../revision-content.ts';
import type { ProjectConfig } from '../../protocol/types.ts';
import {
  ACCOUNT_SIZES_REVISIONS,
  type AliasRecord,
  type BlobFacts,
  type BlobStore,
  type CompletedUpload,
  type ContentFile,
  type FileRecord,
  type HashedFileRecord,
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
import { toProject, toRevision } from '../rows/core.ts';
import { postgresSql } from './sql.ts';
import { SqlStore } from '../sql/store.ts';
import { Db, type Row } from './db.ts';
import {
  PgBilling,
  PgCaKeys,
  PgCertificates,
  PgCollaborators,
  PgDns,
  PgLoginSessions,
  PgOutbox,
} from './extras.ts';
import * as revisions from './revisions.ts';
import { PgSharedState } from './shared-state.ts';

/** Connections per origin when `poolSize` is not given. */
export const DEFAULT_POOL_SIZE = 10;

/** A pending revision older than this was left by an origin that died mid-upload: removed at open. */
export const STALE_PENDING_MS = 24 * 60 * 60 * 1000;

/** revision_files.md5 is '' until computed (as in SQLite): null in records. */
const md5Of = (r: Row): string | null => (r.md5 === '' ? null : String(r.md5));

export interface PostgresStoreOptions {
  /** `postgres://USER[:PASS]@HOST:PORT/DB` (the password is never logged). */
  url: string;
  /** Where content goes (S3 or files): the caller owns it, `close()` leaves it alone. */
  blobs: BlobStore;
  /** Connections this process keeps at most (default DEFAULT_POOL_SIZE). */
  poolSize?: number;
}

export class PostgresStore extends SqlStore implements Store {
  readonly db: Db;
  readonly blobs: BlobStore;
  readonly collaborators: PgCollaborators;
  readonly dns: PgDns;
  readonly certs: PgCertificates;
  readonly ca: PgCaKeys;
  readonly billing: PgBilling;
  readonly sessions: PgLoginSessions;
  readonly outbox: PgOutbox;
  readonly shared: PgSharedState;
  /** What opening did that the operator should know (migrations applied, stale uploads removed), to log. */
  readonly notices: string[] = [];
  readonly #fills = new Md5Fills();
  /** The file lists of the revisions whose upload completed last here (getRevisionContent). */
  readonly #recentContent = new RecentContent();

  private constructor(db: Db, blobs: BlobStore) {
    super(postgresSql(db.pool, db));
    this.db = db;
    this.blobs = blobs;
    this.collaborators = new PgCollaborators(db);
    this.dns = new PgDns(db);
    this.certs = new PgCertificates(db);
    this.ca = new PgCaKeys(db);
    this.billing = new PgBilling(db);
    this.sessions = new PgLoginSessions(db);
    this.outbox = new PgOutbox(db);
    this.shared = new PgSharedState(db);
  }

  /**
   * Connects, brings the schema up to date (under the migrator's lock: origins may start at once), and removes
   * the pending revisions of uploads that died more than STALE_PENDING_MS ago. Rejects with a clear error when
   * the database is unreachable or the URL is wrong.
   */
  static async open(options: PostgresStoreOptions): Promise<PostgresStore> {
    const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
    if (!Number.isInteger(poolSize) || poolSize < 1)
      throw new Error(`the PostgreSQL pool size must be a whole number of at least 1 (got ${poolSize})`);
    const db = new Db(options.url, poolSize);
    const store = new PostgresStore(db, options.blobs);
    try {
      const applied = await store.sql.migrate();
      if (applied.length > 0)
        store.notices.push(`PostgreSQL at ${db.where}: applied schema migrations ${applied.join(', ')}`);
      const stale = await db.run(`DELETE FROM revisions WHERE status = 'pending' AND upload_start < $1`, [
        Date.now() - STALE_PENDING_MS,
      ]);
      if (stale > 0)
        store.notices.push(`removed ${stale} pending revision(s) of uploads interrupted over a day ago`);
    } catch (err) {
      await db.end().catch(() => undefined);
      throw err;
    }
    return store;
  }

  // ---- projects ----
  async getProject(domain: string): Promise<ProjectRecord | null> {
    const r = await this.db.row('SELECT * FROM projects WHERE domain = $1', [domain]);
    return r ? toProject(r) : null;
  }

  async listProjects(): Promise<ProjectRecord[]> {
    return (await this.db.rows('SELECT * FROM projects ORDER BY domain COLLATE "C"')).map(toProject);
  }

  async listProjectsOwnedBy(accountId: string): Promise<ProjectRecord[]> {
    return (
      await this.db.rows('SELECT * FROM projects WHERE owner_id = $1 ORDER BY domain COLLATE "C"', [
        accountId,
      ])
    ).map(toProject);
  }

  async claimProject(
    domain: string,
    ownerId: string,
    settings: ProjectConfig,
    now: number,
  ): Promise<ProjectRecord & { created: boolean }> {
    const created = await this.db.row(
      `INSERT INTO projects (domain, owner_id, settings, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (domain) DO NOTHING RETURNING *`,
      [domain, ownerId, JSON.stringify(settings), now],
    );
    if (created) return { ...toProject(created), created: true };
    const stored = await this.getProject(domain);
    if (!stored) throw new Error(`the project ${domain} was deleted while it was being claimed`);
    return { ...stored, created: false };
  }

  async updateSettings(domain: string, settings: ProjectConfig): Promise<ProjectRecord | null> {
    const r = await this.db.row(
      'UPDATE projects SET settings = $2, version = version + 1 WHERE domain = $1 RETURNING *',
      [domain, JSON.stringify(settings)],
    );
    return r ? toProject(r) : null;
  }

  async deleteProject(domain: string): Promise<boolean> {
    return revisions.deleteProject(this.db, domain);
  }

  // ---- revisions ----
  async createPendingRevision(n: NewRevision): Promise<number> {
    return revisions.createPendingRevision(this.db, n);
  }

  async completeUpload(domain: string, rev: number, u: CompletedUpload): Promise<void> {
    await revisions.completeUpload(this.db, domain, rev, u);
    const files = u.files.map((f) => ({ path: f.path, sha256: f.sha256, size: f.size }));
    this.#recentContent.keep(domain, rev, u.contentHash, files);
  }

  async publishRevision(
    domain: string,
    rev: number,
    o: { live: boolean; now: number },
  ): Promise<PublishOutcome> {
    return revisions.publishRevision(this.db, domain, rev, o);
  }

  async getRevision(
    domain: string,
    rev: number,
    o?: { includePending?: boolean },
  ): Promise<RevisionRecord | null> {
    const r = await this.db.row(
      `${revisions.REVISION_SELECT} WHERE r.domain = $1 AND r.rev = $2${o?.includePending ? '' : ` AND r.status = 'ready'`}`,
      [domain, rev],
    );
    return r ? toRevision(r) : null;
  }

  async listRevisions(domain: string, o?: { includePending?: boolean }): Promise<RevisionRecord[]> {
    const rows = await this.db.rows(
      `${revisions.REVISION_SELECT} WHERE r.domain = $1${o?.includePending ? '' : ` AND r.status = 'ready'`}
       ORDER BY r.rev DESC`,
      [domain],
    );
    return rows.map(toRevision);
  }

  async getRevisionFiles(domain: string, rev: number): Promise<FileRecord[]> {
    const rows = await this.db.rows(
      'SELECT path, sha256, md5, size FROM revision_files WHERE domain = $1 AND rev = $2 ORDER BY path COLLATE "C"',
      [domain, rev],
    );
    return rows.map((r) => ({
      path: String(r.path),
      sha256: String(r.sha256),
      md5: md5Of(r),
      size: Number(r.size),
    }));
  }

  async getRevisionContent(revision: RevisionRecord): Promise<readonly ContentFile[]> {
    const kept = this.#recentContent.get(revision);
    if (kept) return kept;
    const rows = await this.db.rows(
      'SELECT path, sha256, size FROM revision_files WHERE domain = $1 AND rev = $2',
      [revision.domain, revision.rev],
    );
    return rows.map((r) => ({ path: String(r.path), sha256: String(r.sha256), size: Number(r.size) }));
  }

  async getRevisionManifest(domain: string, rev: number): Promise<HashedFileRecord[]> {
    await this.fillMd5(domain, rev);
    return manifestOf(await this.getRevisionFiles(domain, rev), domain, rev);
  }

  async fillMd5(domain: string, rev: number): Promise<void> {
    return this.#fills.run(domain, rev, () => this.#fillMd5(domain, rev));
  }

  async #fillMd5(domain: string, rev: number): Promise<void> {
    const missing = (
      await this.db.rows(
        `SELECT DISTINCT sha256 FROM revision_files WHERE domain = $1 AND rev = $2 AND md5 = ''`,
        [domain, rev],
      )
    ).map((r) => String(r.sha256));
    // Every record of that content gets it, whichever revision: md5 follows from the sha256. One statement, in
    // sha256 order; two origins filling revisions that share content may still lock rows in different orders, and
    // PostgreSQL then cancels one (deadlock, 40P01): that one tries again (the other's rows are done by then).
    await fillMissingMd5({
      domain,
      rev,
      missing,
      blobs: this.blobs,
      record: async (found) => {
        const sorted = [...found].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
        for (let attempt = 1; sorted.length > 0; attempt++) {
          try {
            await this.db.run(
              `UPDATE revision_files f SET md5 = u.md5
               FROM unnest($1::text[], $2::text[]) AS u(sha256, md5)
               WHERE f.sha256 = u.sha256 AND f.md5 = ''`,
              [sorted.map(([sha256]) => sha256), sorted.map(([, md5]) => md5)],
            );
            break;
          } catch (err) {
            if (attempt >= 3 || (err as { code?: unknown }).code !== '40P01') throw err;
          }
        }
      },
    });
  }

  async deleteRevision(domain: string, rev: number): Promise<boolean> {
    return revisions.deleteRevision(this.db, domain, rev);
  }

  async setLive(domain: string, rev: number | null, now: number, move?: LiveMoveOptions): Promise<boolean> {
    return revisions.setLive(this.db, domain, rev, now, move);
  }

  async liveHistory(domain: string): Promise<LiveMove[]> {
    return revisions.liveHistory(this.db, domain);
  }

  async isBlobReferenced(sha256: string): Promise<boolean> {
    return (
      (await this.db.row('SELECT 1 AS x FROM revision_files WHERE sha256 = $1 LIMIT 1', [sha256])) !==
      undefined
    );
  }

  async referencedBlobs(): Promise<Set<string>> {
    const rows = await this.db.rows('SELECT DISTINCT sha256 FROM revision_files');
    return new Set(rows.map((r) => String(r.sha256)));
  }

  async accountContent(accountId: string, sha256s: readonly string[]): Promise<Map<string, BlobFacts>> {
    // One statement for the whole list; per content, a record with its md5 known when there is one.
    const rows = await this.db.rows(
      `SELECT DISTINCT ON (f.sha256) f.sha256, f.md5, f.size
       FROM revision_files f JOIN revisions r ON r.domain = f.domain AND r.rev = f.rev
       WHERE f.sha256 = ANY($1::text[]) AND r.account_id = $2 AND r.status = 'ready'
       ORDER BY f.sha256, f.md5 = ''`,
      [[...new Set(sha256s)], accountId],
    );
    const out = new Map<string, BlobFacts>();
    for (const r of rows) out.set(String(r.sha256), { md5: md5Of(r), size: Number(r.size) });
    return out;
  }

  async accountContentSizes(accountId: string, sizes: readonly number[]): Promise<Set<number>> {
    const rows = await this.db.rows(
      `SELECT DISTINCT f.size
       FROM (SELECT domain, rev FROM revisions WHERE account_id = $1 AND status = 'ready'
             ORDER BY rev DESC LIMIT $2) r
       JOIN revision_files f ON f.domain = r.domain AND f.rev = r.rev
       WHERE f.size = ANY($3::bigint[])`,
      [accountId, ACCOUNT_SIZES_REVISIONS, [...new Set(sizes)]],
    );
    return new Set(rows.map((r) => Number(r.size)));
  }

  // ---- rate limits ----
  async countHits(key: string, since: number): Promise<{ count: number; oldest: number | null }> {
    const r = await this.db.row(
      'SELECT COUNT(*) AS c, MIN(at) AS o FROM rate_hits WHERE key = $1 AND at >= $2',
      [key, since],
    );
    return { count: Number(r?.c ?? 0), oldest: r?.o == null ? null : Number(r.o) };
  }

  async addHits(hits: RateHit[]): Promise<void> {
    if (hits.length === 0) return;
    await this.db.run('INSERT INTO rate_hits (key, at) SELECT * FROM unnest($1::text[], $2::bigint[])', [
      hits.map((h) => h.key),
      hits.map((h) => h.at),
    ]);
  }

  async takeHits(checks: readonly RateCheck[], since: number, at: number): Promise<RateVerdict> {
    if (checks.length === 0) return { ok: true };
    const keys = checks.map((c) => c.key);
    return this.db.tx(async (sql) => {
      // Every origin checking one of these keys waits here until this transaction ends; the locks are taken in
      // one order (by hash) so two callers with overlapping keys cannot deadlock. The count below runs after
      // the locks are held, so it sees every hit committed before.
      await sql.run(
        `SELECT pg_advisory_xact_lock(h) FROM (
           SELECT DISTINCT hashtextextended(k, 0) AS h FROM unnest($1::text[]) AS k ORDER BY h) locks`,
        [keys],
      );
      const refused = await sql.row(
        `WITH checks AS (
           SELECT c.key, c.lim, c.i FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS c(key, lim, i)),
         counted AS (
           SELECT c.i, c.lim, COUNT(h.at) AS n, MIN(h.at) AS oldest
           FROM checks c LEFT JOIN rate_hits h ON h.key = c.key AND h.at >= $3
           GROUP BY c.i, c.lim),
         refused AS (SELECT i, oldest FROM counted WHERE n >= lim ORDER BY i LIMIT 1),
         taken AS (
           INSERT INTO rate_hits (key, at) SELECT key, $4 FROM checks WHERE NOT EXISTS (SELECT 1 FROM refused))
         SELECT i, oldest FROM refused`,
        [keys, checks.map((c) => c.limit), since, at],
      );
      if (!refused) return { ok: true };
      return {
        ok: false,
        index: Number(refused.i) - 1,
        oldest: refused.oldest === null ? null : Number(refused.oldest),
      };
    });
  }

  async pruneHits(before: number): Promise<void> {
    await this.db.run('DELETE FROM rate_hits WHERE at < $1', [before]);
  }

  // ---- platform ----
  async platformStats(): Promise<PlatformStats> {
    const r = await this.db.row(
      `SELECT (SELECT COUNT(*) FROM projects) AS projects,
              (SELECT COUNT(*) FROM accounts) AS accounts,
              COUNT(*) AS deployments, COALESCE(SUM(total_size), 0) AS bytes, COALESCE(SUM(file_count), 0) AS files
       FROM revisions WHERE status = 'ready'`,
    );
    return {
      projects: Number(r?.projects ?? 0),
      deployments: Number(r?.deployments ?? 0),
      bytes: Number(r?.bytes ?? 0),
      files: Number(r?.files ?? 0),
      accounts: Number(r?.accounts ?? 0),
    };
  }

  // ---- preview aliases ----
  async listAliases(domain: string): Promise<AliasRecord[]> {
    const rows = await this.db.rows('SELECT * FROM aliases WHERE domain = $1 ORDER BY name COLLATE "C"', [
      domain,
    ]);
    return rows.map((r) => ({
      domain: String(r.domain),
      name: String(r.name),
      rev: Number(r.rev),
      updatedAt: Number(r.updated_at),
    }));
  }

  async setAlias(domain: string, name: string, rev: number, now: number): Promise<boolean> {
    return revisions.setAlias(this.db, domain, name, rev, now);
  }

  async deleteAlias(domain: string, name: string): Promise<boolean> {
    return revisions.deleteAlias(this.db, domain, name);
  }

  /** Waits for running md5 fills, then ends the pool. The blob store is the caller's: it is left open. */
  async close(): Promise<void> {
    await this.#fills.settled();
    await this.db.end();
  }
}
