/**
 * The edge's calls to the origin's internal API (`/_sitepub/...`, Bearer shared secret), over one keep-alive
 * undici Agent. Errors name the URL path and status, never the secret.
 */
import { Agent, request } from 'undici';
import type { Readable } from 'node:stream';
import type {
  EdgeProjectState,
  EdgeProjectSummary,
  EdgeRegistration,
  EdgeRevisionManifest,
} from '../protocol/edge.ts';

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
  register(edge: EdgeRegistration): Promise<void>;
  /** Whether an API token's account may see the project (`POST /_sitepub/access`): protected previews. */
  mayAccess(domain: string, token: string): Promise<boolean>;
  close(): Promise<void>;
}

export function createOriginClient(options: {
  origin: string;
  secret: string;
  timeoutMs?: number;
}): OriginClient {
  const base = new URL(options.origin);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const agent = new Agent({ keepAliveTimeout: 10_000, connections: 16 });
  const auth = `Bearer ${options.secret}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    const url = new URL(path, base);
    try {
      return await request(url, {
        method,
        dispatcher: agent,
        headers: {
          authorization: auth,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch (err) {
      throw new OriginError(
        `origin unreachable (${method} ${url.pathname}): ${(err as Error).message}`,
        null,
      );
    }
  }

  async function json<T>(path: string, allow404: boolean): Promise<T | null> {
    const res = await call('GET', path);
    if (res.statusCode === 404 && allow404) {
      await res.body.dump();
      return null;
    }
    if (res.statusCode !== 200) {
      await res.body.dump();
      throw new OriginError(`origin answered ${res.statusCode} to GET ${path}`, res.statusCode);
    }
    return (await res.body.json()) as T;
  }

  return {
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
      const res = await call('GET', path);
      if (res.statusCode !== 200) {
        await res.body.dump();
        throw new OriginError(`origin answered ${res.statusCode} to GET ${path}`, res.statusCode);
      }
      return res.body;
    },
    async openBlobs(sha256s) {
      const path = '/_sitepub/blobs';
      const res = await call('POST', path, { sha256: sha256s });
      if (res.statusCode === 404 || res.statusCode === 405) {
        await res.body.dump();
        return null;
      }
      if (res.statusCode !== 200) {
        await res.body.dump();
        throw new OriginError(`origin answered ${res.statusCode} to POST ${path}`, res.statusCode);
      }
      return res.body;
    },
    async register(edge) {
      const res = await call('POST', '/_sitepub/edges', edge);
      await res.body.dump();
      if (res.statusCode >= 300) {
        throw new OriginError(`origin answered ${res.statusCode} to POST /_sitepub/edges`, res.statusCode);
      }
    },
    async mayAccess(domain, token) {
      const res = await call('POST', '/_sitepub/access', { domain, token });
      if (res.statusCode !== 200) {
        await res.body.dump();
        throw new OriginError(`origin answered ${res.statusCode} to POST /_sitepub/access`, res.statusCode);
      }
      return ((await res.body.json()) as { allowed?: unknown }).allowed === true;
    },
    close() {
      return agent.close();
    },
  };
}
