/** SharedStateStore (src/store/contract/shared-state.ts) over the `shared_state` table (migrations/014). */
import type { SharedEntry, SharedStateStore } from '../contract/shared-state.ts';
import { toSharedEntry } from '../rows/extras.ts';
import type { Sql } from './sql.ts';

const LIVE = '(expires_at IS NULL OR expires_at > ?)';

export class SqliteSharedState implements SharedStateStore {
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
    this.#sql.run(
      'INSERT OR REPLACE INTO shared_state (namespace, key, value, updated_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      namespace,
      key,
      value,
      o.now,
      o.expiresAt ?? null,
    );
  }

  async putIfAbsent(
    namespace: string,
    key: string,
    value: string,
    o: { now: number; expiresAt?: number | null },
  ): Promise<string> {
    return this.#sql.transaction(() => {
      const live = this.#sql.get(
        `SELECT value FROM shared_state WHERE namespace = ? AND key = ? AND ${LIVE}`,
        namespace,
        key,
        o.now,
      );
      if (live) return String(live.value);
      this.#sql.run(
        'INSERT OR REPLACE INTO shared_state (namespace, key, value, updated_at, expires_at) VALUES (?, ?, ?, ?, ?)',
        namespace,
        key,
        value,
        o.now,
        o.expiresAt ?? null,
      );
      return value;
    });
  }

  async get(namespace: string, key: string, now: number): Promise<SharedEntry | null> {
    const r = this.#sql.get(
      `SELECT * FROM shared_state WHERE namespace = ? AND key = ? AND ${LIVE}`,
      namespace,
      key,
      now,
    );
    return r ? toSharedEntry(r) : null;
  }

  async take(namespace: string, key: string, now: number): Promise<SharedEntry | null> {
    return this.#sql.transaction(() => {
      const r = this.#sql.get(
        `SELECT * FROM shared_state WHERE namespace = ? AND key = ? AND ${LIVE}`,
        namespace,
        key,
        now,
      );
      if (!r) return null;
      this.#sql.run('DELETE FROM shared_state WHERE namespace = ? AND key = ?', namespace, key);
      return toSharedEntry(r);
    });
  }

  async list(namespace: string, now: number): Promise<SharedEntry[]> {
    return this.#sql
      .all(
        `SELECT * FROM shared_state WHERE namespace = ? AND ${LIVE} ORDER BY updated_at, key`,
        namespace,
        now,
      )
      .map(toSharedEntry);
  }

  async delete(namespace: string, key: string, now: number): Promise<boolean> {
    return (
      this.#sql.run(
        `DELETE FROM shared_state WHERE namespace = ? AND key = ? AND ${LIVE}`,
        namespace,
        key,
        now,
      ) > 0
    );
  }

  async prune(now: number): Promise<number> {
    return this.#sql.run('DELETE FROM shared_state WHERE expires_at IS NOT NULL AND expires_at <= ?', now);
  }
}
