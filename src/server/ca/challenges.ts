/**
 * Pending HTTP-01 challenges: token → key authorisation, for the host being validated. The ACME issuer puts
 * them here while an order is open; edges ask the origin (`GET /_sitepub/acme-challenge/:token?host=`) when a
 * request for `/.well-known/acme-challenge/<token>` reaches them. They are kept in the store's shared state
 * (namespace `acme-http-01`), because the CA's validation reaches any edge, which asks any origin through the
 * balancer: not necessarily the one whose issuer placed the order. Entries expire on their own.
 */
import type { SharedStateRepository } from '../../store/sql/shared-state.ts';

const TTL_MS = 10 * 60 * 1000;
const NAMESPACE = 'acme-http-01';

interface Pending {
  host: string;
  keyAuthorization: string;
}

/** The host as the board compares it: lower case, no trailing dot, no port. */
const bare = (host: string) => host.toLowerCase().replace(/\.$/, '').replace(/:\d+$/, '');

export class ChallengeBoard {
  readonly #shared: SharedStateRepository;
  readonly #now: () => number;

  constructor(shared: SharedStateRepository, now: () => number = Date.now) {
    this.#shared = shared;
    this.#now = now;
  }

  async put(token: string, host: string, keyAuthorization: string): Promise<void> {
    const now = this.#now();
    const pending: Pending = { host: host.toLowerCase(), keyAuthorization };
    await this.#shared.put(NAMESPACE, token, JSON.stringify(pending), { now, expiresAt: now + TTL_MS });
  }

  async remove(token: string): Promise<void> {
    await this.#shared.delete(NAMESPACE, token, this.#now());
  }

  /** The key authorisation for `token` when it was issued for `host`, else null. */
  async answer(token: string, host: string): Promise<string | null> {
    const entry = await this.#shared.get(NAMESPACE, token, this.#now());
    if (!entry) return null;
    let p: Partial<Pending>;
    try {
      p = JSON.parse(entry.value) as Partial<Pending>;
    } catch {
      return null;
    }
    return typeof p.keyAuthorization === 'string' && p.host === bare(host) ? p.keyAuthorization : null;
  }
}
