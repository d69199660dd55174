/**
 * Copies the source's tables into the target PostgreSQL database, table by table in the plan's (foreign-key)
 * order, in batches: `INSERT … ON CONFLICT DO NOTHING RETURNING` the keys, so a second run (after a crash, a kill,
 * or to finish what a failed one left) inserts only what is missing. Every skipped row is looked up by its keys and
 * compared (plan.ts): another row under the same key stops the run with an error naming it. Afterwards every
 * sequence owned by a copied column is moved past the copied values.
 */
import {
  asText,
  conflictMessage,
  missingCopies,
  planTables,
  type SourceTable,
  type TablePlan,
} from './plan.ts';
import type { SourceRow } from '../sqlite/migration-source.ts';
import type { CopiedCount } from '../../protocol/migration.ts';

/** The part of a PostgreSQL client the migration uses (`pg`'s Pool and Client have it). */
export interface SqlClient {
  query<R extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ): Promise<{ rows: R[] }>;
}

/** Where the rows come from (MigrationSource, or a test's stand-in). */
export interface RowSource {
  tables(): SourceTable[];
  rows(plan: TablePlan, after: number, limit: number): SourceRow[];
}

/** A target column: PostgreSQL's type name (`udt_name`: text, int8, bool, jsonb, _text…). */
type TargetColumns = Map<string, string>;

export class MigrationConflictError extends Error {
  override name = 'MigrationConflictError';
}

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The target's columns of each table, from information_schema (the schema the search path finds first). */
async function targetSchema(sql: SqlClient): Promise<Map<string, TargetColumns>> {
  const { rows } = await sql.query<{ table_name: string; column_name: string; udt_name: string }>(
    `SELECT table_name, column_name, udt_name FROM information_schema.columns
     WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  );
  const tables = new Map<string, TargetColumns>();
  for (const r of rows) {
    const cols = tables.get(r.table_name) ?? new Map<string, string>();
    cols.set(r.column_name, r.udt_name);
    tables.set(r.table_name, cols);
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

/** Checks that the target has every table and column of the plan; names what is missing. */
function checkTarget(plans: readonly TablePlan[], schema: Map<string, TargetColumns>): void {
  for (const plan of plans) {
    const cols = schema.get(plan.name);
    const missing = cols ? plan.columns.filter((c) => !cols.has(c)) : plan.columns;
    if (missing.length === 0) continue;
    throw new Error(
      cols
        ? `the target table ${plan.name} has no column ${missing.join(', ')}: the target's schema is older than ` +
            'the data folder (start one `sitepub serve --database …` of this version on it once, or update sitepub)'
        : `the target database has no table ${plan.name}: run one \`sitepub serve --database …\` of this version ` +
            'on it first (it creates the schema), or check that --database names the right database',
    );
  }
}

export interface CopyRowsOptions {
  sql: SqlClient;
  source: RowSource;
  /** Rows per INSERT (default 500). */
  batch?: number;
  /** Called after each batch (progress). */
  onBatch?: (table: string, counts: CopiedCount) => void;
}

/** Copies every table; returns the counts per table in the order copied. */
export async function copyRows(o: CopyRowsOptions): Promise<Record<string, CopiedCount>> {
  const plans = planTables(o.source.tables());
  const schema = await targetSchema(o.sql);
  checkTarget(plans, schema);
  const counts: Record<string, CopiedCount> = {};
  for (const plan of plans) {
    const cols = schema.get(plan.name)!;
    const count: CopiedCount = { copied: 0, present: 0 };
    counts[plan.name] = count;
    // A table without keys is compared whole (it is small: cutovers, rate-limit hits of the last window).
    const unkeyed: SourceRow[] = [];
    for (let after = 0; ;) {
      const rows = o.source.rows(plan, after, o.batch ?? 500);
      if (rows.length === 0) break;
      after = Number(rows[rows.length - 1]!.__rowid);
      if (plan.keys.length === 0) unkeyed.push(...rows);
      else {
        await copyKeyedBatch(o.sql, plan, cols, rows, count);
        o.onBatch?.(plan.name, count);
      }
    }
    if (plan.keys.length === 0) {
      await copyMultiset(o.sql, plan, cols, unkeyed, count);
      o.onBatch?.(plan.name, count);
    }
  }
  await bumpSequences(o.sql, plans);
  return counts;
}

function castOf(udt: string): string {
  return udt.startsWith('_') ? `${ident(udt.slice(1))}[]` : ident(udt);
}

