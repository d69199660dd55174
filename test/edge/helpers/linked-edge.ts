/** An edge next to its origin, as `sitepub serve` starts them, for tests that drive its syncs themselves. */
import { startEdge, type RunningEdge, type StartEdgeOptions } from '../../../src/edge/edge.ts';
import type { BlobLocation } from '../../../src/store/types.ts';
import type { MiniOrigin } from './mini-origin.ts';

/**
 * Starts an edge of `origin` in `data` that takes blobs from `localBlob` where it can (hard links, as
 * `sitepub serve`'s edges do) and syncs only when told: no registration, no reconcile at start or later.
 */
export function startLinkedEdge(
  origin: MiniOrigin,
  o: {
    data: string;
    id: string;
    localBlob: (sha256: string) => BlobLocation | null;
  } & Partial<StartEdgeOptions>,
): Promise<RunningEdge> {
  return startEdge({
    origin: origin.url,
    secret: origin.secret,
    register: false,
    reconcileMs: 0,
    reconcileAtStart: false,
    ...o,
  });
}
