/**
 * Revisions, their file lists and the live pointer of PostgresStore, as functions over the pool. Several origins
 * share the database, so every change of a project's revisions or pointer takes the project's row lock first
 * (`SELECT … FOR NO KEY UPDATE`: it excludes the other changes, not the foreign-key checks of new revisions'
 * inserts): concurrent cutovers, upload completions, publishes and deletes of one project run one after the other,
 * none loses a pointer move, and the live history stays one line (each move is recorded after the one before it,
 * even when the origins' clocks disagree).
 */
import { privateFilesOf } from '../../protocol/private-files.ts';
import type {
  CompletedUpload,
  FileRecord,
  LiveCause,
  LiveMove,
  LiveMoveOptions,
  NewRevision,
  PublishOutcome,
} from '../types.ts';
import { toLiveMove } from '../rows/core.ts';
import type { Db, Sql } from './db.ts';

/** Rows per `INSERT … SELECT FROM unnest(…)` of a file list: one statement per few thousand files. */
export const FILE_BATCH = 4000;

/** Tries of createPendingRevision before giving up (each lost race to a racing deploy of the domain is one). */
const REV_TRIES = 50;

export const REVISION_SELECT = `
  SELECT r.*, (SELECT MAX(h.at) FROM live_history h WHERE h.domain = r.domain AND h.rev = r.rev) AS live_at
  FROM revisions r`;

/** Takes the project's row lock for the rest of the transaction; false when there is no such project. */
async function lockProject(sql: Sql, domain: string): Promise<{ liveRev: number | null } | null> {
  const r = await sql.row('SELECT live_rev FROM projects WHERE domain = $1 FOR NO KEY UPDATE', [domain]);
  if (!r) return null;
  return { liveRev: r.live_rev === null ? null : Number(r.live_rev) };
}

/**
 * Points production at `rev` (null = offline) and records the move, at `now` or 1 ms after the project's last
 * recorded move when that is later (another origin's clock ahead): the newest move is always the current one.
 * Call with the project's row lock held.
 */
async function moveLive(
  sql: Sql,
  domain: string,
  rev: number | null,
  now: number,
  cause: LiveCause,
): Promise<void> {
  await sql.run(
    `WITH moved AS (UPDATE projects SET live_rev = $2, version = version + 1 WHERE domain = $1)
     INSERT INTO live_history (domain, rev, at, cause)
     SELECT $1, $2, GREATEST($3::bigint, COALESCE(MAX(at) + 1, $3::bigint)), $4 FROM live_history WHERE domain = $1`,
    [domain, rev, now, cause],
  );
}

async function bumpVersion(sql: Sql, domain: string): Promise<void> {
  await sql.run('UPDATE projects SET version = version + 1 WHERE domain = $1', [domain]);
}

export async function createPendingRevision(db: Db, n: NewRevision): Promise<number> {
  // One statement: the next free number at or after the wanted one. A racing deploy of the domain that takes
  // the same number makes this insert do nothing (it waits for that one to commit): take the next one then.
  for (let attempt = 0; attempt < REV_TRIES; attempt++) {
    const r = await db.row(
      `INSERT INTO revisions (domain, rev, status, account_id, email, message, stage, cli_version, cmd, platform,
         meta, headers, upload_start, created_at)
       SELECT $1, x.rev, 'pending', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, x.rev
       FROM (SELECT GREATEST($2::bigint, COALESCE(MAX(rev) + 1, 0)) AS rev FROM revisions WHERE domain = $1) x
       ON CONFLICT (domain, rev) DO NOTHING
       RETURNING rev`,
      [
        n.domain,
        n.rev,
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
      ],
    );
    if (r) return Number(r.rev);
  }
  throw new Error(
    `could not number a new revision of ${n.domain}: ${REV_TRIES} racing deploys took each number first; try again`,
  );
}

/** Inserts the file list in batches of FILE_BATCH rows, each one `INSERT … SELECT FROM unnest(…)`. */
async function insertFiles(sql: Sql, domain: string, rev: number, files: readonly FileRecord[]) {
  for (let start = 0; start < files.length; start += FILE_BATCH) {
    const batch = files.slice(start, start + FILE_BATCH);
    await sql.run(
      `INSERT INTO revision_files (domain, rev, path, sha256, md5, size)
       SELECT $1, $2, f.path, f.sha256, f.md5, f.size
       FROM unnest($3::text[], $4::text[], $5::text[], $6::bigint[]) AS f(path, sha256, md5, size)`,
      [
        domain,
        rev,
        batch.map((f) => f.path),
        batch.map((f) => f.sha256),
        batch.map((f) => f.md5 ?? ''),
        batch.map((f) => f.size),
      ],
    );
  }
}

