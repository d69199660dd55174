/**
 * Projects, and the row lock every change of a project's revisions, pointer or aliases takes first, so they run
 * one after the other across origins: `FOR NO KEY UPDATE` on PostgreSQL (it lets new revisions' foreign-key checks
 * through); a SQLite transaction holds the whole database already.
 */
import type { ProjectConfig } from '../../protocol/types.ts';
import type { PlatformStats, ProjectRecord } from '../types.ts';
import { Repository, type Q, type SqlDb } from './db.ts';
import type { Row } from './schema.ts';

const toProject = (r: Row<'projects'>): ProjectRecord => ({
  ...r,
  settings: JSON.parse(r.settings) as ProjectConfig,
});

/** Tables keyed by a project's domain that no foreign key empties: emptied with the project. */
const PROJECT_TABLES = ['certificates', 'dns_records', 'dns_zones', 'collaborators'] as const;

/** Takes the project's row lock for the rest of the transaction `q`; null when there is no such project. */
export async function lockProject(
  sql: SqlDb,
  q: Q,
  domain: string,
): Promise<{ liveRev: number | null } | null> {
  const r = await q
    .selectFrom('projects')
    .select('liveRev')
    .where('domain', '=', domain)
    .$if(sql.dialect === 'postgres', (qb) => qb.forNoKeyUpdate())
    .executeTakeFirst();
  return r ?? null;
}

/** Counts a change of what the project serves (edges compare versions), made with `set` (the live pointer). */
export async function bumpVersion(
  q: Q,
  domain: string,
  set: { liveRev?: number | null } = {},
): Promise<void> {
  await q
    .updateTable('projects')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('domain', '=', domain)
    .execute();
}

export class ProjectsRepository extends Repository {
  async getProject(domain: string): Promise<ProjectRecord | null> {
    const r = await this.sql.db
      .selectFrom('projects')
      .selectAll()
      .where('domain', '=', domain)
      .executeTakeFirst();
    return r ? toProject(r) : null;
  }

  /** Every project, or those `ownerId` owns, by domain. */
  async listProjects(ownerId?: string): Promise<ProjectRecord[]> {
    const rows = await this.sql.db
      .selectFrom('projects')
      .selectAll()
      .$if(ownerId !== undefined, (qb) => qb.where('ownerId', '=', ownerId!))
      .orderBy(this.sql.bytes('domain'))
      .execute();
    return rows.map(toProject);
  }

  /** Creates the project unless it exists; the stored row either way, and whether this call created it. */
  async claimProject(
    domain: string,
    ownerId: string,
    settings: ProjectConfig,
    now: number,
  ): Promise<ProjectRecord & { created: boolean }> {
    const created = await this.sql.db
      .insertInto('projects')
      .values({ domain, ownerId, settings: JSON.stringify(settings), createdAt: now })
      .onConflict((oc) => oc.column('domain').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (created) return { ...toProject(created), created: true };
    const stored = await this.getProject(domain);
    if (!stored) throw new Error(`the project ${domain} was deleted while it was being claimed`);
    return { ...stored, created: false };
  }

  async updateSettings(domain: string, settings: ProjectConfig): Promise<ProjectRecord | null> {
    const r = await this.sql.db
      .updateTable('projects')
      .set((eb) => ({ settings: JSON.stringify(settings), version: eb('version', '+', 1) }))
      .where('domain', '=', domain)
      .returningAll()
      .executeTakeFirst();
    return r ? toProject(r) : null;
  }

  /** Deletes the project and everything keyed by it, in one step; blobs are left to garbage collection. */
  async deleteProject(domain: string): Promise<boolean> {
    return this.sql.tx(async (q) => {
      for (const table of PROJECT_TABLES) await q.deleteFrom(table).where('domain', '=', domain).execute();
      const r = await q.deleteFrom('projects').where('domain', '=', domain).executeTakeFirst();
      return r.numDeletedRows > 0n;
    });
  }

  async platformStats(): Promise<PlatformStats> {
    const r = await this.sql.db
      .selectFrom('revisions')
      .where('status', '=', 'ready')
      .select((eb) => [
        eb.selectFrom('projects').select(eb.fn.countAll().as('n')).as('projects'),
        eb.selectFrom('accounts').select(eb.fn.countAll().as('n')).as('accounts'),
        eb.fn.countAll().as('deployments'),
        eb.fn.coalesce(eb.fn.sum('totalSize'), eb.lit(0)).as('bytes'),
        eb.fn.coalesce(eb.fn.sum('fileCount'), eb.lit(0)).as('files'),
      ])
      .executeTakeFirst();
    return {
      projects: Number(r?.projects ?? 0),
      deployments: Number(r?.deployments ?? 0),
      bytes: Number(r?.bytes ?? 0),
      files: Number(r?.files ?? 0),
      accounts: Number(r?.accounts ?? 0),
    };
  }
}
