/** Browser-login sessions (`POST /login/session`, approved in the browser, polled by the CLI). */
import { Repository } from './db.ts';
import type { Row } from './schema.ts';

export class LoginSessionsRepository extends Repository {
  async put(s: Row<'login_sessions'>): Promise<void> {
    await this.sql.upsert('login_sessions', ['uuid'], s);
  }

  /** The session if it exists and has not expired at `now` (expired ones are swept on the way). */
  async get(uuid: string, now: number): Promise<Row<'login_sessions'> | null> {
    await this.sql.db.deleteFrom('login_sessions').where('expiresAt', '<=', now).execute();
    const r = await this.sql.db
      .selectFrom('login_sessions')
      .selectAll()
      .where('uuid', '=', uuid)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return r ?? null;
  }

  /** Sessions not expired at `now` (a cap against floods of the public endpoint). */
  async count(now: number): Promise<number> {
    const r = await this.sql.db
      .selectFrom('login_sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return r?.n ?? 0;
  }

  async delete(uuid: string): Promise<boolean> {
    const r = await this.sql.db.deleteFrom('login_sessions').where('uuid', '=', uuid).executeTakeFirst();
    return r.numDeletedRows > 0n;
  }
}
