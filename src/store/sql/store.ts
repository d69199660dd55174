/**
 * What both SQL stores (SqliteStore, PostgresStore) answer the same way: the Store methods of the aggregates on
 * the SQL layer, each handed to its repository. A store adds how it opens and what is not SQL (blobs, files).
 */
import type { AccountRecord, CodeRecord, TokenRecord } from '../types.ts';
import { AccountsRepository, type AccountPatch } from './accounts.ts';
import type { SqlDb } from './db.ts';

export abstract class SqlStore {
  readonly sql: SqlDb;
  readonly #accounts: AccountsRepository;

  protected constructor(sql: SqlDb) {
    this.sql = sql;
    this.#accounts = new AccountsRepository(sql);
  }

  // ---- accounts, tokens, codes (accounts.ts) ----
  getAccountByEmail(email: string): Promise<AccountRecord | null> {
    return this.#accounts.getAccountByEmail(email);
  }

  getAccount(id: string): Promise<AccountRecord | null> {
    return this.#accounts.getAccount(id);
  }

  createAccount(
    email: string,
    passwordHash: string,
    now: number,
    shownEmail?: string,
  ): Promise<AccountRecord> {
    return this.#accounts.createAccount(email, passwordHash, now, shownEmail);
  }

  updateAccount(id: string, patch: AccountPatch, now: number): Promise<void> {
    return this.#accounts.updateAccount(id, patch, now);
  }

  deleteAccount(id: string): Promise<void> {
    return this.#accounts.deleteAccount(id);
  }

  createToken(t: TokenRecord): Promise<boolean> {
    return this.#accounts.createToken(t);
  }

  getTokenByHash(hash: string): Promise<TokenRecord | null> {
    return this.#accounts.getTokenByHash(hash);
  }

  listTokens(accountId: string): Promise<TokenRecord[]> {
    return this.#accounts.listTokens(accountId);
  }

  deleteToken(accountId: string, id: string): Promise<boolean> {
    return this.#accounts.deleteToken(accountId, id);
  }

  touchToken(id: string, now: number): Promise<void> {
    return this.#accounts.touchToken(id, now);
  }

  putCode(c: CodeRecord): Promise<void> {
    return this.#accounts.putCode(c);
  }

  takeCode(hash: string, purpose: CodeRecord['purpose'], now: number): Promise<CodeRecord | null> {
    return this.#accounts.takeCode(hash, purpose, now);
  }
}
