/**
 * Copies the rows of one SQL database into another, whole, table by table, parents first, in batches of
 * `INSERT … ON CONFLICT DO NOTHING RETURNING` (docs/storage.md, "`sitepub migrate`"): a skipped row is looked up
 * by each unique key of the target and its identity compared; equal is "already there", else the run stops with
 * an error naming the row, never a secret. A table without keys is copied as a multiset.
 */
import { sql, type Kysely } from 'kysely';
import type { CopiedCount } from '../../protocol/migration.ts';
import type { SqlDb } from '../sql/db.ts';
import { SHARED_TABLES } from '../sql/migrations.ts';
import { TABLES, uniqueKeysOf } from '../sql/schema.ts';

type Row = Record<string, unknown>;
/** Tables and columns named by data (the layer's `Database` type names them statically). */
type AnyDb = Kysely<Record<string, Row>>;
const anyDb = (s: SqlDb): AnyDb => s.raw as unknown as AnyDb;

export class TransferConflictError extends Error {
  override name = 'TransferConflictError';
}

export interface TableCopy {
  name: string;
  /** The target's unique keys, primary key first; empty: the table is copied as a multiset. */
  keys: string[][];
  /** Columns that must be equal in the target for a row with the same key to count as "already there". */
  identity: string[];
}

/**
 * Columns that say what a row IS, beyond its keys: another value here under the same key is somebody else's data.
 * Any other column may have moved on in the target since a first run (a token's use count) and is left as it is.
 */
const IDENTITY: Readonly<Record<string, readonly string[]>> = {
  tokens: ['account_id'],
  codes: ['account_id', 'purpose'],
  projects: ['owner_id'],
  revisions: ['account_id', 'content_hash'],
  revision_files: ['sha256', 'size'],
  dns_records: ['domain', 'type', 'name'],
  billing_accounts: ['customer_id'],
  billing_links: ['account_id', 'kind'],
  login_sessions: ['poll_hash'],
};

/** Values of secrets or of what stands in for one: named in messages, never shown. */
const SECRET_COLUMNS = new Set(['password_hash', 'hash', 'poll_hash', 'code', 'key_pem', 'value']);

/** A value as both databases' rows compare (PostgreSQL may read an int8 back as text). */
export const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const textOf = (row: Row, columns: readonly string[]) => JSON.stringify(columns.map((c) => asText(row[c])));

/**
 * Rows not copied: those of a revision whose upload never completed, and shared state that expires (upload plans,
 * edge registrations; ACME keys and wildcard certificates never expire and are copied).
 */
export function isCopied(table: string, row: Row, pending: ReadonlySet<string>): boolean {
  if (table === 'shared_state') return row.expires_at === null;
  return !pending.has(textOf(row, ['domain', 'rev']));
}

/** The tables the source has, in SHARED_TABLES order, with their unique keys (primary key first). */
export async function tableCopies(source: SqlDb): Promise<TableCopy[]> {
  const has = new Set((await source.db.introspection.getTables()).map((t) => t.name));
  return SHARED_TABLES.filter((name) => has.has(name)).map((name) => {
    const keys = uniqueKeysOf(TABLES[name]);
    return { name, keys, identity: [...new Set([...keys.flat(), ...(IDENTITY[name] ?? [])])] };
  });
}

const ROWID = '__rowid';

/** The source's rows of `t` to copy, `size` at a time in rowid order (SQLite); a table without keys all at once. */
async function* batchesOf(db: AnyDb, t: TableCopy, size: number, pending: ReadonlySet<string>) {
  const all: Row[] = [];
  for (let after = Number.MIN_SAFE_INTEGER; ;) {
    const rows = await db
      .selectFrom(t.name)
      .selectAll()
      .select(sql<number>`rowid`.as(ROWID))
      .where(sql.ref('rowid'), '>', after)
      .orderBy(sql.ref('rowid'))
      .limit(size)
      .execute();
    if (rows.length === 0) break;
    after = Number(rows.at(-1)![ROWID]);
    const batch = rows
      .map(({ [ROWID]: _rowid, ...row }) => row)
      .filter((row) => isCopied(t.name, row, pending));
    if (t.keys.length) yield batch;
    else all.push(...batch);
  }
  if (t.keys.length === 0) yield all;
}

/** A source row the target does not hold as it is: found by none of its keys, or by `key` with other `differs`. */
export interface Difference {
  row: Row;
  key: readonly string[] | null;
  differs: string[];
}

async function differences(db: AnyDb, t: TableCopy, rows: readonly Row[]): Promise<Difference[]> {
  if (rows.length === 0) return [];
  const found = await Promise.all(
    t.keys.map(async (key) => {
      const matches = await db
        .selectFrom(t.name)
        .selectAll()
        .where((eb) => eb.or(rows.map((row) => eb.and(key.map((c) => eb(c, '=', row[c]))))))
        .execute();
      return new Map(matches.map((m) => [textOf(m, key), m]));
    }),
  );
  const out: Difference[] = [];
  for (const row of rows) {
    const hits = t.keys.flatMap((key, i) => {
      const target = found[i]!.get(textOf(row, key));
      const differs = t.identity.filter((c) => c in row && asText(row[c]) !== asText(target?.[c]));
      return target ? [{ row, key, differs }] : [];
    });
    const d = hits.length ? hits.find((h) => h.differs.length) : { row, key: null, differs: [] };
    if (d) out.push(d);
  }
  return out;
}

