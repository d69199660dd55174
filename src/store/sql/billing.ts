/** Accounts' billing state and the 48-hour links of `surge plan` / `surge card` (src/server/billing/). */
import type { Card } from '../../protocol/types.ts';
import type { BillingLinkRecord, BillingRecord } from '../types.ts';
import { Repository } from './db.ts';
import type { Row } from './schema.ts';

const toBilling = (r: Row<'billing_accounts'>): BillingRecord => ({
  ...r,
  card: r.card === null ? null : (JSON.parse(r.card) as Card),
});

export class BillingRepository extends Repository {
  async get(accountId: string): Promise<BillingRecord | null> {
    const r = await this.sql.db
      .selectFrom('billing_accounts')
      .selectAll()
      .where('accountId', '=', accountId)
      .executeTakeFirst();
    return r ? toBilling(r) : null;
  }

  async put(b: BillingRecord): Promise<void> {
    const card = b.card ? JSON.stringify(b.card) : null;
    await this.sql.upsert('billing_accounts', ['accountId'], { ...b, card });
  }

  async putLink(l: BillingLinkRecord): Promise<void> {
    await this.sql.db.insertInto('billing_links').values(l).execute();
  }

  /** The link unless expired at `now` (reusable until then); expired links are swept on the way. */
  async getLink(hash: string, now: number): Promise<BillingLinkRecord | null> {
    await this.sql.db.deleteFrom('billing_links').where('expiresAt', '<=', now).execute();
    const r = await this.sql.db
      .selectFrom('billing_links')
      .selectAll()
      .where('hash', '=', hash)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return r ?? null;
  }
}
