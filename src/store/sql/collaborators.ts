/** The people a project's owner invited (CollaboratorStore, src/store/contract/collaborators.ts): each query once. */
import type { CollaboratorRecord, CollaboratorStore } from '../contract/collaborators.ts';
import { Repository } from './db.ts';

export class CollaboratorsRepository extends Repository implements CollaboratorStore {
  async list(domain: string): Promise<CollaboratorRecord[]> {
    return this.sql.db
      .selectFrom('collaborators')
      .select(['domain', 'email', 'invited_by as invitedBy', 'created_at as createdAt'])
      .where('domain', '=', domain)
      .orderBy('created_at')
      .orderBy(this.sql.bytes('email'))
      .execute();
  }

  async has(domain: string, email: string): Promise<boolean> {
    const r = await this.sql.db
      .selectFrom('collaborators')
      .select('domain')
      .where((eb) => eb.and({ domain, email }))
      .executeTakeFirst();
    return r !== undefined;
  }

  async domainsOf(email: string): Promise<string[]> {
    const rows = await this.sql.db
      .selectFrom('collaborators')
      .select('domain')
      .where('email', '=', email)
      .orderBy(this.sql.bytes('domain'))
      .execute();
    return rows.map((r) => r.domain);
  }

  async add(c: CollaboratorRecord): Promise<boolean> {
    const r = await this.sql.db
      .insertInto('collaborators')
      .values({ domain: c.domain, email: c.email, invited_by: c.invitedBy, created_at: c.createdAt })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async remove(domain: string, email: string): Promise<boolean> {
    const r = await this.sql.db
      .deleteFrom('collaborators')
      .where((eb) => eb.and({ domain, email }))
      .executeTakeFirst();
    return r.numDeletedRows > 0n;
  }
}
