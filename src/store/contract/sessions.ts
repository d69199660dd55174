/** Browser-login sessions (`POST /login/session`, approved in the browser, polled by the CLI). */

export interface LoginSessionRecord {
  uuid: string;
  /** Hex SHA-256 of the poll secret. */
  pollHash: string;
  code: string;
  host: string;
  /** `pending`, then `approved` (account set), then deleted once the token was handed out. */
  status: 'pending' | 'approved';
  accountId: string | null;
  expiresAt: number;
  createdAt: number;
}

export interface LoginSessionStore {
  /** Stores the session, replacing the one with its uuid. */
  put(session: LoginSessionRecord): Promise<void>;
  /** The session if it exists and has not expired at `now`. */
  get(uuid: string, now: number): Promise<LoginSessionRecord | null>;
  /** Sessions not expired at `now` (a cap against floods of the public endpoint). */
  count(now: number): Promise<number>;
  /** Returns false when there was no such session. */
  delete(uuid: string): Promise<boolean>;
}
