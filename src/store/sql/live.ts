/**
 * The live pointer of a project and its history. A move is recorded at `now`, or 1 ms after the last one when that
 * is later (another origin's clock ahead), so the newest move is always the current one.
 */
import { sql } from 'kysely';
import { LIVE_CAUSES, type LiveCause, type LiveMove } from '../types.ts';
import { Repository, type Q } from './db.ts';
import { bumpVersion, lockProject } from './projects.ts';

interface LiveMoveOptions {
  cause?: LiveCause;
  /** Move only if production is on this revision (null = offline) when the move runs. */
  from?: number | null;
}

/** Points production at `rev` (null = offline) and records the move. Call with the project's row lock held. */
export async function moveLive(
  q: Q,
  domain: string,
  rev: number | null,
  now: number,
  cause: LiveCause,
): Promise<void> {
  await bumpVersion(q, domain, { liveRev: rev });
  await sql`INSERT INTO live_history (domain, rev, at, cause)
    SELECT ${domain}, CAST(${rev} AS BIGINT), CASE WHEN MAX(at) >= ${now} THEN MAX(at) + 1 ELSE ${now} END, ${cause}
    FROM live_history WHERE domain = ${domain}`.execute(q);
}

export class LiveRepository extends Repository {
  /**
   * Moves production (null = offline), recording the move with its cause (default `cutover`). With `from`, only
   * if production is still there (another origin may have moved it): false, and nothing changed, when it is not.
   */
  async setLive(domain: string, rev: number | null, now: number, move?: LiveMoveOptions): Promise<boolean> {
    return this.sql.tx(async (q) => {
      const project = await lockProject(this.sql, q, domain);
      if (!project) return false;
      if (move?.from !== undefined && move.from !== project.liveRev) return false;
      await moveLive(q, domain, rev, now, move?.cause ?? 'cutover');
      return true;
    });
  }

  /** Every move of production, oldest first (`at` strictly increases per project: moveLive). */
  async liveHistory(domain: string): Promise<LiveMove[]> {
    const rows = await this.sql.db
      .selectFrom('live_history')
      .select(['rev', 'at', 'cause'])
      .where('domain', '=', domain)
      .orderBy('at')
      .execute();
    // An unknown or missing cause reads as null.
    return rows.map((r) => ({ ...r, cause: LIVE_CAUSES.find((c) => c === r.cause) ?? null }));
  }
}
