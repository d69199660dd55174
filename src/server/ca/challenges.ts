/**
 * Pending HTTP-01 challenges: token → key authorisation, for the host being validated. The ACME issuer puts
 * them here while an order is open; edges ask the origin (`GET /_sitepub/acme-challenge/:token?host=`) when a
 * request for `/.well-known/acme-challenge/<token>` reaches them. Entries expire on their own.
 */
const TTL_MS = 10 * 60 * 1000;

interface Pending {
  host: string;
  keyAuthorization: string;
  expires: number;
}

export class ChallengeBoard {
  #pending = new Map<string, Pending>();
  #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  put(token: string, host: string, keyAuthorization: string): void {
    this.#pending.set(token, { host: host.toLowerCase(), keyAuthorization, expires: this.#now() + TTL_MS });
  }

  remove(token: string): void {
    this.#pending.delete(token);
  }

  /** The key authorisation for `token` when it was issued for `host`, else null. */
  answer(token: string, host: string): string | null {
    const p = this.#pending.get(token);
    if (!p) return null;
    if (p.expires <= this.#now()) {
      this.#pending.delete(token);
      return null;
    }
    return p.host === host.toLowerCase().replace(/\.$/, '').replace(/:\d+$/, '') ? p.keyAuthorization : null;
  }
}
