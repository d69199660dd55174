/**
 * SharedStateStore (src/store/contract/shared-state.ts) over the `shared_state` table: each method one statement,
 * so `take` and `putIfAbsent` are atomic across origins (row locks, no in-process state).
 */
import type { SharedEntry, SharedStateStore } from '../contract/shared-state.ts';
import { toSharedEntry } from '../rows/extras.ts';
import type { Sql } from './db.ts';

/** Live at the time given as parameter $3. */
const LIVE = '(expires_at IS NULL OR expires_at > $3)';

export class PgSharedState implements SharedStateStore {
  readonly #sql: Sql;
  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async put(
    namespace: string,
    key: string,
    value: string,
    o: { now: number; expiresAt?: number | null },
  ): Promise<void> {
    await this.#sql.run(
      `INSERT INTO shared_state (namespace, key, value, updated_at, expires_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at,
         expires_at = excluded.expires_at`,
      [namespace, key, value, o.now, o.expiresAt ?? null],
    );
  }

  async putIfAbsent(
    namespace: string,
    key: string,
    value: string,
    o: { now: number; expiresAt?: number | null },
  ): Promise<string> {
    // The insert replaces only an expired row; on a live one it changes nothing and the stored value is read.
    // Should that row go (taken, deleted) between the two statements, try again.
    for (;;) {
      const stored = await this.#sql.row(
        `INSERT INTO shared_state (namespace, key, value, updated_at, expires_at) VALUES ($1, $2, $4, $3, $5)
         ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at,
           expires_at = excluded.expires_at
         WHERE NOT (shared_state.expires_at IS NULL OR shared_state.expires_at > $3)
         RETURNING value`,
        [namespace, key, o.now, value, o.expiresAt ?? null],
      );
      if (stored) return String(stored.value);
      const live = await this.#sql.row(
        `SELECT value FROM shared_state WHERE namespace = $1 AND key = $2 AND ${LIVE}`,
        [namespace, key, o.now],
      );
      if (live) return String(live.value);
    }
  }

  async get(namespace: string, key: string, now: number): Promise<SharedEntry | null> {
    const r = await this.#sql.row(
      `SELECT * FROM shared_state WHERE namespace = $1 AND key = $2 AND ${LIVE}`,
      [namespace, key, now],
    );
    return r ? toSharedEntry(r) : null;
  }

  async take(namespace: string, key: string, now: number): Promise<SharedEntry | null> {
    const r = await this.#sql.row(
      `DELETE FROM shared_state WHERE namespace = $1 AND key = $2 AND ${LIVE} RETURNING *`,
      [namespace, key, now],
    );
    return r ? toSharedEntry(r) : null;
  }

  async list(namespace: string, now: number): Promise<SharedEntry[]> {
    const rows = await this.#sql.rows(
      `SELECT * FROM shared_state WHERE namespace = $1 AND (expires_at IS NULL OR expires_at > $2)
       ORDER BY updated_at, key COLLATE "C"`,
      [namespace, now],
    );
    return rows.map(toSharedEntry);
  }

  async delete(namespace: string, key: string, now: number): Promise<boolean> {
    return (
      (await this.#sql.run(`DELETE FROM shared_state WHERE namespace = $1 AND key = $2 AND ${LIVE}`, [
        namespace,
        key,
        now,
      ])) > 0
    );
  }

  async prune(now: number): Promise<number> {
    return this.#sql.run('DELETE FROM shared_state WHERE expires_at IS NOT NULL AND expires_at <= $1', [now]);
  }
}