async function insertRows(
  sql: SqlClient,
  plan: TablePlan,
  cols: TargetColumns,
  rows: readonly SourceRow[],
  returning: readonly string[],
): Promise<Record<string, unknown>[]> {
  const params: unknown[] = [];
  const values = rows
    .map(
      (row) =>
        `(${plan.columns
          .map((c) => {
            params.push(toTarget(row[c], cols.get(c)!));
            return `$${params.length}::${castOf(cols.get(c)!)}`;
          })
          .join(', ')})`,
    )
    .join(', ');
  const { rows: inserted } = await sql.query(
    `INSERT INTO ${ident(plan.name)} (${plan.columns.map(ident).join(', ')}) VALUES ${values} ON CONFLICT DO NOTHING` +
      (returning.length
        ? ` RETURNING ${returning.map((c) => `${ident(c)}::text AS ${ident(c)}`).join(', ')}`
        : ''),
    params,
  );
  return inserted;
}

const keyText = (row: Record<string, unknown>, key: readonly string[], cols: TargetColumns) =>
  JSON.stringify(key.map((c) => asText(row[c], cols.get(c)!)));

/** One batch of a table with keys: insert, then account for every row the target already had. */
async function copyKeyedBatch(
  sql: SqlClient,
  plan: TablePlan,
  cols: TargetColumns,
  rows: readonly SourceRow[],
  count: CopiedCount,
): Promise<void> {
  const primary = plan.keys[0]!;
  const inserted = await insertRows(sql, plan, cols, rows, primary);
  count.copied += inserted.length;
  const done = new Set(inserted.map((r) => JSON.stringify(primary.map((c) => r[c] ?? null))));
  const skipped = rows.filter((r) => !done.has(keyText(r, primary, cols)));
  if (skipped.length === 0) return;
  const found = await Promise.all(plan.keys.map((key) => lookup(sql, plan, cols, skipped, key)));
  for (const row of skipped) {
    let foundBy = 0;
    plan.keys.forEach((key, i) => {
      const target = found[i]!.get(keyText(row, key, cols));
      if (!target) return;
      foundBy++;
      const differs = plan.identity.filter((c) => asText(row[c], cols.get(c)!) !== (target[c] ?? null));
      if (differs.length)
        throw new MigrationConflictError(conflictMessage(plan, row, { key: [...key], differs }));
    });
    if (foundBy === 0) throw new MigrationConflictError(conflictMessage(plan, row, null));
  }
  count.present += skipped.length;
}

/** The target's rows with the same `key` as `rows` (identity columns as text), by key. */
async function lookup(
  sql: SqlClient,
  plan: TablePlan,
  cols: TargetColumns,
  rows: readonly SourceRow[],
  key: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  const params: unknown[] = [];
  const tuples = rows
    .map(
      (row) =>
        `(${key
          .map((c) => {
            params.push(toTarget(row[c], cols.get(c)!));
            return `$${params.length}::${castOf(cols.get(c)!)}`;
          })
          .join(', ')})`,
    )
    .join(', ');
  const wanted = [...new Set([...key, ...plan.identity])];
  const { rows: found } = await sql.query(
    `SELECT ${wanted.map((c) => `${ident(c)}::text AS ${ident(c)}`).join(', ')} FROM ${ident(plan.name)} ` +
      `WHERE (${key.map(ident).join(', ')}) IN (${tuples})`,
    params,
  );
  return new Map(found.map((r) => [JSON.stringify(key.map((c) => r[c] ?? null)), r]));
}

/** A table without keys (live_history, rate_hits): insert the copies of each row that the target lacks. */
async function copyMultiset(
  sql: SqlClient,
  plan: TablePlan,
  cols: TargetColumns,
  rows: readonly SourceRow[],
  count: CopiedCount,
): Promise<void> {
  const { rows: target } = await sql.query(
    `SELECT ${plan.columns.map((c) => `${ident(c)}::text AS ${ident(c)}`).join(', ')} FROM ${ident(plan.name)}`,
  );
  const missing = missingCopies(
    rows,
    target.map((row) => JSON.stringify(plan.columns.map((c) => row[c] ?? null))),
    (row) => JSON.stringify(plan.columns.map((c) => asText(row[c], cols.get(c)!))),
  );
  for (let i = 0; i < missing.length; i += 500)
    await insertRows(sql, plan, cols, missing.slice(i, i + 500), []);
  count.copied += missing.length;
  count.present += rows.length - missing.length;
}

/** Moves every sequence owned by a column of the copied tables (serial / identity) past the largest value. */
async function bumpSequences(sql: SqlClient, plans: readonly TablePlan[]): Promise<void> {
  const { rows } = await sql.query<{ table_name: string; column_name: string; seq: string | null }>(
    `SELECT table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) AS seq
     FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ANY($1::text[])`,
    [plans.map((p) => p.name)],
  );
  for (const r of rows) {
    if (!r.seq) continue;
    await sql.query(
      `SELECT setval($1::regclass, m) FROM (SELECT MAX(${ident(r.column_name)}) AS m FROM ${ident(r.table_name)}) t
       WHERE m IS NOT NULL AND m > (SELECT last_value FROM ${r.seq})`,
      [r.seq],
    );
  }
}
