/**
 * Revisions of a project and their file lists, md5s filled in later, and which content an account has already.
 * Every change of a project's revisions takes the project's row lock first (projects.ts).
 */
import { sql as raw, type Kysely } from 'kysely';
import { privateFilesOf, type PrivateFile } from '../../protocol/private-files.ts';
import { Md5Fills, RecentContent } from '../revision-content.ts';
import type {
  BlobFacts,
  BlobStore,
  ContentFile,
  FileRecord,
  HashedFileRecord,
  NewRevision,
  PublishOutcome,
  RevisionRecord,
} from '../types.ts';
import { Repository, type SqlDb } from './db.ts';
import { moveLive } from './live.ts';
import { bumpVersion, lockProject } from './projects.ts';
import type { Database, Row } from './schema.ts';

type CompletedUpload = Pick<RevisionRecord, 'contentHash' | 'uploadEndTime'> & { files: FileRecord[] };

/** Revisions whose content sizes a size-only upload plan listing is checked against (accountContentSizes). */
const ACCOUNT_SIZES_REVISIONS = 32;

/** Sizes per IN list of accountContentSizes. */
const SIZE_BATCH = 10_000;

/** Tries of createPendingRevision, each lost to a racing deploy of the domain. */
const REV_TRIES = 50;

/** revision_files.md5 is '' until computed (the column predates lazy md5s and is NOT NULL): null in records. */
const md5Of = (md5: string): string | null => (md5 === '' ? null : md5);

const toRevision = ({
  uploadStart,
  uploadEnd,
  ...r
}: Row<'revisions'> & { liveAt: number | null }): RevisionRecord => ({
  ...r,
  stage: r.stage === 1,
  privateFiles: JSON.parse(r.privateFiles) as PrivateFile[],
  meta: JSON.parse(r.meta) as Record<string, string>,
  headers: JSON.parse(r.headers) as Record<string, string>,
  uploadStartTime: uploadStart,
  uploadEndTime: uploadEnd,
});

/** The domain's revisions (ready ones unless `includePending`) with `liveAt`, the last time each went live. */
function revisionsOf(q: Kysely<Database>, domain: string, o?: { includePending?: boolean }) {
  return q
    .selectFrom('revisions as r')
    .selectAll('r')
    .select((eb) =>
      eb
        .selectFrom('live_history as h')
        .select((h) => h.fn.max('h.at').as('at'))
        .whereRef('h.domain', '=', 'r.domain')
        .whereRef('h.rev', '=', 'r.rev')
        .as('liveAt'),
    )
    .where('r.domain', '=', domain)
    .$if(!o?.includePending, (qb) => qb.where('r.status', '=', 'ready'));
}

export class RevisionsRepository extends Repository {
  readonly #blobs: BlobStore;
  readonly #fills = new Md5Fills();
  /** The lists completed last here: a deploy's edges each take it right after (docs/bench.md). */
  readonly #recentContent = new RecentContent();

  constructor(sql: SqlDb, blobs: BlobStore) {
    super(sql);
    this.#blobs = blobs;
  }

  /** Settles once every running md5 fill has. */
  settled(): Promise<void> {
    return this.#fills.settled();
  }

