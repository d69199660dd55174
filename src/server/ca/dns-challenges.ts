/**
 * Pending DNS-01 challenges: TXT values at `_acme-challenge.<name>`, which the server's DNS responder publishes
 * in the platform zone (dns/platform-zone.ts) while an ACME order is open. The ACME issuer puts a value before
 * telling the CA to validate and removes it when the order ends; entries also expire on their own. Several
 * values may share a name (an order for `*.<domain>` and `<domain>` has two authorisations there). They are kept
 * in the store's shared state (namespace `acme-dns-01`), so that the responder of every origin publishes them,
 * whichever origin's issuer placed the order; so is the time of the last change (the zone's serial).
 */
import { randomBytes } from 'node:crypto';
import type { SharedStateRepository } from '../../store/sql/shared-state.ts';

const TTL_MS = 10 * 60 * 1000;
const NAMESPACE = 'acme-dns-01';
/** One entry: when a record was last put or removed. */
const CHANGED = 'acme-dns-01-changed';

export interface TxtChallenge {
  /** Fully qualified, lower case, no trailing dot: `_acme-challenge.example.com`. */
  name: string;
  value: string;
}

function isTxt(v: unknown): v is TxtChallenge {
  const t = v as Partial<TxtChallenge> | null;
  return typeof t === 'object' && t !== null && typeof t.name === 'string' && typeof t.value === 'string';
}

export class DnsChallengeBoard {
  readonly #shared: SharedStateRepository;
  readonly #now: () => number;
  #next = 0;

  constructor(shared: SharedStateRepository, now: () => number = Date.now) {
    this.#shared = shared;
    this.#now = now;
  }

  /** Publishes the TXT value of the DNS-01 challenge of `domain`; returns the handle to remove it with. */
  async put(domain: string, value: string): Promise<string> {
    const now = this.#now();
    // Sorts by time, then by this process's count: the records come back in the order they were put.
    const id = `${String(now).padStart(15, '0')}.${String(++this.#next).padStart(9, '0')}.${randomBytes(4).toString('hex')}`;
    const txt: TxtChallenge = { name: `_acme-challenge.${domain.toLowerCase().replace(/\.$/, '')}`, value };
    await this.#shared.put(NAMESPACE, id, JSON.stringify(txt), { now, expiresAt: now + TTL_MS });
    await this.#changed(now);
    return id;
  }

  async remove(id: string): Promise<void> {
    const now = this.#now();
    if (await this.#shared.delete(NAMESPACE, id, now)) await this.#changed(now);
  }

  /** The TXT records up now (expired ones are gone). */
  async records(): Promise<TxtChallenge[]> {
    const entries = await this.#shared.list(NAMESPACE, this.#now());
    const out: TxtChallenge[] = [];
    for (const e of entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
      try {
        const v: unknown = JSON.parse(e.value);
        if (isTxt(v)) out.push({ name: v.name, value: v.value });
      } catch {
        // not a challenge: skipped
      }
    }
    return out;
  }

  /**
   * When a record was last put or removed (epoch ms), 0 before any: the zone's serial follows it. A record that
   * merely expires does not change it (ACME validates within the order, long before).
   */
  async changedAt(): Promise<number> {
    const e = await this.#shared.get(CHANGED, 'zone', this.#now());
    return e ? Number(e.value) || 0 : 0;
  }

  async #changed(now: number): Promise<void> {
    await this.#shared.put(CHANGED, 'zone', String(now), { now });
  }
}
