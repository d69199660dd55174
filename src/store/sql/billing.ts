/** Accounts' billing state and the 48-hour links of `surge plan` / `surge card` (src/server/billing/). */
import type { Card } from '../../protocol/types.ts';
import type { BillingLinkRecord, BillingRecord } from '../types.ts';
import { Repository } from './db.ts';
import type { Row } from './schema.ts';

const toBilling = (r: Row<'billing_accounts'>): BillingRecord => ({
  accountId: r.account_id,
  customerId: r.customer_id,
  subscriptionId: r.subscription_id,
  plan: r.plan,
  status: r.status,
  card: r.card === null ? null : (JSON.parse(r.card) as Card),
  currentPeriodEnd: r.current_period_end,
  updatedAt: r.updated_at,
});

const toBillingLink = (r: Row<'billing_links'>): BillingLinkRecord => ({
  hash: r.hash,
  accountId: r.account_id,
  kind: r.kind as BillingLinkRecord['kind'],
  plan: r.plan,
  expiresAt: r.expires_at,
  createdAt: r.created_at,
});

export class BillingRepository extends Repository {
  async get(accountId: string): Promise<BillingRecord | null> {
    const r = await this.sql.db
      .selectFrom('billing_accounts')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return r ? toBilling(r) : null;
  }

  /** Stores the account's billing state, replacing what was there. */
  async put(b: BillingRecord): Promise<void> {
    await this.sql.upsert('billing_accounts', ['account_id'], {
      account_id: b.accountId,
      customer_id: b.customerId,
      subscription_id: b.subscriptionId,
      plan: b.plan,
      status: b.status,
      card: b.card ? JSON.stringify(b.card) : null,
      current_period_end: b.currentPeriodEnd,
      updated_at: b.updatedAt,
    });
  }

  async putLink(l: BillingLinkRecord): Promise<void> {
    await this.sql.db
      .insertInto('billing_links')
      .values({
        hash: l.hash,
        account_id: l.accountId,
        kind: l.kind,
        plan: l.plan,
        expires_at: l.expiresAt,
        created_at: l.createdAt,
      })
      .execute();
  }

  /** The link if it exists and has not expired at `now` (links are reusable until they expire). */
  async getLink(hash: string, now: number): Promise<BillingLinkRecord | null> {
    // Expired links are swept on the way (they are looked up seldom, and only until they expire).
    await this.sql.db.deleteFrom('billing_links').where('expires_at', '<=', now).execute();
    const r = await this.sql.db
      .selectFrom('billing_links')
      .selectAll()
      .where('hash', '=', hash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return r ? toBillingLink(r) : null;
  }
}
