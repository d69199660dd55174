/**
 * Copies the source's tables into the target database through the SQL layer (src/store/sql/: the target is opened
 * as a store opens it, so its schema is the layer's, migrations.ts), table by table in the (foreign-key)
 * order, in batches: `INSERT … ON CONFLICT DO NOTHING RETURNING` the keys, so a second run (after a crash, a kill,
 * or to finish what a failed one left) inserts only what is missing. Every skipped row is looked up by its keys and
 * compared (table-order.ts): another row under the same key stops the run with an error naming it. No table or column is
 * named here: they come from the source (table-order.ts) and are checked against the target's.
 */
import { sql, type Kysely } from 'kysely';
import type { CopiedCount } from '../../protocol/migration.ts';
import type { SqlDb } from '../sql/db.ts';
import type { SourceRow } from '../sqlite/transfer-source.ts';
import {
  asText,
  conflictMessage,
  missingCopies,
  orderTables,
  type SourceTable,
  type TableCopy,
} from './table-order.ts';

/** Where the rows come from (TransferSource, or a test's stand-in). */
export interface RowSource {
  tables(): SourceTable[];
  rows(copy: TableCopy, after: number, limit: number): SourceRow[];
}

/**
 * The target as the copy queries it: tables and columns by the names the copy gives (the layer's `Database` type
 * names them statically; here they are data).
 */
type AnyTables = Record<string, Record<string, unknown>>;
type Target = Kysely<AnyTables>;
type Row = Record<string, unknown>;

/** A target column: PostgreSQL's type name (text, int8, bool, _text…), from Kysely's introspection. */
type TargetColumns = Map<string, string>;

export class TransferConflictError extends Error {
  override name = 'TransferConflictError';
}

/** The target's columns of each table of its current schema. */
async function targetSchema(db: Target): Promise<Map<string, TargetColumns>> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const current = rows[0]?.schema;
  const tables = new Map<string, TargetColumns>();
  for (const t of await db.introspection.getTables()) {
    if (t.schema !== undefined && t.schema !== current) continue;
    tables.set(t.name, new Map(t.columns.map((c) => [c.name, c.dataType])));
  }
  return tables;
}

