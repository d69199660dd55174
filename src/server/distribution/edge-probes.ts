/** Reading from every edge: a domain's status on each (audit) and its request log lines since a time (logs). */
import { EdgeProjectStatus, EdgeRequestRecord } from '../../protocol/edge.ts';
import { checkWire } from '../../protocol/wire-check.ts';
import { describe, type EdgeCall } from './edge-call.ts';
import type { EdgeAuditRow, EdgeDescriptor, EdgeLogs } from './types.ts';

export function audit(
  call: EdgeCall,
  list: EdgeDescriptor[],
  domain: string,
  timeoutMs: number,
): Promise<EdgeAuditRow[]> {
  return Promise.all(
    list.map(async (edge): Promise<EdgeAuditRow> => {
      const started = Date.now();
      try {
        const res = await call(
          edge,
          'GET',
          `/_sitepub/status/${encodeURIComponent(domain)}`,
          undefined,
          timeoutMs,
        );
        const status = checkWire(EdgeProjectStatus, await res.json(), 'the status answer');
        return { edge, ok: true, latencyMs: Date.now() - started, status, error: null };
      } catch (err) {
        return { edge, ok: false, latencyMs: Date.now() - started, status: null, error: describe(err) };
      }
    }),
  );
}

export async function logs(
  call: EdgeCall,
  list: EdgeDescriptor[],
  domain: string,
  since: number,
  timeoutMs: number,
  /** Told of lines an edge sent that this origin could not read (left out of analytics and usage). */
  onUnreadable?: (edgeId: string, lines: number) => void,
): Promise<EdgeLogs> {
  const records: EdgeLogs['records'] = [];
  const unreachable: string[] = [];
  await Promise.all(
    list.map(async (edge) => {
      try {
        const q = `/_sitepub/logs?domain=${encodeURIComponent(domain)}&since=${since}`;
        const res = await call(edge, 'GET', q, undefined, timeoutMs);
        const text = await res.text();
        let unreadable = 0;
        for (const line of text.split('\n')) {
          if (!line) continue;
          try {
            records.push({ ...checkWire(EdgeRequestRecord, JSON.parse(line), 'a log line'), edge: edge.id });
          } catch {
            unreadable++; // a torn line, or one this origin cannot read
          }
        }
        if (unreadable > 0) onUnreadable?.(edge.id, unreadable);
      } catch {
        unreachable.push(edge.id);
      }
    }),
  );
  return { records, unreachable };
}
