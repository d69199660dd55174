/** The edges a deploy's info line lists (`instances`), read by the CLI and the Action alike. Pure. */
import type { Instance } from './types.ts';

export interface EdgeBehind {
  /** The edge's id and address, as the server names it. */
  edge: string;
  status: string;
  info: string;
}

/** The edges of an info line that do not serve the revision (pure). */
export function edgesBehind(instances: readonly Instance[] | undefined): EdgeBehind[] {
  return (instances ?? [])
    .filter((i) => i.status !== 'serving')
    .map((i) => ({ edge: i.ip ? `${i.domain} (${i.ip})` : i.domain, status: i.status, info: i.info }));
}

/** "1 of 3 edges serve this revision; the others catch up when they are back" (edges listed, edges behind). */
export function behindSentence(listed: number, behind: number): string {
  return `${listed - behind} of ${listed} edges serve this revision; the others catch up when they are back`;
}

/** "edge-b (10.0.0.1:8101): unreachable (connect ECONNREFUSED)" */
export function describeEdge(e: EdgeBehind): string {
  return `${e.edge}: ${e.status}${e.info ? ` (${e.info})` : ''}`;
}
