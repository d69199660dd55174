/**
 * Edge distribution of `sitepub serve`: starts `count` edge nodes in this process, each on its own port with its
 * own folder `<data>/edges/edge-N`, and the HTTP distributor that feeds them (and accepts standalone edges that
 * register with the same shared secret). The secret comes from SITEPUB_EDGE_SECRET or is generated once and
 * kept in `<data>/edge-secret` (mode 0600); give it to standalone edges (`SITEPUB_EDGE_SECRET=$(cat <data>/edge-secret)`).
 * Edge ports: `basePort + N` when the API has a fixed port (falling back to a free port if taken), else free ports.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEdge, type RunningEdge } from '../../edge/edge.ts';
import type { OriginClient } from '../../edge/origin-client.ts';
import type { BlobLocation } from '../../store/types.ts';
import { createHttpDistributor, type EdgeRegistry, type RegisteredEdge } from './http-distributor.ts';
import type { Distributor } from './types.ts';

export interface LocalDistribution {
  distributor: Distributor;
  urls: string[];
  edges: RunningEdge[];
  close(): Promise<void>;
}

export async function edgeSecret(data: string): Promise<string> {
  const fromEnv = process.env.SITEPUB_EDGE_SECRET;
  if (fromEnv) return fromEnv;
  const file = join(data, 'edge-secret');
  try {
    const s = (await readFile(file, 'utf8')).trim();
    if (s) return s;
  } catch {
    // first start
  }
  const s = randomBytes(32).toString('base64url');
  await mkdir(data, { recursive: true });
  await writeFile(file, `${s}\n`, { mode: 0o600 });
  return s;
}

/** Registered standalone edges kept in `<data>/edges.json` (temp + rename), so a restarted origin knows them. */
export function fileRegistry(file: string, logger?: (msg: string) => void): EdgeRegistry {
  return {
    load() {
      try {
        const list = JSON.parse(readFileSync(file, 'utf8')) as RegisteredEdge[];
        return Array.isArray(list) ? list.filter((r) => r?.edge?.id && r.edge.url) : [];
      } catch {
        return []; // none yet, or unreadable: edges register again within 60 s
      }
    },
    save(edges) {
      try {
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, JSON.stringify(edges), { mode: 0o600 });
        renameSync(tmp, file);
      } catch (err) {
        logger?.(`could not save ${file}: ${(err as Error).message}`);
      }
    },
  };
}

export async function startLocalDistribution(o: {
  count: number;
  api: string;
  host: string;
  data: string;
  /** API port; edges take the next ports when it is not 0. */
  basePort?: number;
  /** Addresses whose X-Forwarded-Host / X-Forwarded-Proto the edges trust. */
  trustedProxies?: string[];
  logger?: (msg: string) => void;
  /** Where a verified blob is in the origin's store (its file, or its pack): the edges hard-link it rather than
   * download it. */
  localBlob?: (sha256: string) => BlobLocation | null;
  /** How the edges reach the origin: in this process (in-process-origin.ts) rather than over HTTP. */
  originClient?: () => OriginClient;
}): Promise<LocalDistribution> {
  const secret = await edgeSecret(o.data);
  const edges: RunningEdge[] = [];
  try {
    for (let i = 1; i <= o.count; i++) {
      const options = {
        origin: o.api,
        secret,
        data: join(o.data, 'edges', `edge-${i}`),
        id: `edge-${i}`,
        host: o.host,
        location: 'local',
        register: false,
        reconcileAtStart: false,
        trustedProxies: o.trustedProxies,
        logger: o.logger,
        localBlob: o.localBlob,
        ...(o.originClient ? { originClient: o.originClient() } : {}),
        // HTTPS with SNI on a free port (src/edge/tls.ts); force-HTTPS projects redirect there.
        tlsPort: 0,
      };
      const wanted = o.basePort ? o.basePort + i : 0;
      let edge: RunningEdge;
      try {
        edge = await startEdge({ ...options, port: wanted });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || wanted === 0) throw err;
        edge = await startEdge({ ...options, port: 0 });
        o.logger?.(`edge-${i}: port ${wanted} (API port + ${i}) is taken; listening on ${edge.url} instead`);
      }
      edges.push(edge);
    }
  } catch (err) {
    for (const e of edges) await e.close().catch(() => undefined);
    throw err;
  }
  const ip = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');
  const distributor = createHttpDistributor({
    registry: fileRegistry(join(o.data, 'edges.json'), o.logger),
    secret,
    edges: edges.map((e) => ({ id: e.id, url: e.url, location: 'local', ip: ip(e.url), tlsUrl: e.tlsUrl })),
    inProcess: new Map(edges.map((e) => [e.id, e.edge.control])),
  });
  // The origin accepts the edges' secret only once startServer has plugged this distributor in, right after this
  // function returns (same continuation): the first reconcile runs on the next turn of the event loop.
  setImmediate(() => {
    for (const e of edges)
      void e.edge.reconcile().catch((err: unknown) => o.logger?.(`${e.id}: ${(err as Error).message}`));
  });
  return {
    distributor,
    urls: edges.map((e) => e.url),
    edges,
    async close() {
      await distributor.close();
      for (const e of edges) await e.close().catch(() => undefined);
    },
  };
}
