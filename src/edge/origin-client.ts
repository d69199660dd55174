/**
 * The edge's calls to the origin's internal API (`/_sitepub/...`, Bearer shared secret), over keep-alive
 * connections (origin-http.ts). Errors name the URL path and status, never the secret.
 *
 * With an OriginList (origin-list.ts) a call that cannot reach one origin (no connection, no answer in time, or
 * 502/503/504 from a balancer in front of it) is made to the next, each origin once per call; the registration
 * answer's `origins` update the list (docs/edge.md, "When an origin dies").
 */
import type { Readable } from 'node:stream';
import { blobUrlsOf } from '../protocol/blob-urls.ts';
import type {
  EdgeAccessAnswer,
  EdgeBlobUrl,
  EdgeProjectState,
  EdgeProjectSummary,
  EdgeRegistration,
  EdgeOriginList,
  EdgeRegistrationAnswer,
  EdgeRevisionManifest,
} from '../protocol/edge.ts';
import { dump, OriginAgents, readJson, type OriginResponse } from './origin-http.ts';
import { OriginList } from './origin-list.ts';

/** Answers that say this way to an origin does not work now (a balancer without a live origin behind it). */
const TRY_NEXT_STATUS = new Set([502, 503, 504]);

export class OriginError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'OriginError';
    this.status = status;
  }
}

export interface OriginClient {
  listProjects(): Promise<EdgeProjectSummary[]>;
  /** null when the origin has no such project (torn down). */
  getProject(domain: string): Promise<EdgeProjectState | null>;
  getRevision(domain: string, rev: number): Promise<EdgeRevisionManifest | null>;
  openBlob(sha256: string): Promise<Readable>;
  /**
   * The bytes of these blobs back to back, in this order (`POST /_sitepub/blobs`); null when the origin
   * answers 404 or 405: an origin without the batch route, or a blob it no longer has (the caller then fetches
   * one by one, which names the missing blob).
   */
  openBlobs(sha256s: readonly string[]): Promise<Readable | null>;
  /**
   * Where to read these blobs straight from the object store (`POST /_sitepub/blob-urls`, asked `byObject`;
   * either answer read), in this order; null when the origin offers none (a blob store read through the origin
   * only, an older origin, a missing blob) or its answer does not match the request.
   */
  blobUrls?(sha256s: readonly string[]): Promise<EdgeBlobUrl[] | null>;
  /** `size` bytes at `offset` of a URL blobUrls gave (no origin credentials sent). */
  openUrl?(url: string, offset: number, size: number): Promise<Readable>;
  /** Announces the edge; resolves with the cluster's origin list when the origin sent one (else null). */
  register(edge: EdgeRegistration): Promise<EdgeOriginList | null>;
  /** Whether an API token's account may see the project (`POST /_sitepub/access`): protected previews. */
  mayAccess(domain: string, token: string): Promise<boolean>;
  /**
   * The same client with `origin` asked first (before the configured one; failover unchanged): a sync's calls go
   * to the origin that sent it, which has just committed what the edge is to fetch (its S3 listing knows the new
   * pack). `origin` not one this edge may ask: the calls are made as by this client.
   */
  via?(origin: string): OriginClient;
  close(): Promise<void>;
}

/** `size` bytes at `offset` of a blob URL of the object store (206, or 200 for a whole object from 0). */
async function openRange(
  agent: OriginAgents,
  url: string,
  offset: number,
  size: number,
  timeoutMs: number,
): Promise<Readable> {
  const res = await agent.request(new URL(url), {
    headers: { range: `bytes=${offset}-${offset + size - 1}` },
    timeoutMs,
  });
  if (res.statusCode !== 206 && !(res.statusCode === 200 && offset === 0)) {
    await dump(res.body);
    throw new OriginError(`the object store answered ${res.statusCode} to a blob's URL`, res.statusCode);
  }
  return res.body;
}

