/**
 * SharedStateStore (src/store/contract/shared-state.ts) over the `shared_state` table: each query once, each
 * method one statement where it must be atomic (`take` is DELETE … RETURNING, `putIfAbsent` an upsert that
 * replaces only an expired row), so that origins sharing a PostgreSQL database agree without in-process state.
 */
import type { ExpressionBuilder } from 'kysely';
import type { SharedEntry, SharedStateStore } from '../contract/shared-state.ts';
import { Repository } from './db.ts';
import type { Database } from './schema.ts';

/** The columns of a SharedEntry, named as it names them. */
const ENTRY = ['key', 'value', 'updated_at as updatedAt', 'expires_at as expiresAt'] as const;

/** Live at `now`: no expiry, or a later one. */
const liveAt = (now: number) => (eb: ExpressionBuilder<Database, 'shared_state'>) =>
  eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]);

type PutOptions = { now: number; expiresAt?: number | null };

export class SharedStateRepository extends Repository implements SharedStateStore {
  /** INSERT of the entry; on a stored one expired at `now`, replaces it (a live one is left as it is). */
  #insertOrReplaceExpired(namespace: string, key: string, value: string, o: PutOptions) {
    return this.sql.db
      .insertInto('shared_state')
      .values({ namespace, key, value, updated_at: o.now, expires_at: o.expiresAt ?? null })
      .onConflict((oc) =>
        oc
          .columns(['namespace', 'key'])
          .doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            updated_at: eb.ref('excluded.updated_at'),
            expires_at: eb.ref('excluded.expires_at'),
          }))
          .where('shared_state.expires_at', 'is not', null)
          .where('shared_state.expires_at', '<=', o.now),
      );
  }

  async put(namespace: string, key: string, value: string, o: PutOptions): Promise<void> {
    const row = { namespace, key, value, updated_at: o.now, expires_at: o.expiresAt ?? null };
    await this.sql.upsert('shared_state', ['namespace', 'key'], row);
  }

  async putIfAbsent(namespace: string, key: string, value: string, o: PutOptions): Promise<string> {
    // On a live row the upsert changes nothing and the stored value is read. Should that row go (taken,
    // deleted) between the two statements, try again.
    for (;;) {
      const stored = await this.#insertOrReplaceExpired(namespace, key, value, o)
        .returning('value')
        .executeTakeFirst();
      if (stored) return stored.value;
      const live = await this.get(namespace, key, o.now);
      if (live) return live.value;
    }
  }

  async get(namespace: string, key: string, now: number): Promise<SharedEntry | null> {
    const r = await this.sql.db
      .selectFrom('shared_state')
      .select(ENTRY)
      .where((eb) => eb.and({ namespace, key }))
      .where(liveAt(now))
      .executeTakeFirst();
    return r ?? null;
  }

  async take(namespace: string, key: string, now: number): Promise<SharedEntry | null> {
    const r = await this.sql.db
      .deleteFrom('shared_state')
      .where((eb) => eb.and({ namespace, key }))
      .where(liveAt(now))
      .returning(ENTRY)
      .executeTakeFirst();
    return r ?? null;
  }

  async list(namespace: string, now: number): Promise<SharedEntry[]> {
    return this.sql.db
      .selectFrom('shared_state')
      .select(ENTRY)
      .where('namespace', '=', namespace)
      .where(liveAt(now))
      .orderBy('updated_at')
      .orderBy(this.sql.bytes('key'))
      .execute();
  }

  async delete(namespace: string, key: string, now: number): Promise<boolean> {
    const r = await this.sql.db
      .deleteFrom('shared_state')
      .where((eb) => eb.and({ namespace, key }))
      .where(liveAt(now))
      .executeTakeFirst();
    return r.numDeletedRows > 0n;
  }

  async prune(now: number): Promise<number> {
    const r = await this.sql.db
      .deleteFrom('shared_state')
      .where('expires_at', 'is not', null)
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
