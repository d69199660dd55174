/**
 * The edges a deploy's info line lists (`instances`), read by the CLI and the Action alike. Pure.
 * Only rows a sitepub server writes for its edges count (`provider: 'sitepub'`, src/server/distribution): surge.sh
 * lists rows of its own there (`NS`, `CNAME`, `A` records, its own hosts with their statuses), which say nothing
 * about whether this revision is served, so they are never "behind". Any value may be missing or odd: rows that
 * are not objects are skipped, and a field that is not a string reads as empty.
 */
import type { Instance } from './types.ts';

/** `provider` of the rows a sitepub server lists for its edges. */
export const SITEPUB_EDGE_PROVIDER = 'sitepub';

export interface EdgeBehind {
  /** The edge's id and address, as the server names it. */
  edge: string;
  status: string;
  info: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The rows of an info line that are sitepub edges (none when `instances` is missing or not an array). */
export function sitepubEdges(instances: unknown): Instance[] {
  if (!Array.isArray(instances)) return [];
  return instances.filter(
    (i): i is Instance =>
      !!i && typeof i === 'object' && (i as Partial<Instance>).provider === SITEPUB_EDGE_PROVIDER,
  );
}

/** How many sitepub edges the info line lists: the M of "N of M edges serve this revision". */
export function edgeCount(instances: unknown): number {
  return sitepubEdges(instances).length;
}

/** The sitepub edges of an info line that do not serve the revision (pure). */
export function edgesBehind(instances: unknown): EdgeBehind[] {
  return sitepubEdges(instances)
    .filter((i) => i.status !== 'serving')
    .map((i) => {
      const name = text(i.domain) || 'edge';
      return {
        edge: text(i.ip) ? `${name} (${i.ip})` : name,
        status: text(i.status) || 'unknown',
        info: text(i.info),
      };
    });
}

/** "1 of 3 edges serve this revision; the others catch up when they are back" (edges listed, edges behind). */
export function behindSentence(listed: number, behind: number): string {
  return `${listed - behind} of ${listed} edges serve this revision; the others catch up when they are back`;
}

/** "edge-b (10.0.0.1:8101): unreachable (connect ECONNREFUSED)" */
export function describeEdge(e: EdgeBehind): string {
  return `${e.edge}: ${e.status}${e.info ? ` (${e.info})` : ''}`;
}