  /** Removes the pending revisions of uploads started before `before` (a crash, a dead origin); returns how many. */
  async removePending(before: number): Promise<number> {
    const r = await this.sql.db
      .deleteFrom('revisions')
      .where('status', '=', 'pending')
      .where('uploadStart', '<', before)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** Creates a pending revision (invisible to listRevisions unless includePending). Returns its unique rev. */
  async createPendingRevision({ rev: wanted, uploadStartTime, ...n }: NewRevision): Promise<number> {
    // The next free number at or after the wanted one, found by the insert itself. A racing deploy of the domain
    // that takes the same number makes the insert do nothing (PostgreSQL: once that one commits): try again then.
    const rev = raw<number>`(SELECT CASE WHEN MAX(rev) >= ${wanted} THEN MAX(rev) + 1 ELSE ${wanted} END
      FROM revisions WHERE domain = ${n.domain})`;
    for (let attempt = 0; attempt < REV_TRIES; attempt++) {
      const r = await this.sql.db
        .insertInto('revisions')
        .values({
          ...n,
          rev,
          status: 'pending',
          stage: n.stage ? 1 : 0,
          meta: JSON.stringify(n.meta),
          headers: JSON.stringify(n.headers),
          uploadStart: uploadStartTime,
          createdAt: rev,
        })
        .onConflict((oc) => oc.columns(['domain', 'rev']).doNothing())
        .returning('rev')
        .executeTakeFirst();
      if (r) return r.rev;
    }
    throw new Error(
      `could not number a new revision of ${n.domain}: ${REV_TRIES} racing deploys took each number first; try again`,
    );
  }

  /** Stores the files of a pending revision and its totals; it stays pending. */
  async completeUpload(domain: string, rev: number, u: CompletedUpload): Promise<void> {
    await this.sql.tx(async (q) => {
      // The project's lock first, as every other change of its revisions takes it: a discard of this revision
      // from another origin then runs wholly before or after, and a discarded revision is found gone here.
      await lockProject(this.sql, q, domain);
      const r = await q
        .updateTable('revisions')
        .set({
          fileCount: u.files.length,
          totalSize: u.files.reduce((n, f) => n + f.size, 0),
          privateFiles: JSON.stringify(privateFilesOf(u.files)),
          contentHash: u.contentHash,
          uploadEnd: u.uploadEndTime,
        })
        .where((eb) => eb.and({ domain, rev }))
        .executeTakeFirst();
      if (r.numUpdatedRows === 0n) throw new Error(`revision ${rev} of ${domain} no longer exists`);
      await this.sql.insertRows(
        q,
        'revision_files',
        ['domain', 'rev', 'path', 'sha256', 'md5', 'size'],
        u.files.map((f) => ({ domain, rev, path: f.path, sha256: f.sha256, md5: f.md5 ?? '', size: f.size })),
      );
      await bumpVersion(q, domain);
    });
    const files = u.files.map((f) => ({ path: f.path, sha256: f.sha256, size: f.size }));
    this.#recentContent.keep(domain, rev, u.contentHash, files);
  }

  /**
   * Pending → ready and, if `live`, production (cause `deploy`), unless a revision with a greater rev (a deploy
   * started later) was live already: then production stays (`overtakenBy`). Under the project's lock, so two
   * racing publishes of one domain never both move it.
   */
  async publishRevision(
    domain: string,
    rev: number,
    o: { live: boolean; now: number },
  ): Promise<PublishOutcome> {
    return this.sql.tx(async (q) => {
      await lockProject(this.sql, q, domain);
      const changed = await q
        .updateTable('revisions')
        .set({ status: 'ready' })
        .where((eb) => eb.and({ domain, rev }))
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) throw new Error(`revision ${rev} of ${domain} no longer exists`);
      const newer = o.live
        ? await q
            .selectFrom('live_history')
            .select((eb) => eb.fn.max('rev').as('m'))
            .where('domain', '=', domain)
            .where('rev', '>', rev)
            .executeTakeFirst()
        : undefined;
      const overtakenBy = newer?.m ?? null;
      if (o.live && overtakenBy === null) {
        await moveLive(q, domain, rev, o.now, 'deploy');
        return { live: true, overtakenBy };
      }
      await bumpVersion(q, domain);
      return { live: false, overtakenBy };
    });
  }

  /** Removes a revision (pending or ready) and its files; production goes offline (`discard`) if it was live. */
  async deleteRevision(domain: string, rev: number): Promise<boolean> {
    return this.sql.tx(async (q) => {
      const project = await lockProject(this.sql, q, domain);
      if (!project) return false;
      if (project.liveRev === rev) await moveLive(q, domain, null, Date.now(), 'discard');
      const r = await q
        .deleteFrom('revisions')
        .where((eb) => eb.and({ domain, rev }))
        .executeTakeFirst();
      if (r.numDeletedRows === 0n) return false;
      await bumpVersion(q, domain);
      return true;
    });
  }

  async getRevision(
    domain: string,
    rev: number,
    o?: { includePending?: boolean },
  ): Promise<RevisionRecord | null> {
    const r = await revisionsOf(this.sql.db, domain, o).where('r.rev', '=', rev).executeTakeFirst();
    return r ? toRevision(r) : null;
  }

  /** Newest first. */
  async listRevisions(domain: string, o?: { includePending?: boolean }): Promise<RevisionRecord[]> {
    const rows = await revisionsOf(this.sql.db, domain, o).orderBy('r.rev', 'desc').execute();
    return rows.map(toRevision);
  }

  async getRevisionFiles(domain: string, rev: number): Promise<FileRecord[]> {
    const rows = await this.#files(domain, rev)
      .select(['path', 'sha256', 'md5', 'size'])
      .orderBy(this.sql.bytes('path'))
      .execute();
    return rows.map((r) => ({ ...r, md5: md5Of(r.md5) }));
  }

  /**
   * The files without md5s (what edges take), unordered; none before the upload completed. The lists completed
   * last are kept in memory, while the revision keeps the content hash they were made with.
   */
  async getRevisionContent(revision: RevisionRecord): Promise<readonly ContentFile[]> {
    return (
      this.#recentContent.get(revision) ??
      this.#files(revision.domain, revision.rev).select(['path', 'sha256', 'size']).execute()
    );
  }

