/**
 * The edges an origin distributes to: those given up front (never expire) and those that registered themselves,
 * forgotten once they have not re-registered for the TTL, kept across restarts by an optional registry.
 */
import type { EdgeRegistration } from '../../protocol/edge.ts';
import type { EdgeDescriptor } from './types.ts';

export interface RegisteredEdge {
  edge: EdgeDescriptor;
  /** When it last registered (epoch ms). */
  seen: number;
}

export interface EdgeRegistry {
  load(): RegisteredEdge[];
  save(edges: RegisteredEdge[]): void;
}

export class EdgeSet {
  readonly #fixed: Map<string, EdgeDescriptor>;
  readonly #registered = new Map<string, RegisteredEdge>();
  readonly #ttl: number;
  readonly #registry: EdgeRegistry | undefined;

  constructor(fixed: EdgeDescriptor[], ttl: number, registry: EdgeRegistry | undefined) {
    this.#fixed = new Map(fixed.map((e) => [e.id, e]));
    this.#ttl = ttl;
    this.#registry = registry;
    for (const r of registry?.load() ?? [])
      if (!this.#fixed.has(r.edge.id) && Date.now() - r.seen <= ttl) this.#registered.set(r.edge.id, r);
  }

  /** The edges now: fixed ones, then registered ones not expired (expired ones are forgotten). */
  list(): EdgeDescriptor[] {
    const now = Date.now();
    const out = [...this.#fixed.values()];
    for (const [id, r] of this.#registered) {
      if (now - r.seen > this.#ttl) this.#registered.delete(id);
      else if (!this.#fixed.has(id)) out.push(r.edge);
    }
    return out;
  }

  register(reg: EdgeRegistration): EdgeDescriptor {
    const edge: EdgeDescriptor = {
      id: reg.id,
      url: reg.url,
      location: reg.location,
      ip: reg.ip,
      tlsUrl: reg.tlsUrl ?? null,
    };
    if (!this.#fixed.has(edge.id)) {
      this.#registered.set(edge.id, { edge, seen: Date.now() });
      this.#registry?.save([...this.#registered.values()]);
    }
    return edge;
  }
}
