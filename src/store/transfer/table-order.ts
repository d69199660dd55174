/**
 * What `sitepub migrate` copies from an embedded server's SQLite database, in which order, and how a row already in
 * the target is told apart from a conflicting one. Pure: the schema facts come in (read from the source by
 * source.ts), each table's copy (TableCopy) in order goes out.
 *
 * Every table is copied in foreign-key order (a parent before the rows that reference it), so a run stopped half
 * way leaves nothing dangling and the next run inserts only what is missing. A table with a primary key is
 * inserted with ON CONFLICT DO NOTHING; a skipped row is then looked up in the target by each of its unique keys,
 * and its identity columns compared: equal means "already there", anything else is a conflict that stops the run.
 * A table without any unique key (live_history, rate_hits) is copied as a multiset: each distinct row as many
 * times as the source has it more than the target.
 */
import { BOOKKEEPING_TABLES } from '../sql/migrations.ts';

/** One table of the source database as source.ts reads it (PRAGMA table_info / index_list / foreign_key_list). */
export interface SourceTable {
  name: string;
  columns: string[];
  /** Primary key columns, in key order; empty when the table has none. */
  primaryKey: string[];
  /** Other UNIQUE column sets (e.g. accounts.email, tokens.hash). */
  uniqueKeys: string[][];
  /** Tables its foreign keys reference. */
  references: string[];
}

export interface TableCopy {
  name: string;
  columns: string[];
  /** The keys a skipped row is looked up by, primary key first; empty: the table is copied as a multiset. */
  keys: string[][];
  /** Columns that must be equal in the target for a row with the same key to count as "already there". */
  identity: string[];
  /** SQL condition (on the source table, alias `t`) that picks the rows to copy; null: every row. */
  where: string | null;
}

/**
 * Columns that say what a row IS, beyond its keys: a row of the target with the same key but another value here is
 * somebody else's data. Everything else may have moved on in the target since a first run (a token's use count, a
 * project's live pointer, a renewed certificate) and is left as the target has it.
 */
const IDENTITY: Readonly<Record<string, readonly string[]>> = {
  accounts: ['id', 'email'],
  tokens: ['id', 'account_id', 'hash'],
  codes: ['hash', 'account_id', 'purpose'],
  projects: ['domain', 'owner_id'],
  revisions: ['domain', 'rev', 'account_id', 'content_hash'],
  revision_files: ['domain', 'rev', 'path', 'sha256', 'size'],
  dns_records: ['id', 'domain', 'type', 'name'],
  billing_accounts: ['account_id', 'customer_id'],
  billing_links: ['hash', 'account_id', 'kind'],
  login_sessions: ['uuid', 'poll_hash'],
};

/**
 * Rows that are not copied: revisions whose upload never completed (the embedded store drops them when it opens),
 * and the rows that belong to them.
 */
const READY_REVISION = (alias: string) =>
  `EXISTS (SELECT 1 FROM revisions r WHERE r.domain = ${alias}.domain AND r.rev = ${alias}.rev AND r.status <> 'pending')`;
const WHERE: Readonly<Record<string, string>> = {
  revisions: `t.status <> 'pending'`,
  revision_files: READY_REVISION('t'),
  aliases: READY_REVISION('t'),
  // Entries that expire (upload plans, the old server's edge registrations) belong to its running process: the
  // cluster's edges register themselves. What never expires (ACME keys, wildcard certificates) is copied.
  shared_state: 't.expires_at IS NULL',
};

/** Bookkeeping of the embedded store that has no place in the target (the target runs its own migrations). */
export const SKIPPED_TABLES: ReadonlySet<string> = new Set(BOOKKEEPING_TABLES);

/**
 * Columns whose values are secrets or stand in for one (password hashes, token and link hashes, private keys,
 * session codes, shared state values such as ACME keys): never printed, not even in a conflict error.
 */
export const SECRET_COLUMNS: ReadonlySet<string> = new Set([
  'password_hash',
  'hash',
  'poll_hash',
  'code',
  'key_pem',
  'value',
]);