/** A multiset's missing copies: a row the source holds n times and `target` (as `key`s) m times is missing n - m. */
export function missingCopies<R>(
  source: readonly R[],
  target: Iterable<string>,
  key: (row: R) => string,
): R[] {
  const have = new Map<string, number>();
  for (const k of target) have.set(k, (have.get(k) ?? 0) + 1);
  return source.filter((row) => {
    const n = have.get(key(row)) ?? 0;
    if (n > 0) have.set(key(row), n - 1);
    return n === 0;
  });
}

async function missingIn(db: AnyDb, t: TableCopy, rows: readonly Row[]): Promise<Row[]> {
  const columns = Object.keys(rows[0] ?? {});
  const target = await db.selectFrom(t.name).selectAll().execute();
  return missingCopies(
    rows,
    target.map((r) => textOf(r, columns)),
    (r) => textOf(r, columns),
  );
}

/** One row's value of `column` for a message: secret columns are named but never shown. */
const shown = (column: string, value: unknown) =>
  SECRET_COLUMNS.has(column) ? `${column}=<secret>` : `${column}=${JSON.stringify(value ?? null)}`;
const rowLabel = (t: TableCopy, row: Row) =>
  `${t.name} row ${(t.keys[0] ?? t.identity).map((c) => shown(c, row[c])).join(', ')}`;

/** Why a source row cannot go into the target. Names the table, the key and the columns, never a secret value. */
export function conflictMessage(t: TableCopy, d: Difference): string {
  const because = d.key
    ? `the target already holds a row with the same ${d.key.join(', ')} that differs in ${d.differs.join(', ')}`
    : 'the target refused it, yet holds no row with any of its keys (a constraint of the target schema?)';
  return (
    `cannot copy ${rowLabel(t, d.row)}: ${because}. The target database holds other data for the same keys: ` +
    'migrate into an empty database, or into the one an earlier run of this command filled from the same data folder'
  );
}

export const verifyMessage = (t: TableCopy, d: Difference): string =>
  `${rowLabel(t, d.row)} ${d.key ? `differs in the target in ${d.differs.join(', ')}` : 'is missing in the target'}`;

export interface CopyRowsOptions {
  /** The target, and the source (read-only). */
  sql: SqlDb;
  source: { sql: SqlDb };
  /** Rows per INSERT (default 500). */
  batch?: number;
  onBatch?: (table: string, counts: CopiedCount) => void;
}

/** Each table to copy with its batches of source rows. */
async function* eachBatch(o: CopyRowsOptions): AsyncGenerator<[TableCopy, Row[]]> {
  const from = anyDb(o.source.sql);
  const pending = await from
    .selectFrom('revisions')
    .select(['domain', 'rev'])
    .where('status', '=', 'pending')
    .execute();
  const pendingKeys = new Set(pending.map((r) => textOf(r, ['domain', 'rev'])));
  for (const t of await tableCopies(o.source.sql)) {
    yield [t, []]; // every table is counted, an empty one too
    for await (const rows of batchesOf(from, t, o.batch ?? 500, pendingKeys)) yield [t, rows];
  }
}

/** Inserts `rows`, those whose keys the target holds skipped and each checked (the same, or a conflict). */
async function insertKeyed(db: AnyDb, t: TableCopy, rows: Row[]): Promise<number> {
  const primary = t.keys[0]!;
  const insert = db
    .insertInto(t.name)
    .values(rows)
    .onConflict((oc) => oc.doNothing());
  const inserted = await insert.returning(primary).execute();
  const done = new Set(inserted.map((r) => textOf(r, primary)));
  const skipped = rows.filter((r) => !done.has(textOf(r, primary)));
  const [conflict] = await differences(db, t, skipped);
  if (conflict) throw new TransferConflictError(conflictMessage(t, conflict));
  return inserted.length;
}

/** Inserts the copies of `rows` that the target lacks (a table without keys). */
async function insertMissing(db: AnyDb, t: TableCopy, rows: Row[], size: number): Promise<number> {
  const missing = await missingIn(db, t, rows);
  for (let i = 0; i < missing.length; i += size)
    await db
      .insertInto(t.name)
      .values(missing.slice(i, i + size))
      .execute();
  return missing.length;
}

export async function copyRows(o: CopyRowsOptions): Promise<Record<string, CopiedCount>> {
  const db = anyDb(o.sql);
  const counts: Record<string, CopiedCount> = {};
  for await (const [t, rows] of eachBatch(o)) {
    const count = (counts[t.name] ??= { copied: 0, present: 0 });
    if (rows.length === 0) continue;
    const copied = t.keys.length ? await insertKeyed(db, t, rows) : await insertMissing(db, t, rows, 500);
    count.copied += copied;
    count.present += rows.length - copied;
    o.onBatch?.(t.name, count);
  }
  return counts;
}

/** Finds every row copyRows copies in the target; returns the rows checked per table and what differs. */
export async function verifyRows(
  o: CopyRowsOptions,
): Promise<{ rows: Record<string, number>; problems: string[] }> {
  const db = anyDb(o.sql);
  const rows: Record<string, number> = {};
  const problems: string[] = [];
  for await (const [t, batch] of eachBatch(o)) {
    rows[t.name] = (rows[t.name] ?? 0) + batch.length;
    if (t.keys.length) problems.push(...(await differences(db, t, batch)).map((d) => verifyMessage(t, d)));
    else if (batch.length) {
      const missing = (await missingIn(db, t, batch)).length;
      if (missing) problems.push(`${t.name}: ${missing} row(s) are missing in the target`);
    }
  }
  return { rows, problems };
}
