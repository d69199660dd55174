/**
 * Health check of production after a change: GET each configured path on the production URL; 2xx/3xx is
 * healthy. A path gets a few attempts with a short backoff (edges may take a moment to swap), so one slow
 * answer does not roll production back. Names under `.localhost` resolve to loopback (RFC 6761), as browsers
 * do, so a self-hosted server's edges on 127.0.0.1 are checked under their real Host.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';

export interface PathResult {
  path: string;
  url: string;
  ok: boolean;
  status: number | null;
  error: string | null;
}

export interface HealthResult {
  ok: boolean;
  results: PathResult[];
}

export interface HealthOptions {
  /** Attempts per path (default 4), unless `budgetMs` is set. */
  attempts?: number;
  /**
   * Time a path has to answer healthy, from its first attempt: attempts go on, the waits between them doubling,
   * while the next one would start within it (the `health-check-timeout` input).
   */
  budgetMs?: number;
  delayMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

export function loopbackAwareLookup(hostname: string, options: object, callback: LookupCallback): void {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  if (h === 'localhost' || h.endsWith('.localhost')) {
    const all = (options as { all?: boolean }).all;
    if (all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  dnsLookup(hostname, options, callback as never);
}

export async function checkHealth(
  baseUrl: string,
  paths: readonly string[],
  o: HealthOptions = {},
): Promise<HealthResult> {
  const attempts = o.attempts ?? 4;
  const agent = new Agent({ connect: { lookup: loopbackAwareLookup as never }, keepAliveTimeout: 1000 });
  const results: PathResult[] = [];
  try {
    for (const path of paths) {
      const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href;
      let last: PathResult = { path, url, ok: false, status: null, error: 'not checked' };
      const first = Date.now();
      for (let i = 0; o.budgetMs === undefined ? i < attempts : true; i++) {
        if (i > 0) {
          const wait = (o.delayMs ?? 500) * 2 ** (i - 1);
          if (o.budgetMs !== undefined && Date.now() - first + wait > o.budgetMs) break;
          await sleep(wait, undefined, { signal: o.signal });
        }
        try {
          // undici's request API follows no redirect: a 3xx is an answer, as it is to a browser's first hop
          const res = await request(url, {
            method: 'GET',
            dispatcher: agent,
            headers: { 'user-agent': 'sitepub-action health-check', 'cache-control': 'no-cache' },
            signal: AbortSignal.any([
              // within the budget: a host that hangs must not hold the check for 10 s when it was given 1.5
              AbortSignal.timeout(
                Math.max(
                  1,
                  Math.min(
                    o.timeoutMs ?? 10_000,
                    o.budgetMs === undefined ? Infinity : o.budgetMs - (Date.now() - first),
                  ),
                ),
              ),
              ...(o.signal ? [o.signal] : []),
            ]),
          });
          await res.body.dump();
          const status = res.statusCode;
          last = { path, url, ok: status < 400, status, error: status < 400 ? null : `HTTP ${status}` };
        } catch (err) {
          const e = err as { code?: string; cause?: { code?: string; message?: string } };
          last = {
            path,
            url,
            ok: false,
            status: null,
            error: e.cause?.code ?? e.code ?? e.cause?.message ?? (err as Error).message,
          };
        }
        if (last.ok || o.signal?.aborted) break;
      }
      results.push(last);
    }
  } finally {
    await agent.close();
  }
  return { ok: results.every((r) => r.ok), results };
}

export function describeFailures(h: HealthResult): string {
  return h.results
    .filter((r) => !r.ok)
    .map((r) => `${r.path} → ${r.error ?? `HTTP ${r.status}`}`)
    .join(', ');
}
