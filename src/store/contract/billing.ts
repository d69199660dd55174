/** Billing state of accounts and the 48-hour links of `surge plan` / `surge card` (src/server/billing/). */
import type { Card } from '../../protocol/types.ts';

export interface BillingRecord {
  accountId: string;
  customerId: string;
  subscriptionId: string | null;
  plan: string;
  /** `active`, `canceled` or `none`. */
  status: string;
  card: Card | null;
  currentPeriodEnd: number | null;
  updatedAt: number;
}

export interface BillingLinkRecord {
  /** Hex SHA-256 of the link's secret; the secret itself is never stored. */
  hash: string;
  accountId: string;
  kind: 'upgrade' | 'billing';
  plan: string | null;
  expiresAt: number;
  createdAt: number;
}

export interface BillingStore {
  get(accountId: string): Promise<BillingRecord | null>;
  /** Stores the account's billing state, replacing what was there. */
  put(record: BillingRecord): Promise<void>;
  putLink(link: BillingLinkRecord): Promise<void>;
  /** The link if it exists and has not expired at `now` (links are reusable until they expire). */
  getLink(hash: string, now: number): Promise<BillingLinkRecord | null>;
}
