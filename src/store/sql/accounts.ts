/** Accounts, their API tokens and their one-time codes (email verification, password reset): each query once. */
import type { AccountRecord, TokenRecord } from '../types.ts';
import { Repository } from './db.ts';
import type { Row } from './schema.ts';

type AccountPatch = Partial<
  Pick<AccountRecord, 'passwordHash' | 'plan' | 'emailVerifiedAt' | 'verificationSentAt'>
>;

const toAccount = (r: Row<'accounts'>): AccountRecord => ({ ...r, shownEmail: r.shownEmail ?? r.email });

/** A one-time secret mailed to the user (verification link, password reset), stored as SHA-256. */
type CodeRecord = Row<'codes'>;

const toToken = (r: Row<'tokens'>): TokenRecord => ({ ...r, scope: JSON.parse(r.scope) as string[] });

/** Tables keyed by an account id, emptied with it (tokens and codes go by cascade). */
const ACCOUNT_TABLES = ['billing_accounts', 'billing_links', 'login_sessions'] as const;

export class AccountsRepository extends Repository {
  async getAccountByEmail(email: string): Promise<AccountRecord | null> {
    return this.#get('email', email);
  }

  async getAccount(id: string): Promise<AccountRecord | null> {
    return this.#get('id', id);
  }

  async #get(by: 'id' | 'email', value: string): Promise<AccountRecord | null> {
    const r = await this.sql.db.selectFrom('accounts').selectAll().where(by, '=', value).executeTakeFirst();
    return r ? toAccount(r) : null;
  }

  /** Inserts unless the email (canonical) exists; returns the stored row (the existing one when it raced). */
  async createAccount(
    email: string,
    passwordHash: string,
    now: number,
    shownEmail: string = email,
  ): Promise<AccountRecord> {
    // ON CONFLICT waits for a racing insert of the email to commit, so the read after it finds the winner.
    const created = await this.sql.db
      .insertInto('accounts')
      .values({
        id: crypto.randomUUID(),
        email,
        shownEmail,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (created) return toAccount(created);
    const stored = await this.getAccountByEmail(email);
    if (!stored) throw new Error(`the account of ${email} was deleted while it was being created`);
    return stored;
  }

  /** `updated_at` moves only when something other than `verificationSentAt` (bookkeeping) changes. */
  async updateAccount(id: string, patch: AccountPatch, now: number): Promise<void> {
    // The four fields by name: a wider object passed as the patch must not write any other column.
    const { passwordHash, plan, emailVerifiedAt, verificationSentAt } = patch;
    const changed = [passwordHash, plan, emailVerifiedAt].some((v) => v !== undefined);
    if (!changed && verificationSentAt === undefined) return;
    await this.sql.db
      .updateTable('accounts')
      .set({ passwordHash, plan, emailVerifiedAt, verificationSentAt, updatedAt: changed ? now : undefined })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes the account and every row keyed by it. */
  async deleteAccount(id: string): Promise<void> {
    await this.sql.tx(async (q) => {
      for (const table of ACCOUNT_TABLES) await q.deleteFrom(table).where('accountId', '=', id).execute();
      await q.deleteFrom('accounts').where('id', '=', id).execute();
    });
  }

  /** Inserts the token; false (nothing stored) when its id or hash is taken already. */
  async createToken(t: TokenRecord): Promise<boolean> {
    const r = await this.sql.db
      .insertInto('tokens')
      .values({ ...t, scope: JSON.stringify(t.scope) })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async getTokenByHash(hash: string): Promise<TokenRecord | null> {
    const r = await this.sql.db.selectFrom('tokens').selectAll().where('hash', '=', hash).executeTakeFirst();
    return r ? toToken(r) : null;
  }

  async listTokens(accountId: string): Promise<TokenRecord[]> {
    const rows = await this.sql.db
      .selectFrom('tokens')
      .selectAll()
      .where('accountId', '=', accountId)
      .orderBy('createdAt', 'desc')
      .execute();
    return rows.map(toToken);
  }

  async deleteToken(accountId: string, id: string): Promise<boolean> {
    const r = await this.sql.db
      .deleteFrom('tokens')
      .where('accountId', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
    return r.numDeletedRows > 0n;
  }

  async touchToken(id: string, now: number): Promise<void> {
    await this.sql.db
      .updateTable('tokens')
      .set((eb) => ({ uses: eb('uses', '+', 1), lastUsedAt: now }))
      .where('id', '=', id)
      .execute();
  }

  async putCode(c: CodeRecord): Promise<void> {
    await this.sql.upsert('codes', ['hash'], c);
  }

  /** Deletes and returns the code if it exists and has not expired. */
  async takeCode(hash: string, purpose: CodeRecord['purpose'], now: number): Promise<CodeRecord | null> {
    // DELETE … RETURNING: of two racing takers, one gets the row. An expired code is removed all the same.
    const r = await this.sql.db
      .deleteFrom('codes')
      .where('hash', '=', hash)
      .where('purpose', '=', purpose)
      .returningAll()
      .executeTakeFirst();
    return r && r.expiresAt >= now ? r : null;
  }
}
