/**
 * Small state every origin must see alike, by namespace and key (upload plans, registered edges, the ACME key and
 * wildcard certificate: docs/scale-out.md). Values are opaque text; secrets here are never logged. What must be
 * atomic is one statement (`take` is DELETE … RETURNING), so origins agree without in-process state.
 */
import type { ExpressionBuilder } from 'kysely';
import type { SharedEntry } from '../types.ts';
import { Repository } from './db.ts';
import type { Database } from './schema.ts';

const ENTRY = ['key', 'value', 'updatedAt', 'expiresAt'] as const;

/** Live at `now`: no expiry, or a later one. */
const liveAt = (now: number) => (eb: ExpressionBuilder<Database, 'shared_state'>) =>
  eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]);

type PutOptions = { now: number; expiresAt?: number | null };

export class SharedStateRepository extends Repository {
  /** Writes `value` under (namespace, key), replacing any earlier one. */
  async put(namespace: string, key: string, value: string, o: PutOptions): Promise<void> {
    const row = { namespace, key, value, updatedAt: o.now, expiresAt: o.expiresAt ?? null };
    await this.sql.upsert('shared_state', ['namespace', 'key'], row);
  }

  /**
   * Writes `value` unless a live entry exists; returns the stored value, which is the one to use (when two
   * origins race, the first write wins for both).
   */
  async putIfAbsent(namespace: string, key: string, value: string, o: PutOptions): Promise<string> {
    // Inserted, or replacing an expired row; on a live row nothing changes and the stored value is read. Should
    // that row go (taken, deleted) between the two statements, try again.
    const entry = { value, updatedAt: o.now, expiresAt: o.expiresAt ?? null };
    for (;;) {
      const stored = await this.sql.db
        .insertInto('shared_state')
        .values({ namespace, key, ...entry })
        .onConflict((oc) =>
          oc
            .columns(['namespace', 'key'])
            .doUpdateSet(entry)
            .where('shared_state.expiresAt', 'is not', null)
            .where('shared_state.expiresAt', '<=', o.now),
        )
        .returning('value')
        .executeTakeFirst();
      if (stored) return stored.value;
      const live = await this.get(namespace, key, o.now);
      if (live) return live.value;
    }
  }

  /** The live entry (not expired at `now`), or null. */
  async get(namespace: string, key: string, now: number): Promise<SharedEntry | null> {
    const r = await this.sql.db
      .selectFrom('shared_state')
      .select(ENTRY)
      .where((eb) => eb.and({ namespace, key }))
      .where(liveAt(now))
      .executeTakeFirst();
    return r ?? null;
  }

  /** Deletes and returns the live entry in one step: of two racing callers, exactly one gets it. */
  async take(namespace: string, key: string, now: number): Promise<SharedEntry | null> {
    const r = await this.sql.db
      .deleteFrom('shared_state')
      .where((eb) => eb.and({ namespace, key }))
      .where(liveAt(now))
      .returning(ENTRY)
      .executeTakeFirst();
    return r ?? null;
  }

  /** Live entries of the namespace, oldest write first. */
  async list(namespace: string, now: number): Promise<SharedEntry[]> {
    return this.sql.db
      .selectFrom('shared_state')
      .select(ENTRY)
      .where('namespace', '=', namespace)
      .where(liveAt(now))
      .orderBy('updatedAt')
      .orderBy(this.sql.bytes('key'))
      .execute();
  }

  /** False when there was no entry live at `now`. Not `take`: the value (an upload plan: up to a few MB) stays in
   *  the database instead of being sent back for nothing. */
  async delete(namespace: string, key: string, now: number): Promise<boolean> {
    const r = await this.sql.db
      .deleteFrom('shared_state')
      .where((eb) => eb.and({ namespace, key }))
      .where(liveAt(now))
      .executeTakeFirst();
    return r.numDeletedRows > 0n;
  }

  /** Removes the entries expired at `now` (all namespaces); returns how many. */
  async prune(now: number): Promise<number> {
    const r = await this.sql.db
      .deleteFrom('shared_state')
      .where('expiresAt', 'is not', null)
      .where('expiresAt', '<=', now)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
