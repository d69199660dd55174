/**
 * An edge node: keeps its own copy of the sites it serves under `data`, serves them by Host header, and syncs
 * with the origin (pull-based, shared secret). `buildEdge` assembles one without listening; `startEdge` listens,
 * optionally registers with the origin, and reconciles at start-up and periodically.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { prepareDataDir } from '../store/data-dir.ts';
import { lockDataDir } from '../store/data-lock.ts';
import type { BlobLocation } from '../store/types.ts';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { EdgeBlobStore } from './blob-store.ts';
import { BodyCache } from './body-cache.ts';
import { Compressor } from './compressor.ts';
import { createControl, type ControlCall } from './control.ts';
import { closeServer, createHttpServer, listen } from './listen.ts';
import { knownOrigins, type KnownOrigins } from './known-origins.ts';
import { createOriginClient, type OriginError, type OriginClient } from './origin-client.ts';
import type { OriginList } from './origin-list.ts';
import { originRounds } from './origin-rounds.ts';
import { ProjectTable } from './projects.ts';
import { RequestLog } from './request-log.ts';
import { createSiteHandler } from './serve/index.ts';
import { SiteAccess } from './serve/access.ts';
import { SYNC_BODY_MAX } from '../protocol/limits.ts';
import { siteAccessKey } from '../protocol/site-access.ts';
import { Syncer } from './sync.ts';
import type { CertificateSource, TlsListener } from './tls.ts';
import { answerAcmeChallenges, originChallenges } from './acme-challenge.ts';

export interface EdgeOptions {
  /** Origin base URL, e.g. `http://127.0.0.1:3000`. */
  origin: string;
  /** Shared secret of origin and edges (Bearer token both ways). */
  secret: string;
  /** Folder holding this edge's copy of every site, its state and its request logs. */
  data: string;
  /** Stable id shown in `info.instances` and audits; default `edge-<random>`, generated once per data folder. */
  id?: string;
  location?: string;
  /** Client addresses allowed to set `X-Forwarded-Host`. */
  trustedProxies?: string[];
  /** Reconcile with the origin this often (ms); 0 disables the timer. Default 60 s. */
  reconcileMs?: number;
  /** Memory budget for cached small bodies; 0 disables. Default 128 MiB. */
  cacheBytes?: number;
  /** Write the request log (default true). */
  logRequests?: boolean;
  /** Diagnostics sink (never receives the secret). */
  logger?: (msg: string) => void;
  /** Where the origin keeps verified blobs on this machine: linked instead of downloaded (`sitepub serve`). */
  localBlob?: (sha256: string) => BlobLocation | null;
  /** Swap the origin client (tests). */
  originClient?: OriginClient;
}

export interface Edge {
  readonly id: string;
  readonly server: Server;
  readonly projects: ProjectTable;
  readonly requestLog: RequestLog | null;
  handler(req: IncomingMessage, res: ServerResponse): void;
  /** The control API (control.ts) called in-process, by an origin in the same process. */
  control: ControlCall;
  /** The origins this edge may ask: `--origin` and those the cluster named (origin-list.ts). */
  readonly origins: OriginList;
  /** Takes a cluster's origin list (a registration answer, a sync request); kept in `<data>/origins.json`. */
  learnOrigins(urls: unknown): void;
  /** Loads the on-disk state; call once before serving. */
  init(): Promise<void>;
  reconcile(): Promise<string[]>;
  syncDomain(domain: string, prefetch?: number[]): ReturnType<Syncer['syncDomain']>;
  /** Resolves when background precompression has caught up. */
  compressionIdle(): Promise<void>;
  /** Declares the HTTPS port (src/edge/tls.ts): projects that force HTTPS are then redirected to it. */
  enableHttps(port: number): void;
  close(): Promise<void>;
}

/**
 * An edge without an explicit id keeps the one generated at its first start (`<data>/edge-id`). `data` exists:
 * buildEdge prepared it.
 */
function persistentId(data: string): string {
  const file = join(data, 'edge-id');
  try {
    const id = readFileSync(file, 'utf8').trim();
    if (/^[A-Za-z0-9._-]{1,64}$/.test(id)) return id;
  } catch {
    // first start
  }
  const id = `edge-${randomBytes(3).toString('hex')}`;
  try {
    writeFileSync(file, `${id}\n`);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new Error(
      `cannot write the edge id to ${file} (${e.code ?? e.message}): the edge's data folder must be writable ` +
        'by this user; fix its permissions or pass --data with a writable folder',
      { cause: err },
    );
  }
  return id;
}

