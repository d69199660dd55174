/**
 * The edges an origin distributes to: those given up front (never expire) and those that registered themselves,
 * forgotten once they have not re-registered for the TTL. Registrations are kept by an optional registry: the
 * store's shared state (`sharedEdgeRegistry`), so that an edge registered through any origin is known to every
 * origin of the same database, and to this one after a restart. `list()` answers from what this origin last
 * read (the hot path: public URLs, instances, DNS answers), refreshed in the background when older than
 * REFRESH_MS; `current()` reads the registry first, and is what a fan-out (sync, purge) and a probe (audit,
 * logs) use, so a deploy through origin B reaches an edge that registered through origin A a moment before.
 */
import type { SharedStateRepository } from '../../store/sql/shared-state.ts';
import type { EdgeDescriptor } from './types.ts';

export interface RegisteredEdge {
  edge: EdgeDescriptor;
  /** When it last registered (epoch ms). */
  seen: number;
}

/** Where registrations are kept beyond this process. */
export interface EdgeRegistry {
  /** The registrations not expired at `now`. */
  list(now: number): Promise<RegisteredEdge[]>;
  /** Keeps (or renews) a registration until `expiresAt`. */
  put(registered: RegisteredEdge, expiresAt: number): Promise<void>;
}

/** How stale the hot path's list may get before a background refresh (a fan-out always reads afresh). */
export const REFRESH_MS = 15_000;

const NAMESPACE = 'edges';

function isRegistered(v: unknown): v is RegisteredEdge {
  const r = v as Partial<RegisteredEdge> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.seen === 'number' &&
    typeof r.edge?.id === 'string' &&
    typeof r.edge.url === 'string'
  );
}

/** Registrations in `store.shared` (namespace `edges`, one entry per edge id, expiring with the registration). */
export function sharedEdgeRegistry(shared: SharedStateRepository): EdgeRegistry {
  return {
    async list(now) {
      const out: RegisteredEdge[] = [];
      for (const e of await shared.list(NAMESPACE, now)) {
        try {
          const v: unknown = JSON.parse(e.value);
          if (isRegistered(v)) out.push(v);
        } catch {
          // not ours: skipped; the edge registers again within a minute
        }
      }
      return out;
    },
    async put(registered, expiresAt) {
      await shared.put(NAMESPACE, registered.edge.id, JSON.stringify(registered), {
        now: registered.seen,
        expiresAt,
      });
    },
  };
}

export class EdgeSet {
  readonly #fixed: Map<string, EdgeDescriptor>;
  #registered = new Map<string, RegisteredEdge>();
  readonly #ttl: number;
  readonly #registry: EdgeRegistry | undefined;
  readonly #onError: (err: unknown) => void;
  #refreshedAt = -Infinity;
  #refreshing: Promise<void> | null = null;

  constructor(
    fixed: EdgeDescriptor[],
    ttl: number,
    registry: EdgeRegistry | undefined,
    onError: (err: unknown) => void = () => undefined,
  ) {
    this.#fixed = new Map(fixed.map((e) => [e.id, e]));
    this.#ttl = ttl;
    this.#registry = registry;
    this.#onError = onError;
    if (registry) void this.refresh();
  }

  /**
   * The edges as this origin last read them: fixed ones, then registered ones not expired. Starts a background
   * refresh when the registry was last read more than REFRESH_MS ago.
   */
  list(): EdgeDescriptor[] {
    const now = Date.now();
    if (this.#registry && now - this.#refreshedAt > REFRESH_MS) void this.refresh();
    const out = [...this.#fixed.values()];
    for (const [id, r] of this.#registered) {
      if (now - r.seen > this.#ttl) this.#registered.delete(id);
      else if (!this.#fixed.has(id)) out.push(r.edge);
    }
    return out;
  }

  /** The edges after reading the registry (every origin's registrations): before a fan-out or a probe. */
  async current(): Promise<EdgeDescriptor[]> {
    await this.refresh();
    return this.list();
  }

  /**
   * Reads the registry into this origin's list (one read at a time: callers meanwhile share it). When the
   * registry cannot be read, the list stays as it was and the error is reported.
   */
  refresh(): Promise<void> {
    if (!this.#registry) return Promise.resolve();
    const registry = this.#registry;
    this.#refreshing ??= (async () => {
      try {
        const now = Date.now();
        const fresh = new Map<string, RegisteredEdge>();
        for (const r of await registry.list(now))
          if (!this.#fixed.has(r.edge.id) && now - r.seen <= this.#ttl) fresh.set(r.edge.id, r);
        // A registration through this origin while the registry was read is kept.
        for (const [id, r] of this.#registered) if (r.seen >= now && !fresh.has(id)) fresh.set(id, r);
        this.#registered = fresh;
        this.#refreshedAt = now;
      } catch (err) {
        this.#onError(err);
      } finally {
        this.#refreshing = null;
      }
    })();
    return this.#refreshing;
  }

  /** A standalone edge announcing itself: kept in the registry (for every origin) and in this origin's list. */
  async register(reg: EdgeDescriptor): Promise<EdgeDescriptor> {
    const edge: EdgeDescriptor = {
      id: reg.id,
      url: reg.url,
      location: reg.location,
      ip: reg.ip,
      tlsUrl: reg.tlsUrl ?? null,
      ...(reg.syncBodyMax ? { syncBodyMax: reg.syncBodyMax } : {}),
    };
    if (!this.#fixed.has(edge.id)) {
      const registered = { edge, seen: Date.now() };
      await this.#registry?.put(registered, registered.seen + this.#ttl);
      this.#registered.set(edge.id, registered);
    }
    return edge;
  }
}
