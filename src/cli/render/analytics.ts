/**
 * Human rendering of `GET /:domain/analytics` (pure, no I/O): a per-day table (visits, uniques, requests,
 * bandwidth, cache hits) with a total row, then one line per ranked list (status codes, top pages, errors,
 * referrers, browsers, systems, devices, largest transfers, edges), each summed over the range, top 5.
 * Returns null when the answer does not have the shape the reference server sends, so the caller can fall back
 * to printing it as JSON.
 */
import type { Colors } from 'picocolors/types.js';
import { formatBytes, formatCount, table } from '../format.ts';

interface Series {
  t: number;
  s: number[];
}
interface Ranked {
  name: string;
  count: number;
}

const TOP = 5;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isSeries(v: unknown): v is Series {
  return isRecord(v) && typeof v.t === 'number' && Array.isArray(v.s);
}

/** `obj.a.b` as a Series, or an all-zero one. */
function series(obj: Record<string, unknown>, group: string, name: string, days: number): Series {
  const g = obj[group];
  const v = isRecord(g) ? g[name] : undefined;
  return isSeries(v) ? v : { t: 0, s: new Array<number>(days).fill(0) };
}

const at = (s: Series, i: number): number => (typeof s.s[i] === 'number' ? s.s[i] : 0);

/** A per-day ranked list (`{day: [{name, count}]}`) summed over all days, largest first. */
export function sumRanked(perDay: unknown): Ranked[] {
  if (!isRecord(perDay)) return [];
  const totals = new Map<string, number>();
  for (const list of Object.values(perDay)) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (!isRecord(item) || typeof item.name !== 'string' || typeof item.count !== 'number') continue;
      totals.set(item.name, (totals.get(item.name) ?? 0) + item.count);
    }
  }
  return [...totals]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

function ratio(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '-';
}

function rankedLine(items: Ranked[], fmt: (n: number) => string = formatCount): string {
  const shown = items.slice(0, TOP).map((r) => `${r.name} ${fmt(r.count)}`);
  const more = items.length > TOP ? ` (+${items.length - TOP} more)` : '';
  return shown.join(' · ') + more;
}

export function renderAnalytics(value: unknown, c: Colors): string | null {
  if (!isRecord(value) || !Array.isArray(value.range) || !isRecord(value.traffic)) return null;
  const range = value.range.filter((d): d is string => typeof d === 'string');
  const days = range.length;
  const domain = typeof value.domain === 'string' ? value.domain : 'this domain';
  const visits = series(value, 'traffic', 'visits', days);
  const uniques = series(value, 'traffic', 'uniques', days);
  const requests = series(value, 'traffic', 'connections', days);
  const bytes = series(value, 'bandwidth', 'all', days);
  const hit = series(value, 'cache', 'hit', days);
  const miss = series(value, 'cache', 'miss', days);

  const when = typeof value.normalizedAtInWords === 'string' ? `, computed ${value.normalizedAtInWords}` : '';
  const title = `${c.bold(`Traffic of ${domain}`)} ${c.dim(
    `${range[0] ?? '?'} to ${range[days - 1] ?? '?'} (UTC days${when})`,
  )}`;
  const lines = [title, ''];

  if (requests.t === 0) lines.push(`No requests in these ${days} days.`);
  else {
    // Days before the first request are left out (a new site would otherwise show a column of zeros).
    const first = Math.max(
      0,
      range.findIndex((_, i) => at(requests, i) > 0),
    );
    const rows = range.map((day, i) => [
      day,
      formatCount(at(visits, i)),
      formatCount(at(uniques, i)),
      formatCount(at(requests, i)),
      formatBytes(at(bytes, i)),
      ratio(at(hit, i), at(hit, i) + at(miss, i)),
    ]);
    rows.splice(0, first);
    rows.push(
      [
        'total',
        formatCount(visits.t),
        formatCount(uniques.t),
        formatCount(requests.t),
        formatBytes(bytes.t),
        ratio(hit.t, hit.t + miss.t),
      ].map((cell) => c.bold(cell)),
    );
    if (first > 0) lines.push(c.dim(`No requests before ${range[first]}.`));
    lines.push(
      table(['DAY', 'VISITS', 'UNIQUES', 'REQUESTS', 'BANDWIDTH', 'CACHE HITS'], rows, c, [
        'left',
        'right',
        'right',
        'right',
        'right',
        'right',
      ]),
    );

    const statusCodes = isRecord(value.statusCodes)
      ? Object.entries(value.statusCodes)
          .filter((e): e is [string, Series] => isSeries(e[1]) && e[1].t > 0)
          .map(([name, s]) => ({ name, count: s.t }))
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      : [];
    const edges = isRecord(value.datacenters)
      ? Object.entries(value.datacenters)
          .filter((e): e is [string, Series & { city?: string }] => isSeries(e[1]))
          .map(([id, dc]) => ({
            name: typeof dc.city === 'string' && dc.city && dc.city !== id ? `${id} (${dc.city})` : id,
            count: dc.t,
          }))
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      : [];
    const sections: Array<[string, Ranked[], ((n: number) => string)?]> = [
      ['status codes', statusCodes],
      ['top pages', sumRanked(value.success)],
      ['errors', sumRanked(value.fail)],
      ['redirects', sumRanked(value.redirect)],
      ['referrers', sumRanked(value.source)],
      ['browsers', sumRanked(value.browser)],
      ['systems', sumRanked(value.os)],
      ['devices', sumRanked(value.device)],
      ['largest', sumRanked(value.load), formatBytes],
      ['edges', edges],
    ];
    const shown = sections.filter(([, items]) => items.length > 0);
    const width = Math.max(...shown.map(([label]) => label.length));
    if (shown.length) lines.push('');
    for (const [label, items, fmt] of shown)
      lines.push(`${c.dim(label.padEnd(width))}  ${rankedLine(items, fmt)}`);
  }

  const unreachable = Array.isArray(value.unreachable)
    ? value.unreachable.filter((u): u is string => typeof u === 'string')
    : [];
  if (unreachable.length)
    lines.push(
      '',
      c.yellow(`Not counted: edge(s) ${unreachable.join(', ')} did not answer, so their traffic is missing.`),
    );
  return lines.join('\n');
}
