/**
 * The origin's Distributor over HTTP: tells every edge to pull a domain (`POST <edge>/_sitepub/sync`, Bearer
 * shared secret), counts confirmations as they arrive, and remembers per domain and edge what was confirmed (for
 * `info.instances`). Edges are given up front (in-process edges of `sitepub serve`) or register themselves
 * (`POST /_sitepub/edges`, standalone `sitepub edge`); a registered edge that has not re-registered for
 * `registrationTtlMs` is forgotten. An edge that does not answer in time is reported unconfirmed: it converges on
 * its own when it reconciles with the origin.
 */
import { Agent, request } from 'undici';
import type { ControlCall } from '../../edge/control.ts';
import type { Instance } from '../../protocol/types.ts';
import { timingSafeEqual } from 'node:crypto';
import type {
  Distributor,
  EdgeAuditRow,
  EdgeDescriptor,
  EdgeLogs,
  EdgeFailure,
  SyncOptions,
  SyncResult,
} from './types.ts';
import type {
  EdgeProjectStatus,
  EdgePurgeResponse,
  EdgeRegistration,
  EdgeRequestRecord,
  EdgeSyncResponse,
} from '../../protocol/edge.ts';

export interface RegisteredEdge {
  edge: EdgeDescriptor;
  /** When it last registered (epoch ms). */
  seen: number;
}

export interface EdgeRegistry {
  load(): RegisteredEdge[];
  save(edges: RegisteredEdge[]): void;
}

export interface HttpDistributorOptions {
  secret: string;
  /** Edges known up front (never expire). */
  edges?: EdgeDescriptor[];
  /**
   * Edges of this process (by id), called directly rather than over HTTP on loopback: the same control routes
   * (src/edge/control.ts), without connections, sockets and HTTP parsing on either side.
   */
  inProcess?: ReadonlyMap<string, ControlCall>;
  /** Per-edge time limit of one sync (a first sync of a large site moves all its bytes). Default 5 min. */
  syncTimeoutMs?: number;
  /** Time limit of status/log calls. Default 10 s. */
  probeTimeoutMs?: number;
  registrationTtlMs?: number;
  /**
   * Keeps registered (standalone) edges across origin restarts; `serve` passes a file in its data folder.
   * Without it a restarted origin knows a standalone edge again at its next registration (within 60 s).
   */
  registry?: EdgeRegistry;
  /** Port shown in public URLs; default the first edge's port. 80/443 are omitted. */
  publicPort?: number;
  publicScheme?: 'http' | 'https';
}

export interface HttpDistributor extends Distributor {
  authorizeEdge(authorization: string | undefined): boolean;
  register(edge: EdgeRegistration): EdgeDescriptor;
  audit(domain: string): Promise<EdgeAuditRow[]>;
  logs(domain: string, since: number): Promise<EdgeLogs>;
}

interface Confirmation {
  ok: boolean;
  liveRev: number | null;
  error: string | null;
  at: number;
}

