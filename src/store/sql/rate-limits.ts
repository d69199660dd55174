/**
 * Rate-limit hits by key. takeHits counts and records in one transaction with the keys locked (PostgreSQL: advisory
 * locks, so counts are exact across origins; SQLite: the transaction holds the database), so racing callers never
 * take more than the limit.
 */
import { Repository, type Q } from './db.ts';
import type { Row } from './schema.ts';

/** One limit of RateLimitsRepository.takeHits: at most `limit` hits of `key` in the window. */
interface RateCheck {
  key: string;
  limit: number;
}

/** What RateLimitsRepository.takeHits decided: recorded, or refused by the first check already at its limit. */
type RateVerdict =
  | { ok: true }
  | {
      ok: false;
      /** Index in `checks` of the first check at its limit. */
      index: number;
      /** Its oldest hit in the window: the window frees a slot when that one leaves it. */
      oldest: number | null;
    };

async function count(q: Q, key: string, since: number): Promise<{ count: number; oldest: number | null }> {
  const r = await q
    .selectFrom('rate_hits')
    .select((eb) => [eb.fn.countAll<number>().as('c'), eb.fn.min('at').as('o')])
    .where('key', '=', key)
    .where('at', '>=', since)
    .executeTakeFirst();
  return { count: r?.c ?? 0, oldest: r?.o ?? null };
}

export class RateLimitsRepository extends Repository {
  countHits(key: string, since: number): Promise<{ count: number; oldest: number | null }> {
    return count(this.sql.db, key, since);
  }

  async addHits(hits: Row<'rate_hits'>[]): Promise<void> {
    if (hits.length === 0) return;
    await this.sql.tx((q) => this.sql.insertRows(q, 'rate_hits', ['key', 'at'], hits));
  }

  /** Unless a check has `limit` hits since `since`, records a hit of each key at `at`; atomic across origins. */
  async takeHits(checks: readonly RateCheck[], since: number, at: number): Promise<RateVerdict> {
    if (checks.length === 0) return { ok: true };
    return this.sql.tx(async (q) => {
      // Others checking one of these keys wait here, so the counts below see every hit committed before.
      await this.sql.lockKeys(
        q,
        checks.map((c) => c.key),
      );
      for (const [index, c] of checks.entries()) {
        const { count: n, oldest } = await count(q, c.key, since);
        if (n >= c.limit) return { ok: false, index, oldest };
      }
      await this.sql.insertRows(
        q,
        'rate_hits',
        ['key', 'at'],
        checks.map((c) => ({ key: c.key, at })),
      );
      return { ok: true };
    });
  }

  async pruneHits(before: number): Promise<void> {
    await this.sql.db.deleteFrom('rate_hits').where('at', '<', before).execute();
  }
}
