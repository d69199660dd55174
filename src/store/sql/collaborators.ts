/** The people a project's owner invited (`surge --add`, `POST /:domain/collaborators`). */
import { Repository } from './db.ts';
import type { Row } from './schema.ts';

export class CollaboratorsRepository extends Repository {
  /** The project's collaborators, oldest first (then by email). */
  async list(domain: string): Promise<Row<'collaborators'>[]> {
    return this.sql.db
      .selectFrom('collaborators')
      .select(['domain', 'email', 'invitedBy', 'createdAt'])
      .where('domain', '=', domain)
      .orderBy('createdAt')
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

  /** Domains the email collaborates on, sorted. */
  async domainsOf(email: string): Promise<string[]> {
    const rows = await this.sql.db
      .selectFrom('collaborators')
      .select('domain')
      .where('email', '=', email)
      .orderBy(this.sql.bytes('domain'))
      .execute();
    return rows.map((r) => r.domain);
  }

  /** Returns false (nothing changed) when the email already was a collaborator. */
  async add(c: Row<'collaborators'>): Promise<boolean> {
    const r = await this.sql.db
      .insertInto('collaborators')
      .values(c)
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