export function createHttpDistributor(options: HttpDistributorOptions): HttpDistributor {
  const fixed = new Map((options.edges ?? []).map((e) => [e.id, e]));
  const registered = new Map<string, RegisteredEdge>();
  const confirmations = new Map<string, Map<string, Confirmation>>();
  const agent = new Agent({ keepAliveTimeout: 10_000, connections: 32 });
  const auth = `Bearer ${options.secret}`;
  const syncTimeout = options.syncTimeoutMs ?? 5 * 60_000;
  const probeTimeout = options.probeTimeoutMs ?? 10_000;
  const ttl = options.registrationTtlMs ?? 10 * 60_000;
  for (const r of options.registry?.load() ?? [])
    if (!fixed.has(r.edge.id) && Date.now() - r.seen <= ttl) registered.set(r.edge.id, r);
  const saveRegistry = (): void => options.registry?.save([...registered.values()]);

  function edges(): EdgeDescriptor[] {
    const now = Date.now();
    const out = [...fixed.values()];
    for (const [id, r] of registered) {
      if (now - r.seen > ttl) registered.delete(id);
      else if (!fixed.has(id)) out.push(r.edge);
    }
    return out;
  }

  /** An edge's answer, read once: as JSON or as text. */
  interface Reply {
    json(): Promise<unknown>;
    text(): Promise<string>;
  }

  async function call(
    edge: EdgeDescriptor,
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    timeoutMs: number,
  ): Promise<Reply> {
    const direct = options.inProcess?.get(edge.id);
    if (direct) {
      const { status, text } = await withTimeout(direct(method, path, body), timeoutMs);
      if (status !== 200) throw new Error(`edge answered ${status}${errorDetail(() => JSON.parse(text))}`);
      return { json: async () => JSON.parse(text) as unknown, text: async () => text };
    }
    const res = await request(new URL(path, edge.url), {
      method,
      dispatcher: agent,
      headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.statusCode !== 200) {
      let parsed: unknown = null;
      try {
        parsed = await res.body.json();
      } catch {
        // not JSON
      }
      throw new Error(`edge answered ${res.statusCode}${errorDetail(() => parsed)}`);
    }
    return { json: () => res.body.json(), text: () => res.body.text() };
  }

  /** `work`, or a TimeoutError after `ms` (as the HTTP calls' signal gives; the edge's work goes on either way). */
  async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DOMException(`no answer in ${ms} ms`, 'TimeoutError')), ms);
    });
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** `: <error>` from an edge's error answer, or nothing when it has none. */
  function errorDetail(parse: () => unknown): string {
    try {
      const error = (parse() as { error?: unknown } | null)?.error;
      return typeof error === 'string' && error ? `: ${error}` : '';
    } catch {
      return '';
    }
  }

  function describe(err: unknown): string {
    const e = err as Error & { cause?: Error };
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'timed out';
    return e.cause?.message ?? e.message;
  }

  async function fanOut(
    domain: string,
    path: string,
    body: unknown,
    onConfirm: SyncOptions['onConfirm'],
    timeoutMs: number,
  ): Promise<SyncResult & { responses: unknown[] }> {
    const list = edges();
    const confirmed: EdgeDescriptor[] = [];
    const unconfirmed: EdgeFailure[] = [];
    const responses: unknown[] = [];
    let bytesFetched = 0;
    const seen = confirmations.get(domain) ?? new Map<string, Confirmation>();
    confirmations.set(domain, seen);
    await Promise.all(
      list.map(async (edge) => {
        try {
          const res = await call(edge, 'POST', path, body, timeoutMs);
          const answer = (await res.json()) as EdgeSyncResponse;
          responses.push(answer);
          bytesFetched += answer.bytesFetched ?? 0;
          confirmed.push(edge);
          seen.set(edge.id, { ok: true, liveRev: answer.liveRev ?? null, error: null, at: Date.now() });
          onConfirm?.(confirmed.length, list.length);
        } catch (err) {
          const error = describe(err);
          unconfirmed.push({ ...edge, error });
          seen.set(edge.id, {
            ok: false,
            liveRev: seen.get(edge.id)?.liveRev ?? null,
            error,
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

  function publicPort(): number {
    if (options.publicPort) return options.publicPort;
    const first = edges()[0];
    if (!first) return 80;
    const u = new URL(first.url);
    return Number(u.port) || (u.protocol === 'https:' ? 443 : 80);
  }

  const expectedAuth = Buffer.from(auth);
  return {
    edges,
    authorizeEdge(authorization) {
      if (!authorization) return false;
      const got = Buffer.from(authorization);
      return got.length === expectedAuth.length && timingSafeEqual(got, expectedAuth);
    },
    register(reg) {
      const edge: EdgeDescriptor = {
        id: reg.id,
        url: reg.url,
        location: reg.location,
        ip: reg.ip,
        tlsUrl: reg.tlsUrl ?? null,
      };
      if (!fixed.has(edge.id)) {
        registered.set(edge.id, { edge, seen: Date.now() });
        saveRegistry();
      }
      return edge;
    },
    async sync(domain, syncOptions = {}) {
      const body = { domain, ...(syncOptions.prefetch?.length ? { prefetch: syncOptions.prefetch } : {}) };
      const { confirmed, unconfirmed, bytesFetched } = await fanOut(
        domain,
        '/_sitepub/sync',
        body,
        syncOptions.onConfirm,
        syncTimeout,
      );
      return { confirmed, unconfirmed, bytesFetched };
    },
    async purge(domain) {
      const r = await fanOut(domain, '/_sitepub/purge', { domain }, undefined, syncTimeout);
      return {
        confirmed: r.confirmed,
        unconfirmed: r.unconfirmed,
        bytesFetched: 0,
        purged: r.responses as EdgePurgeResponse[],
      };
    },
    instances(domain) {
      const seen = confirmations.get(domain);
      return edges().map((edge): Instance => {
        const c = seen?.get(edge.id);
        const port = new URL(edge.url).port;
        return {
          type: 'HTTP',
          provider: 'sitepub',
          domain: edge.id,
          location: edge.location,
          ip: port ? `${edge.ip}:${port}` : edge.ip,
          status: c?.ok ? 'serving' : c ? 'unreachable' : 'pending',
          confirmation: c?.ok ? '✔' : '✘',
          info: c?.ok
            ? c.liveRev === null
              ? 'offline'
              : `rev ${c.liveRev}`
            : (c?.error ?? 'not synced yet'),
        };
      });
    },
    publicUrl(host) {
      const scheme = options.publicScheme ?? 'http';
      const port = publicPort();
      const omit = (scheme === 'http' && port === 80) || (scheme === 'https' && port === 443);
      return `${scheme}://${host}${omit ? '' : `:${port}`}`;
    },
    async audit(domain) {
      return Promise.all(
        edges().map(async (edge): Promise<EdgeAuditRow> => {
          const started = Date.now();
          try {
            const res = await call(
              edge,
              'GET',
              `/_sitepub/status/${encodeURIComponent(domain)}`,
              undefined,
              probeTimeout,
            );
            const status = (await res.json()) as EdgeProjectStatus;
            return { edge, ok: true, latencyMs: Date.now() - started, status, error: null };
          } catch (err) {
            return { edge, ok: false, latencyMs: Date.now() - started, status: null, error: describe(err) };
          }
        }),
      );
    },
    async logs(domain, since) {
      const records: EdgeLogs['records'] = [];
      const unreachable: string[] = [];
      await Promise.all(
        edges().map(async (edge) => {
          try {
            const q = `/_sitepub/logs?domain=${encodeURIComponent(domain)}&since=${since}`;
            const res = await call(edge, 'GET', q, undefined, probeTimeout * 6);
            const text = await res.text();
            for (const line of text.split('\n')) {
              if (!line) continue;
              try {
                records.push({ ...(JSON.parse(line) as EdgeRequestRecord), edge: edge.id });
              } catch {
                // torn line
              }
            }
          } catch {
            unreachable.push(edge.id);
          }
        }),
      );
      return { records, unreachable };
    },
    async close() {
      await agent.close();
    },
  };
}
