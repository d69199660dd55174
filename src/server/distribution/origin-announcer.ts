/**
 * Each origin of a cluster announces itself in the shared state (`store.shared`, namespace `origins`, one entry
 * per base URL, expiring ORIGIN_TTL_MS after its last heartbeat) and reads the others' entries, so that it can
 * tell its edges every live origin (docs/edge.md, "When an origin dies"): in the registration answer and in each
 * sync and purge request. An edge registered through an origin that dies then asks another. The list is read at
 * each heartbeat, never per request; an origin stopped gracefully removes its entry, a killed one's expires.
 */
import type { SharedEntry } from '../../store/types.ts';
import type { SharedStateRepository } from '../../store/sql/shared-state.ts';

export const ORIGINS_NAMESPACE = 'origins';
/** An origin not heard from for this long is no longer listed. */
export const ORIGIN_TTL_MS = 60_000;
/** How often an origin renews its entry and reads the others'. */
export const ORIGIN_HEARTBEAT_MS = 15_000;

interface Announcement {
  url: string;
  seen: number;
}

/**
 * The origin list an edge is told: `self` first (the origin that answers or asks is one the edge can use),
 * then the others, most recently heard from first. Entries that are not announcements are skipped.
 */
export function originListOf(entries: readonly SharedEntry[], self: string | null): string[] {
  const others: Announcement[] = [];
  for (const e of entries) {
    try {
      const v = JSON.parse(e.value) as Partial<Announcement> | null;
      if (typeof v?.url === 'string' && typeof v.seen === 'number' && v.url !== self)
        others.push({ url: v.url, seen: v.seen });
    } catch {
      // not an announcement
    }
  }
  others.sort((a, b) => b.seen - a.seen);
  return [...(self ? [self] : []), ...others.map((a) => a.url)];
}

export interface OriginAnnouncer {
  /** The cluster's origins as last read: this one first (when it has a URL edges can reach). */
  list(): string[];
  /** Announces this origin again and reads the list (the heartbeat; also called once at start). */
  beat(): Promise<void>;
  /** Stops the heartbeat and removes this origin's entry. */
  close(): Promise<void>;
}

export function originAnnouncer(o: {
  shared: SharedStateRepository;
  /** The base URL edges reach this origin at directly, or null: it lists the others but not itself. */
  url: string | null;
  heartbeatMs?: number;
  ttlMs?: number;
  logger?: (msg: string) => void;
}): OriginAnnouncer {
  const ttl = o.ttlMs ?? ORIGIN_TTL_MS;
  let list: string[] = o.url ? [o.url] : [];
  let failing = false;
  let closed = false;
  let running: Promise<void> = Promise.resolve();
  const beat = (): Promise<void> => (running = running.then(once));
  const once = async (): Promise<void> => {
    if (closed) return;
    const now = Date.now();
    try {
      if (o.url) {
        const value = JSON.stringify({ url: o.url, seen: now } satisfies Announcement);
        await o.shared.put(ORIGINS_NAMESPACE, o.url, value, { now, expiresAt: now + ttl });
      }
      list = originListOf(await o.shared.list(ORIGINS_NAMESPACE, now), o.url);
      if (failing) o.logger?.('the cluster origin list can be read and written again');
      failing = false;
    } catch (err) {
      // the list last read stays; said once per outage (the database's own errors are logged elsewhere too)
      if (!failing) o.logger?.(`could not announce this origin to the others: ${(err as Error).message}`);
      failing = true;
    }
  };
  const timer = setInterval(() => void beat(), o.heartbeatMs ?? ORIGIN_HEARTBEAT_MS);
  timer.unref();
  return {
    list: () => [...list],
    beat,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
      if (o.url) await o.shared.delete(ORIGINS_NAMESPACE, o.url, Date.now()).catch(() => false);
    },
  };
}
