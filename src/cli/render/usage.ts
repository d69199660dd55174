/**
 * Human rendering of `GET /:domain/usage` (pure, no I/O): requests and bandwidth per day from the first day with
 * traffic, a total row and the monthly estimate. Returns null for shapes it does not know (the caller prints JSON).
 */
import type { Colors } from 'picocolors/types.js';
import { formatBytes, formatCount, table } from '../format.ts';

interface Series {
  t: number;
  s: number[];
}

const isSeries = (v: unknown): v is Series =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Series).t === 'number' &&
  Array.isArray((v as Series).s);

export function renderUsage(value: unknown, c: Colors): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const u = value as Record<string, unknown>;
  if (!Array.isArray(u.range) || !isSeries(u.bandwidth) || !isSeries(u.connections)) return null;
  const range = u.range.filter((d): d is string => typeof d === 'string');
  const bytes = u.bandwidth;
  const requests = u.connections;
  const at = (s: Series, i: number) => (typeof s.s[i] === 'number' ? s.s[i] : 0);
  const domain = typeof u.domain === 'string' ? u.domain : 'this domain';
  const lines = [
    `${c.bold(`Bandwidth of ${domain}`)} ${c.dim(`${range[0] ?? '?'} to ${range[range.length - 1] ?? '?'} (UTC days)`)}`,
    '',
  ];
  if (requests.t === 0) lines.push(`No requests in these ${range.length} days.`);
  else {
    const first = Math.max(
      0,
      range.findIndex((_, i) => at(requests, i) > 0),
    );
    const rows = range
      .map((day, i) => [day, formatCount(at(requests, i)), formatBytes(at(bytes, i))])
      .slice(first);
    rows.push(['total', formatCount(requests.t), formatBytes(bytes.t)].map((cell) => c.bold(cell)));
    if (first > 0) lines.push(c.dim(`No requests before ${range[first]}.`));
    lines.push(table(['DAY', 'REQUESTS', 'BANDWIDTH'], rows, c, ['left', 'right', 'right']));
  }
  if (typeof u.estimatedMonthlyBytes === 'number')
    lines.push(
      '',
      `${c.dim('estimated monthly')}  ${formatBytes(u.estimatedMonthlyBytes)} (busiest day × 30)`,
    );
  const unreachable = Array.isArray(u.unreachable) ? u.unreachable.filter((x) => typeof x === 'string') : [];
  if (unreachable.length)
    lines.push(
      c.yellow(`Not counted: edge(s) ${unreachable.join(', ')} did not answer, so their traffic is missing.`),
    );
  return lines.join('\n');
}