/** The edge's content on disk and in memory: blobs, the project table, the compressor and the body cache. */
function contentStores(data: string, cacheBytes: number | undefined, logger: (line: string) => void) {
  const tmp = join(data, 'tmp');
  const blobs = new EdgeBlobStore(join(data, 'blobs'), tmp);
  const projects = new ProjectTable(data, tmp, blobs);
  const compressor = new Compressor(blobs, {
    onError: (err, blob) => logger(`compress ${blob.sha256.slice(0, 12)}: ${(err as Error).message}`),
  });
  const cache = new BodyCache(cacheBytes ?? 128 * 1024 * 1024);
  blobs.onRemove = (blob) => {
    cache.delete(blob.key);
    cache.delete(`${blob.key}.gz`);
    cache.delete(`${blob.key}.br`);
  };
  return { blobs, projects, compressor, cache };
}

export function buildEdge(options: EdgeOptions): Edge {
  if (!options.secret) throw new Error('edge: a shared secret is required (--secret or SITEPUB_EDGE_SECRET)');
  if (!options.origin) throw new Error('edge: the origin URL is required (--origin)');
  const secret = options.secret;
  const data = prepareDataDir(options.data);
  // One edge per data folder: a second one would re-register the same edge-id with its own URL.
  const unlock = lockDataDir(data, 'edge');
  const logger = options.logger ?? (() => {});
  let id: string;
  let known: KnownOrigins;
  try {
    id = options.id ?? persistentId(data);
    known = knownOrigins({ data, origin: options.origin, log: (m) => logger(`${id}: ${m}`) });
  } catch (err) {
    unlock();
    throw err;
  }
  const { origins, learn: learnOrigins } = known;
  const origin =
    options.originClient ??
    createOriginClient({ origin: origins, secret: options.secret, log: (m) => logger(`${id}: ${m}`) });
  const { blobs, projects, compressor, cache } = contentStores(data, options.cacheBytes, logger);
  const requestLog = options.logRequests === false ? null : new RequestLog(join(data, 'logs'));
  const syncer = new Syncer({
    id,
    origin,
    blobs,
    projects,
    compressor,
    localBlob: options.localBlob,
    log: logger,
  });
  let httpsPort: number | null = null;
  const site = createSiteHandler({
    // Behind a trusted TLS-terminating proxy HTTPS exists even without a listener here (X-Forwarded-Proto).
    httpsAvailable: () => httpsPort !== null || (options.trustedProxies?.length ?? 0) > 0,
    httpsPort: () => httpsPort ?? 443,
    projects,
    cache,
    log: requestLog,
    trustedProxies: options.trustedProxies,
    visitorSecret: options.secret,
    health: () => ({ id, projects: [...projects.all()].length }),
    access: new SiteAccess({
      key: siteAccessKey(options.secret),
      origin: options.origin,
      mayAccess: (domain, token) => origin.mayAccess(domain, token),
    }),
  });
  const control = createControl({ id, secret, syncer, projects, cache, log: requestLog, learnOrigins });
  // ACME HTTP-01 challenges the origin has pending are answered before the site (acme-challenge.ts).
  const challenges = originChallenges({
    origin: () => origins.preferred(Date.now()),
    secret: options.secret,
  });
  const siteOrChallenge = answerAcmeChallenges(challenges, site);
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    if (control.authorized(req)) void control.handle(req, res);
    else siteOrChallenge(req, res);
  };
  const server = createHttpServer(handler);

  return {
    id,
    server,
    projects,
    requestLog,
    handler,
    control: control.call,
    origins,
    learnOrigins,
    async init() {
      await blobs.init();
      await requestLog?.init();
      const stale = await projects.load();
      for (const p of projects.all()) {
        if (stale.includes(p.domain)) p.version = -1; // forces a re-sync at the next reconcile
        for (const r of p.revisions.values())
          for (const f of r.files.values()) if (f.compressible) compressor.enqueue(f.blob);
      }
    },
    reconcile: () => syncer.reconcile(),
    syncDomain: (domain, prefetch) => syncer.syncDomain(domain, prefetch),
    compressionIdle: () => compressor.idle(),
    enableHttps(port) {
      httpsPort = port;
    },
    async close() {
      await closeServer(server);
      await compressor.close();
      await requestLog?.close();
      await origin.close();
      await challenges.close();
      await known.saved();
      unlock();
    },
  };
}