/**
 * Orders tables so that every table comes after the tables it references (Kahn's algorithm; ties by name, so the
 * order is stable). A reference to a table that is not copied is ignored; a cycle is an error naming its tables.
 */
export function foreignKeyOrder(tables: readonly SourceTable[]): SourceTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const waiting = new Map(
    tables.map((t) => [t.name, new Set(t.references.filter((r) => r !== t.name && byName.has(r)))]),
  );
  const ordered: SourceTable[] = [];
  while (waiting.size > 0) {
    const ready = [...waiting].filter(([, deps]) => deps.size === 0).map(([name]) => name);
    if (ready.length === 0)
      throw new Error(
        `the source database's foreign keys form a cycle between ${[...waiting.keys()].sort().join(', ')}: ` +
          'it was not written by sitepub serve',
      );
    for (const name of ready.sort()) {
      waiting.delete(name);
      ordered.push(byName.get(name)!);
      for (const deps of waiting.values()) deps.delete(name);
    }
  }
  return ordered;
}

/** The copies of the source's tables, in foreign-key order. */
export function orderTables(tables: readonly SourceTable[]): TableCopy[] {
  return foreignKeyOrder(tables.filter((t) => !SKIPPED_TABLES.has(t.name))).map((t) => {
    const keys = [t.primaryKey, ...t.uniqueKeys].filter((k) => k.length > 0);
    const keyColumns = keys.flat();
    const identity = [...new Set([...keyColumns, ...(IDENTITY[t.name] ?? [])])].filter((c) =>
      t.columns.includes(c),
    );
    return { name: t.name, columns: t.columns, keys, identity, where: WHERE[t.name] ?? null };
  });
}

/** A value as PostgreSQL's `::text` prints it, for comparing a source value with a target one. */
export function asText(value: unknown, targetType: string): string | null {
  if (value === null || value === undefined) return null;
  if (targetType === 'bool') return value === 0 || value === 0n || value === false ? 'false' : 'true';
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  return String(value);
}

/** One row's value of `column` for a message: secret columns are named but never shown. */
export function shown(column: string, value: unknown): string {
  if (SECRET_COLUMNS.has(column)) return `${column}=<secret>`;
  return `${column}=${value === null || value === undefined ? 'null' : JSON.stringify(value)}`;
}

/**
 * Why a source row cannot go into the target: the target row found by one of its keys (null: none found by any)
 * differs in identity columns. Names the table, the key and the columns, never a secret value.
 */
export function conflictMessage(
  copy: TableCopy,
  row: Record<string, unknown>,
  found: { key: string[]; differs: string[] } | null,
): string {
  const what = `${copy.name} row ${(copy.keys[0] ?? copy.identity).map((c) => shown(c, row[c])).join(', ')}`;
  const because = found
    ? `the target already holds a row with the same ${found.key.join(', ')} that differs in ${found.differs.join(', ')}`
    : 'the target refused it, yet holds no row with any of its keys (a constraint of the target schema?)';
  return (
    `cannot copy ${what}: ${because}. The target database holds other data for the same keys: migrate into an ` +
    'empty database, or into the one an earlier run of this command filled from the same data folder'
  );
}

/**
 * For a table without keys: the copies of source rows the target still lacks, given the target's rows in the same
 * comparable form that `key` gives a source row. A row the source holds n times and the target m times is
 * missing n - m times.
 */
export function missingCopies<R>(
  source: readonly R[],
  target: Iterable<string>,
  key: (row: R) => string,
): R[] {
  const have = new Map<string, number>();
  for (const k of target) have.set(k, (have.get(k) ?? 0) + 1);
  const missing: R[] = [];
  for (const row of source) {
    const k = key(row);
    const n = have.get(k) ?? 0;
    if (n > 0) have.set(k, n - 1);
    else missing.push(row);
  }
  return missing;
}

/** `postgres://user:secret@host/db` without its password (`postgres://user:***@host/db`), for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    for (const name of [...u.searchParams.keys()])
      if (/pass|secret|key|token/i.test(name)) u.searchParams.set(name, '***');
    return u.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
  }
}
