/**
 * Pending DNS-01 challenges: TXT values at `_acme-challenge.<name>`, which the server's DNS responder publishes
 * in the platform zone (dns/platform-zone.ts) while an ACME order is open. The ACME issuer puts a value before
 * telling the CA to validate and removes it when the order ends; entries also expire on their own. Several
 * values may share a name (an order for `*.<domain>` and `<domain>` has two authorisations there).
 */
const TTL_MS = 10 * 60 * 1000;

export interface TxtChallenge {
  /** Fully qualified, lower case, no trailing dot: `_acme-challenge.example.com`. */
  name: string;
  value: string;
}

export class DnsChallengeBoard {
  #pending = new Map<number, TxtChallenge & { expires: number }>();
  #next = 0;
  #changedAt: number;
  #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
    this.#changedAt = now();
  }

  /** Publishes the TXT value of the DNS-01 challenge of `domain`; returns the handle to remove it with. */
  put(domain: string, value: string): number {
    const id = ++this.#next;
    const name = `_acme-challenge.${domain.toLowerCase().replace(/\.$/, '')}`;
    this.#pending.set(id, { name, value, expires: this.#now() + TTL_MS });
    this.#changedAt = this.#now();
    return id;
  }

  remove(id: number): void {
    if (this.#pending.delete(id)) this.#changedAt = this.#now();
  }

  /** The TXT records up now. */
  records(): TxtChallenge[] {
    const now = this.#now();
    const live: TxtChallenge[] = [];
    for (const [id, c] of this.#pending) {
      if (c.expires <= now) this.remove(id);
      else live.push({ name: c.name, value: c.value });
    }
    return live;
  }

  /** When a record was last put or removed (epoch ms): the zone's serial follows it. */
  get changedAt(): number {
    return this.#changedAt;
  }
}