export function createOriginClient(options: {
  /** One origin URL, or the list of every origin this edge may ask (shared by the edge's clients). */
  origin: string | OriginList;
  secret: string;
  timeoutMs?: number;
  /** Told when calls move to another origin (never the secret). */
  log?: (msg: string) => void;
}): OriginClient {
  const origins = typeof options.origin === 'string' ? new OriginList(options.origin) : options.origin;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const agent = new OriginAgents(16);
  const auth = `Bearer ${options.secret}`;

  const caller = failoverCaller({ origins, agent, auth, timeoutMs, log: options.log });
  const close = () => agent.close();
  const openUrl = (url: string, offset: number, size: number) =>
    openRange(agent, url, offset, size, timeoutMs);
  return clientVia(null);

  /** The client whose calls ask `first` (an entry of the origin list) first; null: the list's own order. */
  function clientVia(first: string | null): OriginClient {
    const call = (method: 'GET' | 'POST', path: string, body?: unknown) => caller(method, path, body, first);

    /** A POST an older origin may not know (404/405: null, the caller's fallback); its body when it answers 200. */
    const optionalPost = async (path: string, body: unknown) =>
      answered(await call('POST', path, body), `POST ${path}`, [404, 405]);
    const json = async <T>(path: string, allow404: boolean): Promise<T | null> => {
      const body = await answered(await call('GET', path), `GET ${path}`, allow404 ? [404] : []);
      return body && ((await readJson(body)) as T);
    };

    const client: OriginClient = {
      async listProjects() {
        return (await json<EdgeProjectSummary[]>('/_sitepub/projects', false))!;
      },
      getProject(domain) {
        return json<EdgeProjectState>(`/_sitepub/projects/${encodeURIComponent(domain)}`, true);
      },
      getRevision(domain, rev) {
        return json<EdgeRevisionManifest>(`/_sitepub/revisions/${encodeURIComponent(domain)}/${rev}`, true);
      },
      async openBlob(sha256) {
        const path = `/_sitepub/blobs/${sha256}`;
        return (await answered(await call('GET', path), `GET ${path}`, []))!;
      },
      openBlobs: (sha256s) => optionalPost('/_sitepub/blobs', { sha256: sha256s }),
      async blobUrls(sha256s) {
        const body = await optionalPost('/_sitepub/blob-urls', { sha256: sha256s, byObject: true });
        return body && blobUrlsOf(await readJson(body), sha256s);
      },
      openUrl,
      async register(edge) {
        const res = await call('POST', '/_sitepub/edges', edge);
        if (res.statusCode >= 300) {
          await dump(res.body);
          throw new OriginError(`origin answered ${res.statusCode} to POST /_sitepub/edges`, res.statusCode);
        }
        // The cluster's origins (an older origin sends none: the list stays as it is).
        let answer: Partial<EdgeRegistrationAnswer> | null = null;
        try {
          answer = (await readJson(res.body)) as Partial<EdgeRegistrationAnswer> | null;
        } catch {
          // not JSON: nothing to learn
        }
        return Array.isArray(answer?.origins) ? answer.origins : null;
      },
      async mayAccess(domain, token) {
        const path = '/_sitepub/access';
        const body = (await answered(await call('POST', path, { domain, token }), `POST ${path}`, []))!;
        return ((await readJson(body)) as Partial<EdgeAccessAnswer>).allowed === true;
      },
      via(origin) {
        const entry = origins.find(origin);
        return entry === first ? client : clientVia(entry);
      },
      close,
    };
    return client;
  }
}

/**
 * The body of a 200 answer; null for a status in `absent` (its body drained); an OriginError naming `what` for
 * any other status.
 */
async function answered(
  res: OriginResponse,
  what: string,
  absent: readonly number[],
): Promise<OriginResponse['body'] | null> {
  if (res.statusCode === 200) return res.body;
  await dump(res.body);
  if (absent.includes(res.statusCode)) return null;
  throw new OriginError(`origin answered ${res.statusCode} to ${what}`, res.statusCode);
}

/**
 * One call, to each origin in turn until one answers (origin-list.ts decides the order, and learns which origin
 * failed and which answered).
 */
function failoverCaller(o: {
  origins: OriginList;
  agent: OriginAgents;
  auth: string;
  timeoutMs: number;
  log: ((msg: string) => void) | undefined;
}) {
  const { origins, agent, auth, timeoutMs } = o;
  function send(method: 'GET' | 'POST', url: URL, body: unknown): Promise<OriginResponse> {
    return agent.request(url, {
      method,
      headers:
        body === undefined
          ? { authorization: auth }
          : { authorization: auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs,
    });
  }

  async function call(method: 'GET' | 'POST', path: string, body: unknown, first: string | null) {
    const order = origins.order(Date.now(), first);
    const missed: string[] = [];
    for (const [i, base] of order.entries()) {
      const url = new URL(path, base);
      let res: OriginResponse;
      try {
        res = await send(method, url, body);
      } catch (err) {
        origins.failed(base, Date.now());
        missed.push(order.length > 1 ? `${url.origin}: ${(err as Error).message}` : (err as Error).message);
        continue;
      }
      if (TRY_NEXT_STATUS.has(res.statusCode) && i < order.length - 1) {
        await dump(res.body);
        origins.failed(base, Date.now());
        missed.push(`${url.origin}: answered ${res.statusCode}`);
        continue;
      }
      // A move is logged when a failure caused it: to another origin (and why), or back to one that had failed
      // once it answers again. Moves between answering origins are not (a sync's calls go to the origin that sent
      // it: with --origin a balancer, a move there and back per sync would be logged twice, falsely).
      const hadFailed = origins.hasFailed(base);
      if (origins.succeeded(base) !== null && (missed.length > 0 || hadFailed))
        o.log?.(`calls go to the origin ${url.origin} now${missed.length ? ` (${missed.join('; ')})` : ''}`);
      return res;
    }
    throw new OriginError(
      `${order.length > 1 ? 'every ' : ''}origin unreachable (${method} ${new URL(path, origins.configured).pathname}): ${missed.join('; ')}`,
      null,
    );
  }
  return call;
}
