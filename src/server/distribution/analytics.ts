/**
 * Pure aggregation of edge request records into the analytics object of `GET /:domain/analytics`, in the shape
 * the official CLI renders (`surge <domain> stats traffic|load|audience|usage`, node_modules/surge/lib/util/
 * tables.js), and the smaller `GET /:domain/usage`. Series are per UTC day, oldest first, over `range`.
 *
 * Definitions (docs/edge.md): a connection is one HTTP request; a visit is a 200 response for an HTML page (a
 * path ending in `/` or `.html`, or without an extension); uniques count distinct visitor ids (a salted daily
 * hash of address and user agent, no address is stored); bandwidth is body bytes sent.
 */
import type { EdgeRequestRecord } from '../../protocol/edge.ts';
import type { Analytics as AnalyticsAnswer, Usage } from '../../protocol/insight.ts';

export interface Series {
  /** Total over the range. */
  t: number;
  /** Per day, aligned with `range`. */
  s: number[];
}

export interface Ranked {
  name: string;
  count: number;
}

export type PerDay = Record<string, Ranked[]>;

/** The analytics this server answers: every field of the wire shape (other servers may leave some out). */
export type Analytics = Required<AnalyticsAnswer> & {
  datacenters: Record<string, { city: string; country: string; t: number; s: number[] }>;
};

const DAY = 86_400_000;
const TOP = 50;

export function dayRange(now: number, days: number): string[] {
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) out.push(new Date(now - i * DAY).toISOString().slice(0, 10));
  return out;
}

function series(n: number): Series {
  return { t: 0, s: new Array<number>(n).fill(0) };
}

function bump(x: Series, i: number, by = 1): void {
  x.t += by;
  x.s[i]! += by;
}

