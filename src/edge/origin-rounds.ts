/**
 * A running edge's rounds with its origin (`startEdge`): register (standalone edges; the answer names the
 * cluster's origins), reconcile, and log what changed: the origin lost and back, projects left unsynced,
 * force-HTTPS sites this edge cannot redirect (once).
 */
import type { EdgeOriginList, EdgeRegistration } from '../protocol/edge.ts';
import { OriginError, type OriginClient } from './origin-client.ts';
import type { ProjectTable } from './projects.ts';

export interface RoundsOptions {
  edge: { readonly id: string; readonly projects: ProjectTable; reconcile(): Promise<string[]> };
  origin: OriginClient;
  logger: (line: string) => void;
  /** What the edge registers as before each reconcile; null: it does not register. */
  registration: EdgeRegistration | null;
  /** Whether force-HTTPS sites are redirected (a TLS listener or a trusted TLS-terminating proxy). */
  redirectsHttps: boolean;
  /** Given the cluster's origin list a registration answer carried. */
  learnOrigins?: (origins: EdgeOriginList) => void;
}

/** One round: settles with the origin's refusal of the edge secret (HTTP 401/403), or null. */
export function originRounds(o: RoundsOptions): { round: () => Promise<OriginError | null>; stop(): void } {
  const { edge, logger } = o;
  let closed = false;
  // force-HTTPS sites on an edge with no way to serve HTTPS are served over HTTP, unredirected: say so once.
  let warnedHttps = false;
  const warnUnforcedHttps = (): void => {
    if (warnedHttps || o.redirectsHttps) return;
    const forced = [...edge.projects.all()].filter((p) => p.settings.forceHttps).map((p) => p.domain);
    if (!forced.length) return;
    warnedHttps = true;
    logger(
      `${edge.id}: ${forced.slice(0, 3).join(', ')}${forced.length > 3 ? ` and ${forced.length - 3} more` : ''} ` +
        'force HTTPS, but this edge has no --tls-port and no --trust-proxy: it serves them over HTTP without ' +
        'redirecting. Pass --tls-port, or --trust-proxy with the address of the proxy that terminates TLS',
    );
  };
  /** Set while the origin cannot be reached (when it was first missed), so its return is logged once. */
  let unreachableSince: number | null = null;
  const round = async (): Promise<OriginError | null> => {
    if (closed) return null;
    try {
      if (o.registration) {
        const origins = await o.origin.register(o.registration);
        if (origins) o.learnOrigins?.(origins);
      }
      const failed = await edge.reconcile();
      if (unreachableSince !== null) {
        const s = Math.round((Date.now() - unreachableSince) / 1000);
        logger(`${edge.id}: origin reachable again (unreachable for ${s} s); in sync with it`);
        unreachableSince = null;
      }
      if (failed.length) logger(`${edge.id}: reconcile left ${failed.length} project(s) unsynced`);
      warnUnforcedHttps();
    } catch (err) {
      if (err instanceof OriginError && (err.status === 401 || err.status === 403)) {
        logger(`${edge.id}: the origin rejected the edge secret (${err.message})`);
        return err;
      }
      unreachableSince ??= Date.now();
      logger(
        err instanceof OriginError && err.status !== null
          ? `${edge.id}: ${err.message}, serving what this edge holds`
          : `${edge.id}: origin unreachable, serving what this edge holds (${(err as Error).message})`,
      );
    }
    return null;
  };
  return { round, stop: () => (closed = true) };
}
