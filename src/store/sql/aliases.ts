/** Preview aliases (src/protocol/aliases.ts): a named host per project that serves one ready revision. */
import type { AliasRecord } from '../types.ts';
import { Repository } from './db.ts';
import { bumpVersion, lockProject } from './projects.ts';

export class AliasesRepository extends Repository {
  /** The project's aliases, by name. */
  async listAliases(domain: string): Promise<AliasRecord[]> {
    return this.sql.db
      .selectFrom('aliases')
      .select(['domain', 'name', 'rev', 'updatedAt'])
      .where('domain', '=', domain)
      .orderBy(this.sql.bytes('name'))
      .execute();
  }

  /** Points alias `name` at ready revision `rev` (bumping the version: edges follow); false when there is none. */
  async setAlias(domain: string, name: string, rev: number, now: number): Promise<boolean> {
    return this.sql.tx(async (q) => {
      if (!(await lockProject(this.sql, q, domain))) return false;
      const ready = await q
        .selectFrom('revisions')
        .select('rev')
        .where((eb) => eb.and({ domain, rev }))
        .where('status', '=', 'ready')
        .executeTakeFirst();
      if (!ready) return false;
      await this.sql.upsert('aliases', ['domain', 'name'], { domain, name, rev, updatedAt: now }, q);
      await bumpVersion(q, domain);
      return true;
    });
  }

  /** Removes an alias (and bumps the version); false when there was none. */
  async deleteAlias(domain: string, name: string): Promise<boolean> {
    return this.sql.tx(async (q) => {
      if (!(await lockProject(this.sql, q, domain))) return false;
      const r = await q
        .deleteFrom('aliases')
        .where((eb) => eb.and({ domain, name }))
        .executeTakeFirst();
      if (r.numDeletedRows === 0n) return false;
      await bumpVersion(q, domain);
      return true;
    });
  }
}