class Counter {
  readonly #days: Array<Map<string, number>>;
  constructor(n: number) {
    this.#days = Array.from({ length: n }, () => new Map());
  }
  add(i: number, name: string, by = 1): void {
    const m = this.#days[i]!;
    m.set(name, (m.get(name) ?? 0) + by);
  }
  ranked(range: string[]): PerDay {
    const out: PerDay = {};
    range.forEach((day, i) => {
      out[day] = [...this.#days[i]!]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
        .slice(0, TOP);
    });
    return out;
  }
}

export function isPage(path: string): boolean {
  if (path.endsWith('/') || path.endsWith('.html') || path.endsWith('.htm')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

export function browserOf(ua: string): string {
  if (!ua) return 'Unknown';
  if (/bot|crawl|spider|slurp|curl|wget|python|node|go-http|undici|axios/i.test(ua)) return 'Bot/CLI';
  if (/Edg\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/Firefox\//.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'Other';
}

export function osOf(ua: string): string {
  if (/Android/.test(ua)) return 'Android';
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'Other';
}

export function deviceOf(ua: string): string {
  if (/iPad|Tablet/.test(ua)) return 'Tablet';
  if (/Mobi|iPhone|Android/.test(ua)) return 'Mobile';
  if (/bot|crawl|spider|curl|wget|python|node|undici/i.test(ua) || !ua) return 'Other';
  return 'Desktop';
}

function sourceOf(ref: string | null, host: string): string | null {
  if (!ref) return null;
  try {
    const h = new URL(ref).hostname.toLowerCase();
    return h && h !== host ? h : null;
  } catch {
    return null;
  }
}

export function timeAgoInWords(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 45) return 'just now';
  const m = Math.round(s / 60);
  if (m < 60) return `${m} minute${m === 1 ? '' : 's'} ago`;
  const h = Math.round(m / 60);
  return `${h} hour${h === 1 ? '' : 's'} ago`;
}

export function aggregate(
  domain: string,
  records: Iterable<EdgeRequestRecord & { edge?: string }>,
  options: {
    now: number;
    days: number;
    edges: Array<{ id: string; location: string }>;
    unreachable?: string[];
  },
): Analytics {
  const range = dayRange(options.now, options.days);
  const index = new Map(range.map((d, i) => [d, i]));
  const n = range.length;
  const traffic = { visits: series(n), uniques: series(n), connections: series(n) };
  const bandwidth = { all: series(n), html: series(n), assets: series(n) };
  const statusCodes: Record<string, Series> = {};
  const protocols: Record<string, Series> = {};
  const encryption = { cE: series(n), cU: series(n), cRe: series(n), cRu: series(n) };
  const cache = { hit: series(n), miss: series(n) };
  const success = new Counter(n);
  const fail = new Counter(n);
  const redirect = new Counter(n);
  const source = new Counter(n);
  const load = new Counter(n);
  const browser = new Counter(n);
  const os = new Counter(n);
  const device = new Counter(n);
  const dayVisitors = Array.from({ length: n }, () => new Set<string>());
  const allVisitors = new Set<string>();
  const datacenters: Analytics['datacenters'] = {};
  for (const e of options.edges)
    datacenters[e.id] = { city: e.location, country: '', t: 0, s: new Array<number>(n).fill(0) };

  for (const r of records) {
    if (r.domain !== domain) continue;
    const i = index.get(new Date(r.t).toISOString().slice(0, 10));
    if (i === undefined) continue;
    bump(traffic.connections, i);
    bump(bandwidth.all, i, r.bytes);
    const page = isPage(r.path);
    bump(page ? bandwidth.html : bandwidth.assets, i, r.bytes);
    bump((statusCodes[String(r.status)] ??= series(n)), i);
    bump((protocols[r.proto] ??= series(n)), i);
    if (r.forced) bump(encryption.cRe, i);
    else bump(r.tls ? encryption.cE : encryption.cU, i);
    if (r.status === 200 || r.status === 206 || r.status === 304)
      bump(r.hit || r.status === 304 ? cache.hit : cache.miss, i);
    if (r.status >= 200 && r.status < 300) success.add(i, r.path);
    else if (r.status >= 400) fail.add(i, r.path);
    else if (r.status >= 300 && r.status < 400 && r.status !== 304) redirect.add(i, r.path);
    if (r.bytes > 0) load.add(i, r.path, r.bytes);
    const src = sourceOf(r.ref, r.host);
    if (src) source.add(i, src);
    if (page && r.status === 200) {
      bump(traffic.visits, i);
      browser.add(i, browserOf(r.ua));
      os.add(i, osOf(r.ua));
      device.add(i, deviceOf(r.ua));
    }
    if (!dayVisitors[i]!.has(r.vid)) {
      dayVisitors[i]!.add(r.vid);
      traffic.uniques.s[i]!++;
    }
    allVisitors.add(r.vid);
    if (r.edge) {
      const dc = (datacenters[r.edge] ??= {
        city: 'unknown',
        country: '',
        t: 0,
        s: new Array<number>(n).fill(0),
      });
      dc.t++;
      dc.s[i]!++;
    }
  }
  traffic.uniques.t = allVisitors.size;
  return {
    domain,
    range,
    normalizedAt: new Date(options.now).toISOString(),
    normalizedAtInWords: 'just now',
    traffic,
    bandwidth,
    statusCodes,
    encryption,
    protocols,
    cache,
    success: success.ranked(range),
    fail: fail.ranked(range),
    redirect: redirect.ranked(range),
    source: source.ranked(range),
    load: load.ranked(range),
    browser: browser.ranked(range),
    os: os.ranked(range),
    device: device.ranked(range),
    datacenters,
    unreachable: options.unreachable ?? [],
  };
}

export function usageOf(a: Analytics): Usage {
  return {
    domain: a.domain,
    range: a.range,
    normalizedAt: a.normalizedAt,
    bandwidth: a.bandwidth.all,
    connections: a.traffic.connections,
    estimatedMonthlyBytes: Math.max(0, ...a.bandwidth.all.s) * 30,
    unreachable: a.unreachable,
  };
}
