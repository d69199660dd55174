/**
 * Human rendering of `GET /:domain/audit` (pure, no I/O): a summary line (how many edges hold the origin's
 * version), one table row per edge (live revision, files, size, sync state, latency, HTTPS), then one note per
 * problem (edge errors, HTTPS problems grouped by reason). Returns null when the answer is not an object of
 * per-edge objects, so the caller can fall back to JSON.
 */
import type { Colors } from 'picocolors/types.js';
import { formatBytes, formatCount, table } from '../format.ts';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const str = (v: unknown): string =>
  v === null || v === undefined || v === '' ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v);

function https(row: Record<string, unknown>): { cell: string; problem?: string } {
  const cert = row.cert;
  if (isRecord(cert)) {
    const to = cert.valid_to ?? cert.validTo;
    return { cell: typeof to === 'string' ? `until ${to.slice(0, 10)}` : 'ok' };
  }
  const err = row.certError;
  if (isRecord(err) && typeof err.reason === 'string') return { cell: 'no', problem: err.reason };
  if (typeof err === 'string') return { cell: 'no', problem: err };
  return { cell: '-' };
}

export function renderAudit(domain: string, value: unknown, c: Colors): string | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value).filter((e): e is [string, Record<string, unknown>] => isRecord(e[1]));
  if (entries.length !== Object.keys(value).length) return null;
  if (entries.length === 0) return `${c.bold(domain)}: no edge nodes reported (the server has none).`;

  const rows: string[][] = [];
  const problems: string[] = [];
  const httpsProblems = new Map<string, string[]>();
  let synced = 0;
  for (const [id, row] of entries) {
    const name = typeof row.edge === 'string' ? row.edge : id;
    const reachable = row.reachable !== false;
    const inSync = row.inSync === true;
    if (inSync) synced++;
    const tls = https(row);
    if (tls.problem) httpsProblems.set(tls.problem, [...(httpsProblems.get(tls.problem) ?? []), name]);
    rows.push([
      name,
      str(row.location),
      str(row.rev),
      typeof row.publicFileCount === 'number' ? formatCount(row.publicFileCount) : '-',
      typeof row.publicTotalSize === 'number' ? formatBytes(row.publicTotalSize) : '-',
      !reachable
        ? c.red('unreachable')
        : row.inSync === undefined
          ? '-'
          : inSync
            ? c.green('yes')
            : c.yellow('no'),
      typeof row.latencyMs === 'number' ? `${Math.round(row.latencyMs)} ms` : '-',
      typeof row.syncedAt === 'string' ? row.syncedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '-',
      tls.cell,
    ]);
    const errors = Array.isArray(row.errors) ? row.errors.filter((e) => typeof e === 'string') : [];
    for (const e of errors) problems.push(`${name}: ${e}`);
  }
  for (const [reason, names] of httpsProblems)
    problems.push(`HTTPS on ${names.length === entries.length ? 'every edge' : names.join(', ')}: ${reason}`);

  const total = entries.length;
  const summary =
    synced === total
      ? c.green(`all ${total} edge(s) serve the origin's version`)
      : c.yellow(`${synced} of ${total} edge(s) serve the origin's version`);
  return [
    `${c.bold(domain)} ${summary}`,
    '',
    table(
      ['EDGE', 'LOCATION', 'LIVE REV', 'FILES', 'SIZE', 'IN SYNC', 'LATENCY', 'SYNCED AT', 'HTTPS'],
      rows,
      c,
      ['left', 'left', 'left', 'right', 'right', 'left', 'right', 'left', 'left'],
    ),
    ...(problems.length ? ['', ...problems.map((p) => c.yellow(p))] : []),
  ].join('\n');
}