/** A source value in the form the target column takes. */
export function toTarget(value: unknown, udt: string): unknown {
  if (value === null || value === undefined) return null;
  if (udt === 'bool') return !(value === 0 || value === 0n || value === false);
  if (udt.startsWith('_') && typeof value === 'string') return JSON.parse(value) as unknown;
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** Checks that the target has every table and column of the copy; names what is missing. */
function checkTarget(copies: readonly TableCopy[], schema: Map<string, TargetColumns>): void {
  for (const copy of copies) {
    const cols = schema.get(copy.name);
    const missing = cols ? copy.columns.filter((c) => !cols.has(c)) : copy.columns;
    if (missing.length === 0) continue;
    throw new Error(
      cols
        ? `the target table ${copy.name} has no column ${missing.join(', ')}: the target's schema is older than ` +
            'the data folder (start one `sitepub serve --database …` of this version on it once, or update sitepub)'
        : `the target database has no table ${copy.name}: run one \`sitepub serve --database …\` of this version ` +
            'on it first (it creates the schema), or check that --database names the right database',
    );
  }
}

export interface CopyRowsOptions {
  /** The target (PostgresStore's `sql`). */
  sql: SqlDb;
  source: RowSource;
  /** Rows per INSERT (default 500). */
  batch?: number;
  /** Called after each batch (progress). */
  onBatch?: (table: string, counts: CopiedCount) => void;
}

/** Copies every table; returns the counts per table in the order copied. */
export async function copyRows(o: CopyRowsOptions): Promise<Record<string, CopiedCount>> {
  const db = o.sql.db as unknown as Target;
  const copies = orderTables(o.source.tables());
  const schema = await targetSchema(db);
  checkTarget(copies, schema);
  const counts: Record<string, CopiedCount> = {};
  for (const copy of copies) {
    const cols = schema.get(copy.name)!;
    const count: CopiedCount = { copied: 0, present: 0 };
    counts[copy.name] = count;
    // A table without keys is compared whole (it is small: cutovers, rate-limit hits of the last window).
    const unkeyed: SourceRow[] = [];
    for (let after = 0; ;) {
      const rows = o.source.rows(copy, after, o.batch ?? 500);
      if (rows.length === 0) break;
      after = Number(rows[rows.length - 1]!.__rowid);
      if (copy.keys.length === 0) unkeyed.push(...rows);
      else {
        await copyKeyedBatch(db, copy, cols, rows, count);
        o.onBatch?.(copy.name, count);
      }
    }
    if (copy.keys.length === 0) {
      await copyMultiset(db, copy, cols, unkeyed, count);
      o.onBatch?.(copy.name, count);
    }
  }
  return counts;
}

/** A source row as the target takes it. */
const valuesOf = (copy: TableCopy, cols: TargetColumns, row: SourceRow): Row =>
  Object.fromEntries(copy.columns.map((c) => [c, toTarget(row[c], cols.get(c)!)]));

/** Inserts `rows`, skipping those whose keys the target holds; returns the `returning` columns of those inserted. */
async function insertRows(
  db: Target,
  copy: TableCopy,
  cols: TargetColumns,
  rows: readonly SourceRow[],
  returning: readonly string[],
): Promise<Row[]> {
  const insert = db
    .insertInto(copy.name)
    .values(rows.map((row) => valuesOf(copy, cols, row)))
    .onConflict((oc) => oc.doNothing());
  if (returning.length === 0) {
    await insert.execute();
    return [];
  }
  return insert.returning(returning).execute();
}

/** A row's `key` columns as comparable text (the source's and the target's values alike). */
const keyText = (row: Row, key: readonly string[], cols: TargetColumns) =>
  JSON.stringify(key.map((c) => asText(row[c], cols.get(c)!)));

/** One batch of a table with keys: insert, then account for every row the target already had. */
async function copyKeyedBatch(
  db: Target,
  copy: TableCopy,
  cols: TargetColumns,
  rows: readonly SourceRow[],
  count: CopiedCount,
): Promise<void> {
  const primary = copy.keys[0]!;
  const inserted = await insertRows(db, copy, cols, rows, primary);
  count.copied += inserted.length;
  const done = new Set(inserted.map((r) => keyText(r, primary, cols)));
  const skipped = rows.filter((r) => !done.has(keyText(r, primary, cols)));
  if (skipped.length === 0) return;
  const found = await Promise.all(copy.keys.map((key) => lookup(db, copy, cols, skipped, key)));
  for (const row of skipped) {
    let foundBy = 0;
    copy.keys.forEach((key, i) => {
      const target = found[i]!.get(keyText(row, key, cols));
      if (!target) return;
      foundBy++;
      const differs = copy.identity.filter(
        (c) => asText(row[c], cols.get(c)!) !== asText(target[c], cols.get(c)!),
      );
      if (differs.length)
        throw new TransferConflictError(conflictMessage(copy, row, { key: [...key], differs }));
    });
    if (foundBy === 0) throw new TransferConflictError(conflictMessage(copy, row, null));
  }
  count.present += skipped.length;
}

/** The target's rows with the same `key` as `rows` (key and identity columns), by key. */
async function lookup(
  db: Target,
  copy: TableCopy,
  cols: TargetColumns,
  rows: readonly SourceRow[],
  key: readonly string[],
): Promise<Map<string, Row>> {
  const found = await db
    .selectFrom(copy.name)
    .select([...new Set([...key, ...copy.identity])])
    .where((eb) =>
      eb.or(rows.map((row) => eb.and(key.map((c) => eb(c, '=', toTarget(row[c], cols.get(c)!)))))),
    )
    .execute();
  return new Map(found.map((r) => [keyText(r, key, cols), r]));
}

/** A table without keys (live_history, rate_hits): insert the copies of each row that the target lacks. */
async function copyMultiset(
  db: Target,
  copy: TableCopy,
  cols: TargetColumns,
  rows: readonly SourceRow[],
  count: CopiedCount,
): Promise<void> {
  const target = await db.selectFrom(copy.name).select(copy.columns).execute();
  const missing = missingCopies(
    rows,
    target.map((row) => keyText(row, copy.columns, cols)),
    (row) => keyText(row, copy.columns, cols),
  );
  for (let i = 0; i < missing.length; i += 500)
    await insertRows(db, copy, cols, missing.slice(i, i + 500), []);
  count.copied += missing.length;
  count.present += rows.length - missing.length;
}