export async function completeUpload(db: Db, domain: string, rev: number, u: CompletedUpload): Promise<void> {
  let total = 0;
  for (const f of u.files) total += f.size;
  await db.tx(async (sql) => {
    // The project's lock first, as every other change of its revisions takes it: a discard of this revision
    // from another origin then runs wholly before or after, never deadlocked against this one. The revision is
    // looked for after the lock is held (a statement of its own, so it sees a discard that committed meanwhile).
    await lockProject(sql, domain);
    const found = await sql.row('SELECT 1 AS x FROM revisions WHERE domain = $1 AND rev = $2', [domain, rev]);
    if (!found) throw new Error(`revision ${rev} of ${domain} no longer exists`);
    await insertFiles(sql, domain, rev, u.files);
    await sql.run(
      `WITH done AS (
         UPDATE revisions SET file_count = $3, total_size = $4, private_files = $5, content_hash = $6, upload_end = $7
         WHERE domain = $1 AND rev = $2)
       UPDATE projects SET version = version + 1 WHERE domain = $1`,
      [
        domain,
        rev,
        u.files.length,
        total,
        JSON.stringify(privateFilesOf(u.files)),
        u.contentHash,
        u.uploadEndTime,
      ],
    );
  });
}

export async function publishRevision(
  db: Db,
  domain: string,
  rev: number,
  o: { live: boolean; now: number },
): Promise<PublishOutcome> {
  return db.tx(async (sql) => {
    // Under the project's lock: a racing publish of a newer revision (another origin) is wholly before or after.
    await lockProject(sql, domain);
    const changed = await sql.run(`UPDATE revisions SET status = 'ready' WHERE domain = $1 AND rev = $2`, [
      domain,
      rev,
    ]);
    if (changed === 0) throw new Error(`revision ${rev} of ${domain} no longer exists`);
    const newer = o.live
      ? await sql.row('SELECT MAX(rev) AS m FROM live_history WHERE domain = $1 AND rev > $2', [domain, rev])
      : null;
    const overtakenBy = newer?.m == null ? null : Number(newer.m);
    if (o.live && overtakenBy === null) {
      await moveLive(sql, domain, rev, o.now, 'deploy');
      return { live: true, overtakenBy };
    }
    await bumpVersion(sql, domain);
    return { live: false, overtakenBy };
  });
}

export async function setLive(
  db: Db,
  domain: string,
  rev: number | null,
  now: number,
  move?: LiveMoveOptions,
): Promise<boolean> {
  return db.tx(async (sql) => {
    const project = await lockProject(sql, domain);
    if (!project) return false;
    if (move?.from !== undefined && move.from !== project.liveRev) return false;
    await moveLive(sql, domain, rev, now, move?.cause ?? 'cutover');
    return true;
  });
}

export async function liveHistory(db: Db, domain: string): Promise<LiveMove[]> {
  const rows = await db.rows('SELECT rev, at, cause FROM live_history WHERE domain = $1 ORDER BY at', [
    domain,
  ]);
  return rows.map(toLiveMove);
}

export async function deleteRevision(db: Db, domain: string, rev: number): Promise<boolean> {
  return db.tx(async (sql) => {
    const project = await lockProject(sql, domain);
    if (!project) return false;
    if (project.liveRev === rev) await moveLive(sql, domain, null, Date.now(), 'discard');
    const n = await sql.run('DELETE FROM revisions WHERE domain = $1 AND rev = $2', [domain, rev]);
    if (n > 0) await bumpVersion(sql, domain);
    return n > 0;
  });
}

/** The project and everything kept of it by domain, in one statement (revisions, files, history, aliases by
 * cascade): the project row's delete locks it against a concurrent cutover. */
export async function deleteProject(db: Db, domain: string): Promise<boolean> {
  const r = await db.row(
    `WITH certs AS (DELETE FROM certificates WHERE domain = $1),
          records AS (DELETE FROM dns_records WHERE domain = $1),
          zones AS (DELETE FROM dns_zones WHERE domain = $1),
          people AS (DELETE FROM collaborators WHERE domain = $1),
          gone AS (DELETE FROM projects WHERE domain = $1 RETURNING 1)
     SELECT COUNT(*) AS n FROM gone`,
    [domain],
  );
  return Number(r?.n ?? 0) > 0;
}

export async function setAlias(
  db: Db,
  domain: string,
  name: string,
  rev: number,
  now: number,
): Promise<boolean> {
  return db.tx(async (sql) => {
    if (!(await lockProject(sql, domain))) return false;
    const ready = await sql.row(
      `SELECT 1 AS ok FROM revisions WHERE domain = $1 AND rev = $2 AND status = 'ready'`,
      [domain, rev],
    );
    if (!ready) return false;
    await sql.run(
      `WITH bumped AS (UPDATE projects SET version = version + 1 WHERE domain = $1)
       INSERT INTO aliases (domain, name, rev, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (domain, name) DO UPDATE SET rev = excluded.rev, updated_at = excluded.updated_at`,
      [domain, name, rev, now],
    );
    return true;
  });
}

export async function deleteAlias(db: Db, domain: string, name: string): Promise<boolean> {
  return db.tx(async (sql) => {
    if (!(await lockProject(sql, domain))) return false;
    const n = await sql.run('DELETE FROM aliases WHERE domain = $1 AND name = $2', [domain, name]);
    if (n > 0) await bumpVersion(sql, domain);
    return n > 0;
  });
}
