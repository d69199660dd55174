/**
 * One control call to every edge at once (sync, purge), counting confirmations as they arrive and remembering
 * per domain and edge what was confirmed (for `info.instances`).
 */
import type { Instance } from '../../protocol/types.ts';
import type { Static, TSchema } from 'typebox';
import type { EdgeSyncResponse } from '../../protocol/edge.ts';
import { checkWire } from '../../protocol/wire-check.ts';
import { describe, publicReason, type EdgeCall } from './edge-call.ts';
import type { EdgeDescriptor, EdgeFailure, SyncOptions, SyncResult } from './types.ts';

export interface Confirmation {
  ok: boolean;
  liveRev: number | null;
  /** What failed, for the log. */
  error: string | null;
  /** What failed, in words a client may see (publicReason). */
  reason: string | null;
  at: number;
}

/** Per domain, per edge id: the last answer to a fan-out. */
export type Confirmations = Map<string, Map<string, Confirmation>>;

/**
 * `answer` is the schema of the edges' answers (EdgeSyncResponse, EdgePurgeResponse); one that does not fit fails.
 * `bodyOf`: each edge's request body, or a promise of it (awaited by that edge's call alone).
 */
export async function fanOut<A extends TSchema>(
  call: EdgeCall,
  list: EdgeDescriptor[],
  confirmations: Confirmations,
  o: {
    domain: string;
    path: string;
    bodyOf: (edge: EdgeDescriptor) => unknown;
    answer: A;
    onConfirm: SyncOptions['onConfirm'];
    timeoutMs: number;
  },
): Promise<SyncResult & { responses: Static<A>[] }> {
  const confirmed: EdgeDescriptor[] = [];
  const unconfirmed: EdgeFailure[] = [];
  const responses: Static<A>[] = [];
  let bytesFetched = 0;
  const seen = confirmations.get(o.domain) ?? new Map<string, Confirmation>();
  confirmations.set(o.domain, seen);
  await Promise.all(
    list.map(async (edge) => {
      try {
        const res = await call(edge, 'POST', o.path, await o.bodyOf(edge), o.timeoutMs);
        const answer = checkWire(o.answer, await res.json(), `the answer to ${o.path}`);
        responses.push(answer);
        // a purge answer has neither
        const { liveRev = null, bytesFetched: fetched = 0 } = answer as Partial<EdgeSyncResponse>;
        bytesFetched += fetched;
        confirmed.push(edge);
        seen.set(edge.id, {
          ok: true,
          liveRev,
          error: null,
          reason: null,
          at: Date.now(),
        });
        o.onConfirm?.(confirmed.length, list.length);
      } catch (err) {
        const error = describe(err);
        const reason = publicReason(err);
        unconfirmed.push({ ...edge, error, reason });
        seen.set(edge.id, {
          ok: false,
          liveRev: seen.get(edge.id)?.liveRev ?? null,
          error,
          reason,
          at: Date.now(),
        });
      }
    }),
  );
  // Code-point order: ids are ASCII, and a process's first localeCompare costs ~5 ms (ICU collator set-up).
  const order = (a: EdgeDescriptor, b: EdgeDescriptor) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return {
    confirmed: confirmed.sort(order),
    unconfirmed: unconfirmed.sort(order),
    bytesFetched,
    responses,
  };
}

/** An edge as `info.instances` lists it, from its last confirmation for the domain. */
export function instanceOf(edge: EdgeDescriptor, c: Confirmation | undefined): Instance {
  const port = new URL(edge.url).port;
  return {
    type: 'HTTP',
    provider: 'sitepub',
    domain: edge.id,
    location: edge.location,
    ip: port ? `${edge.ip}:${port}` : edge.ip,
    status: c?.ok ? 'serving' : c ? 'unreachable' : 'pending',
    confirmation: c?.ok ? '✔' : '✘',
    info: c?.ok ? (c.liveRev === null ? 'offline' : `rev ${c.liveRev}`) : (c?.reason ?? 'not synced yet'),
  };
}