export interface StartEdgeOptions extends EdgeOptions {
  host?: string;
  port?: number;
  /** URL the origin reaches this edge at (default: the listening URL). */
  publicUrl?: string;
  /** Announce this edge to the origin (`POST /_sitepub/edges`) at start and each reconcile. Default true. */
  register?: boolean;
  /**
   * Reconcile right after listening (default true). `sitepub serve` passes false and calls
   * `edge.reconcile()` once its origin accepts the edge secret.
   */
  reconcileAtStart?: boolean;
  /** Also serve HTTPS (SNI, certificates from the origin) on this port; 0 = any free port. Default: no HTTPS. */
  tlsPort?: number;
  /** Port clients use for HTTPS when it differs from `tlsPort` (e.g. 443 behind port forwarding). */
  publicTlsPort?: number;
}

export interface RunningEdge {
  id: string;
  url: string;
  port: number;
  edge: Edge;
  /**
   * Settles after the first reconcile attempt (it fails quietly when the origin is down), with the origin's
   * refusal of the edge secret (HTTP 401/403), or null: a wrong secret will not get better by waiting.
   */
  ready: Promise<OriginError | null>;
  /** `https://host:port` when `tlsPort` was given. */
  tlsUrl: string | null;
  close(): Promise<void>;
}

export async function startEdge(options: StartEdgeOptions): Promise<RunningEdge> {
  const edge = buildEdge(options);
  const logger = options.logger ?? (() => {});
  try {
    await edge.init();
  } catch (err) {
    await edge.close(); // releases the data folder's lock
    throw err;
  }
  let bound: { url: string; port: number };
  try {
    bound = await listen(edge.server, options.host ?? '127.0.0.1', options.port ?? 0);
  } catch (err) {
    await edge.close();
    throw err;
  }
  const { url, port } = bound;
  let tls: TlsListener | null = null;
  let certificates: (CertificateSource & { close(): Promise<void> }) | null = null;
  if (options.tlsPort !== undefined) {
    // loaded only for an HTTPS listener: node:tls and node:https cost an edge without one about 5 MB
    const { originCertificates, startTlsListener } = await import('./tls.ts');
    certificates = originCertificates({
      origin: () => edge.origins.preferred(Date.now()),
      secret: options.secret,
    });
    try {
      tls = await startTlsListener({
        handler: edge.handler,
        certificates,
        host: options.host ?? '127.0.0.1',
        port: options.tlsPort,
        onError: (name, err) => logger(`${edge.id}: no certificate for ${name}: ${(err as Error).message}`),
      });
    } catch (err) {
      await edge.close();
      await certificates.close();
      throw err;
    }
    edge.enableHttps(options.publicTlsPort ?? tls.port);
  }
  const origin = createOriginClient({
    origin: edge.origins,
    secret: options.secret,
    timeoutMs: 10_000,
    log: (m) => logger(`${edge.id}: ${m}`),
  });
  const publicUrl = options.publicUrl ?? url;
  // What the origin shows and audits for HTTPS: the public host with the port clients use for HTTPS.
  const publicTlsUrl = tls
    ? `https://${new URL(publicUrl).host.replace(/:\d+$/, '')}:${options.publicTlsPort ?? tls.port}`
    : null;
  const { round, stop } = originRounds({
    edge,
    origin,
    logger,
    registration:
      (options.register ?? true)
        ? {
            id: edge.id,
            url: publicUrl,
            location: options.location ?? 'local',
            ip: new URL(publicUrl).hostname,
            ...(publicTlsUrl ? { tlsUrl: publicTlsUrl } : {}),
            syncBodyMax: SYNC_BODY_MAX,
          }
        : null,
    redirectsHttps: tls !== null || (options.trustedProxies?.length ?? 0) > 0,
    learnOrigins: (urls) => edge.learnOrigins(urls),
  });
  const ready = options.reconcileAtStart === false ? Promise.resolve(null) : round();
  const every = options.reconcileMs ?? 60_000;
  let running: Promise<unknown> = ready;
  const timer =
    every > 0
      ? setInterval(() => {
          running = running.then(round);
        }, every)
      : null;
  timer?.unref();
  return {
    id: edge.id,
    url,
    port,
    edge,
    ready,
    tlsUrl: tls?.url ?? null,
    async close() {
      stop();
      if (timer) clearInterval(timer);
      await tls?.close();
      await certificates?.close();
      await running.catch(() => {}); // a reconcile still writing into the folder ends before its lock is let go
      await edge.close();
      await origin.close();
    },
  };
}