  /** The file rows of a revision. */
  #files(domain: string, rev: number) {
    return this.sql.db.selectFrom('revision_files').where((eb) => eb.and({ domain, rev }));
  }

  /** getRevisionFiles with every md5 known: the missing ones are computed first (fillMd5). */
  async getRevisionManifest(domain: string, rev: number): Promise<HashedFileRecord[]> {
    await this.fillMd5(domain, rev);
    return (await this.getRevisionFiles(domain, rev)).map((f) => {
      if (f.md5 === null)
        throw new Error(`the md5 of ${f.path} in ${domain} revision ${rev} is still unknown`);
      return { ...f, md5: f.md5 };
    });
  }

  /** Records the missing md5s of the revision's files (from their blobs), for every record of that content. */
  async fillMd5(domain: string, rev: number): Promise<void> {
    return this.#fills.run(domain, rev, () => this.#fillMd5(domain, rev));
  }

  async #fillMd5(domain: string, rev: number): Promise<void> {
    const rows = await this.#files(domain, rev).select('sha256').distinct().where('md5', '=', '').execute();
    const missing = rows.map((r) => r.sha256);
    if (missing.length === 0) return;
    const found = await this.#blobs.md5(missing);
    // One statement for them all, the md5s as one JSON object (sha256 → md5) joined through the sha256 index: a
    // transaction (an fsync) per batch of a CASE list cost 15 commits for 7,453 files (docs/bench.md). Two origins
    // filling revisions that share content may deadlock on PostgreSQL: tx() runs the cancelled one again.
    if (found.size > 0) {
      const pairs = raw.raw(this.sql.dialect === 'sqlite' ? 'json_each' : 'json_each_text');
      const md5s = JSON.stringify(Object.fromEntries(found));
      await this.sql.tx((q) =>
        raw`UPDATE revision_files SET md5 = j.value FROM ${pairs}(${md5s}) AS j
          WHERE revision_files.sha256 = j.key AND revision_files.md5 = ''`.execute(q),
      );
    }
    const lost = missing.filter((sha256) => !found.has(sha256));
    if (lost.length > 0)
      throw new Error(
        `${lost.length} file(s) of ${domain} revision ${rev} have no content in the blob store (first: ${lost[0]})`,
      );
  }

  /** True if any file record (of any revision, pending included) references the blob. */
  async isBlobReferenced(sha256: string): Promise<boolean> {
    const r = await this.sql.db
      .selectFrom('revision_files')
      .select('sha256')
      .where('sha256', '=', sha256)
      .limit(1)
      .executeTakeFirst();
    return r !== undefined;
  }

  /** All referenced blob ids (for garbage collection). */
  async referencedBlobs(): Promise<Set<string>> {
    const rows = await this.sql.db.selectFrom('revision_files').select('sha256').distinct().execute();
    return new Set(rows.map((r) => r.sha256));
  }

  /**
   * Of `sha256s`, the content a ready revision of `accountId` references (what an upload plan may reuse). One
   * statement through the revision_files(sha256) index: a JSON list on SQLite, an array on PostgreSQL.
   */
  async accountContent(accountId: string, sha256s: readonly string[]): Promise<Map<string, BlobFacts>> {
    const list = [...new Set(sha256s)];
    const rows =
      this.sql.dialect === 'sqlite'
        ? await raw<{ sha256: string; md5: string; size: number }>`
            SELECT j.value AS sha256, f.md5 AS md5, f.size AS size
            FROM (SELECT DISTINCT value FROM json_each(${JSON.stringify(list)})) j
            JOIN revision_files f ON f.rowid = (
              SELECT rf.rowid FROM revision_files rf
              JOIN revisions r ON r.domain = rf.domain AND r.rev = rf.rev
              WHERE rf.sha256 = j.value AND r.account_id = ${accountId} AND r.status = 'ready' LIMIT 1)`.execute(
            this.sql.db,
          )
        : await raw<{ sha256: string; md5: string; size: number }>`
            SELECT DISTINCT ON (f.sha256) f.sha256, f.md5, f.size
            FROM revision_files f JOIN revisions r ON r.domain = f.domain AND r.rev = f.rev
            WHERE f.sha256 = ANY(${list}::text[]) AND r.account_id = ${accountId} AND r.status = 'ready'
            ORDER BY f.sha256, f.md5 = ''`.execute(this.sql.db);
    const out = new Map<string, BlobFacts>();
    for (const r of rows.rows) out.set(r.sha256, { md5: md5Of(r.md5), size: r.size });
    return out;
  }

  /**
   * Of `sizes`, those of a file in the account's ACCOUNT_SIZES_REVISIONS newest ready revisions: files of other
   * sizes in a size-only plan listing cannot be reused, so the client need not hash them.
   */
  async accountContentSizes(accountId: string, sizes: readonly number[]): Promise<Set<number>> {
    const found = new Set<number>();
    const wanted = [...new Set(sizes)];
    for (let start = 0; start < wanted.length; start += SIZE_BATCH) {
      const rows = await this.sql.db
        .selectFrom((eb) =>
          eb
            .selectFrom('revisions')
            .select(['domain', 'rev'])
            .where('accountId', '=', accountId)
            .where('status', '=', 'ready')
            .orderBy('rev', 'desc')
            .limit(ACCOUNT_SIZES_REVISIONS)
            .as('r'),
        )
        .innerJoin('revision_files as f', (j) =>
          j.onRef('f.domain', '=', 'r.domain').onRef('f.rev', '=', 'r.rev'),
        )
        .select('f.size')
        .distinct()
        .where('f.size', 'in', wanted.slice(start, start + SIZE_BATCH))
        .execute();
      for (const r of rows) found.add(r.size);
    }
    return found;
  }
}
