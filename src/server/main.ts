/**
 * Runs the reference server: opens the store under `--data`, builds the app, listens, starts edge
 * distribution, and shuts down gracefully on SIGTERM/SIGINT. `startServer` is what `sitepub serve` calls;
 * its options are exactly the CLI flags:
 *   sitepub serve [--data DIR] [--host 127.0.0.1] [--port 0] [--edges N] [--domain localhost] [--json]
 *                 [--trust-proxy ADDR[,ADDR...]] [--profile sitepub|surge]
 *                 [--database postgres://USER[:PASS]@HOST:PORT/DB [--blobs s3://BUCKET[/PREFIX]]]
 * With `json`, once every listener is up it prints one line to stdout: {"api":…,"edges":[…],"domain":…}.
 * Runnable directly: `npx node src/server/main.ts serve --data DIR --port 0 --json`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/sql/store.ts';
import { GC_GRACE_MS } from '../store/types.ts';
import { openStore, usesDataFolder, type OpenedStore, type StoreBackends } from '../store/open-store.ts';
import { storeBackends } from '../store/backends.ts';
import { storeUrlsOf, type StoreUrls } from '../store/store-urls.ts';
import { prepareDataDir } from '../store/data-dir.ts';
import { lockDataDir } from '../store/data-lock.ts';
import { buildApp, type AppOptions } from './app.ts';
import type { Distributor } from './distribution/types.ts';
import type { LogOption } from './logging.ts';
import { parseProfile, type ServerProfile } from './profile/profile.ts';
import { DistributorSlot, NullDistributor } from './null-distributor.ts';
import { startLocalDistribution } from './distribution/local-edges.ts';
import { clusterEdgeSecret } from './distribution/edge-secret.ts';
import { inProcessOrigin } from './distribution/in-process-origin.ts';
import { advertiseUrlProblem, originBase } from '../edge/origin-list.ts';
import { smtpMailerFromEnv } from './mail/smtp.ts';
import { parseResolverServers } from './dns/pointing.ts';
import { acmeSettingsOf } from './ca/acme-config.ts';
import type { PlanDefinition } from './billing/plans.ts';
import { DASHBOARD_PATH } from './routes/root.ts';
import { DOCS_PATH } from './plugins/openapi.ts';
import { fileAccountKeys, sharedAccountKeys } from './ca/acme-account.ts';
import { fileWildcardCerts, sharedWildcardCerts } from './ca/wildcard-store.ts';

export interface ServeOptions {
  /** Data directory (database, blobs, mail outbox). Default `./sitepub-data`. */
  data?: string;
  host?: string;
  /** 0 = any free port. Default 3000. */
  port?: number;
  /** Number of edge nodes to start on the same host (ports API+1, API+2, … when the API port is fixed). Default 2. */
  edges?: number;
  /** Platform domain. Default `localhost`. */
  domain?: string;
  /** Print the one JSON line on stdout once listening (logs then go to stderr). */
  json?: boolean;
  /** Proxies whose X-Forwarded-For is trusted (addresses/CIDRs), or true to trust any. Default: none. */
  trustProxy?: boolean | string | string[];
  /** Default: info-level logs to stderr. `false` silences them. */
  logger?: LogOption;
  /** Port of the authoritative DNS responder for managed zones (UDP and TCP); default: no responder. */
  dnsPort?: number;
  /**
   * The platform domain's zone is delegated to that responder (`--dns-platform-zone`): it answers it, and with
   * ACME preview hosts share one `*.<domain>` certificate ordered over DNS-01 (docs/acme.md).
   */
  dnsPlatformZone?: boolean;
  /** `sitepub` (default) or `surge`: the server speaks only the published protocol (docs/server.md). */
  profile?: ServerProfile;
  /**
   * DNS servers (`host:port`, see dns/pointing.ts parseResolverServers) that `GET /:domain/status` asks whether a
   * custom domain points here (`--dns-resolver`); default: the system's resolvers.
   */
  dnsResolver?: string[];
  /** false (`--no-dashboard`): no web dashboard under `/dashboard`. Default true (off anyway on the surge profile). */
  dashboard?: boolean;
  /**
   * Managed certificates from an ACME directory (`--acme-directory`, `--acme-email`, `--acme-ca`; else
   * SITEPUB_ACME_DIRECTORY / _EMAIL / _CA): docs/acme.md. Without them, the local root (as before).
   */
  acmeDirectory?: string;
  acmeEmail?: string;
  acmeCa?: string;
  /**
   * `--database postgres://USER[:PASS]@HOST:PORT/DB` (else SITEPUB_DATABASE_URL): the state in PostgreSQL, shared
   * by every origin (docs/scale-out.md). Default: the embedded database in `data`.
   */
  database?: string;
  /** `--blobs s3://BUCKET[/PREFIX]` (else SITEPUB_BLOBS_URL): the content in an S3 bucket; needs `database`. */
  blobs?: string;
  /**
   * `--advertise-url`: the URL standalone edges reach this origin at directly, told to them by every origin of the
   * cluster so they ask another origin when the one they registered with dies (docs/edge.md). Default: the
   * listening address, `http://HOST:PORT`, unless `host` is a wildcard (0.0.0.0, ::). Setting it announces this
   * origin also outside a cluster.
   */
  advertiseUrl?: string;
  /**
   * The plan catalogue (`--plans FILE`, read and checked by src/server/billing/plans-file.ts). Default: the
   * surge-like catalogue of src/server/billing/plans.ts.
   */
  plans?: PlanDefinition[];
  /** false (`--no-plan-limits`): no plan's size or file-count limit applies (the hard caps still do). */
  planLimits?: boolean;
  /** Programmatic only: how `database` and `blobs` are opened (default: src/store/backends.ts). */
  backends?: StoreBackends;
  /**
   * This origin is one of several over one shared database (`--database`, docs/scale-out.md; programmatic, set
   * by whoever opens a shared store). Then every origin and edge must share one secret: SITEPUB_EDGE_SECRET is
   * required (no `<data>/edge-secret` is generated), and startServer fails at once, saying so, without it.
   * Default false: the embedded server, unchanged.
   */
  cluster?: boolean;
  /** Programmatic only (no CLI flag): caps, rate limits and clock for tests. */
  overrides?: Pick<AppOptions, 'limits' | 'now' | 'publicApiUrl' | 'extras'>;
}

export interface RunningServer {
  api: string;
  edges: string[];
  domain: string;
  app: FastifyInstance;
  store: Store;
  /** The web dashboard's URL; null when it is off (`--no-dashboard`, the surge profile). */
  dashboard: string | null;
  /** The API reference's URL (OpenAPI); null on the surge profile. */
  docs: string | null;
  /** Where mail goes: `smtp` (SITEPUB_SMTP_URL), or `outbox` (kept for the operator; see `outbox`). */
  mail: 'smtp' | 'outbox';
  /** Where the outbox is, for the operator (the data folder's `outbox`, or the database). */
  outbox: string;
  /** Where the state is: the data folder, or `postgres://user@host:port/db, blobs in …` (no password). */
  where: string;
  close(): Promise<void>;
}

export interface Distribution {
  distributor: Distributor;
  /** Base URLs of the edge nodes started. */
  urls: string[];
  close(): Promise<void>;
}

/**
 * Starts `count` in-process edge nodes and the distributor that feeds them (none, and a NullDistributor, when
 * there are no edges and no edge secret lets standalone edges register).
 */
export async function startDistribution(o: {
  count: number;
  api: string;
  host: string;
  domain: string;
  data: string;
  store: Store;
  /** The API's configured port; edge N listens on basePort + N when it is not 0. */
  basePort?: number;
  /** `--trust-proxy` addresses: the edges then also trust their X-Forwarded-Host / -Proto. */
  trustProxy?: boolean | string | string[];
  /** The edges' diagnostics and start-up notes (a port fallback). */
  logger?: (msg: string) => void;
  /** One of several origins over one database (ServeOptions.cluster): the secret is SITEPUB_EDGE_SECRET. */
  cluster?: boolean;
  /** ServeOptions.advertiseUrl. */
  advertiseUrl?: string;
}): Promise<Distribution> {
  // A secret kept from an earlier start with edges (`<data>/edge-secret`) still lets standalone edges register
  // when this start has none of its own: `--edges 0` must not lock out the edges that use it.
  if (
    !o.cluster &&
    o.count <= 0 &&
    !process.env.SITEPUB_EDGE_SECRET &&
    !existsSync(join(o.data, 'edge-secret'))
  ) {
    return { distributor: new NullDistributor(), urls: [], close: async () => {} };
  }
  const trusted =
    typeof o.trustProxy === 'string'
      ? o.trustProxy.split(',')
      : Array.isArray(o.trustProxy)
        ? o.trustProxy
        : [];
  // Origins of a cluster (or one given --advertise-url) tell their edges every origin (origin-announcer.ts).
  const advertised = o.advertiseUrl ?? (WILDCARD_HOSTS.has(o.host) ? null : o.api);
  if (o.cluster && advertised === null)
    o.logger?.(
      `this origin listens on every interface (--host ${o.host}), so edges cannot be told an address to reach ` +
        'it at directly when the origin they registered with is down: pass --advertise-url with one they can',
    );
  return startLocalDistribution({
    ...o,
    ...(o.cluster || o.advertiseUrl !== undefined ? { advertise: { url: advertised } } : {}),
    trustedProxies: trusted.map((a) => a.trim()).filter(Boolean),
    // Same machine, same data folder: edges hard-link the origin's verified blobs (a blob's own file, or the
    // pack holding it) instead of downloading them.
    localBlob: o.store.blobs.local?.locate,
    shared: o.store.shared,
    originClient: () => inProcessOrigin(o.store),
  });
}

/** `--advertise-url` as a base URL (`http(s)://host[:port]`); throws, naming the flag, for anything else. */
function advertiseUrlOf(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const problem = advertiseUrlProblem(raw);
  if (problem) throw new Error(problem);
  return originBase(raw)!;
}

/** Listening addresses that mean "every interface": no address another machine can use. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0']);

const GC_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes unreferenced blobs older than the grace period, expired rate-limit hits and expired shared state
 * (upload plans, challenges, edge registrations: never returned once expired, dropped here).
 */
export async function maintain(store: Store, windowMs: number): Promise<void> {
  const refs = await store.revisions.referencedBlobs();
  await store.blobs.collectGarbage((sha) => refs.has(sha), GC_GRACE_MS);
  await store.rateLimits.pruneHits(Date.now() - windowMs);
  await store.shared.prune(Date.now());
}

/**
 * Opens the store of `options` (open-store.ts) under the data lock when the data folder holds anything of this
 * origin's: one server per data folder (two would share a database and push to each other's edges), unless the
 * state is in PostgreSQL, the blobs in S3 and there are no in-process edges (several origins may share a machine).
 */
async function openServerStore(
  options: ServeOptions,
  data: string,
  urls: StoreUrls,
  edges: number,
): Promise<{ opened: OpenedStore; unlock: () => void }> {
  const unlock = usesDataFolder(urls, edges) ? lockDataDir(data, 'serve') : () => {};
  try {
    const opened = await openStore(
      { data, env: process.env, backends: options.backends ?? storeBackends },
      urls,
    );
    return { opened, unlock };
  } catch (err) {
    unlock();
    throw err;
  }
}

/** The app's extras from the serve options: DNS responder and resolver, and ACME over the store's shared state. */
function extrasOf(
  options: ServeOptions,
  store: Store,
  data: string,
  acme: ReturnType<typeof acmeSettingsOf>,
): AppOptions['extras'] {
  return {
    ...options.overrides?.extras,
    ...(options.plans ? { plans: options.plans } : {}),
    ...(options.planLimits === false ? { planLimits: false } : {}),
    ...(options.dnsPort === undefined ? {} : { dnsPort: options.dnsPort }),
    ...(options.dnsPlatformZone ? { dnsPlatformZone: true } : {}),
    ...(options.dnsResolver === undefined
      ? {}
      : { dnsResolver: parseResolverServers(options.dnsResolver.join(',')) }),
    // The ACME account key and the platform's wildcard certificate are kept in the store's shared state, for
    // every origin; those an older server kept in <data>/acme/ are carried over when first read.
    ...(acme
      ? {
          acme: {
            accountKeys: sharedAccountKeys(store.shared, { legacy: fileAccountKeys(join(data, 'acme')) }),
            wildcardCerts: sharedWildcardCerts(store.shared, {
              legacy: fileWildcardCerts(join(data, 'acme')),
            }),
            ...options.overrides?.extras?.acme,
            ...acme,
          },
        }
      : {}),
  };
}

export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  // a bad --database / --blobs fails before the data folder is touched
  const urls = storeUrlsOf({ database: options.database, blobs: options.blobs, env: process.env });
  // State in a database other origins may share: every origin and edge must share SITEPUB_EDGE_SECRET. Checked
  // before anything is opened: an origin of a cluster without the cluster's secret would lock its edges out.
  const cluster = options.cluster ?? urls.database !== undefined;
  if (cluster) clusterEdgeSecret(process.env);
  const advertiseUrl = advertiseUrlOf(options.advertiseUrl);
  const data = prepareDataDir(options.data ?? 'sitepub-data');
  const domain = options.domain ?? 'localhost';
  const acme = acmeSettingsOf(options, process.env);
  const edges = options.edges ?? 2;
  const { opened, unlock } = await openServerStore(options, data, urls, edges);
  const store = opened.store;
  const slot = new DistributorSlot();
  const logger: LogOption = options.logger ?? { level: 'info', stream: process.stderr };
  let app: FastifyInstance | null = null;
  let distribution: Distribution | null = null;
  let timer: NodeJS.Timeout | null = null;
  const close = async () => {
    if (timer) clearInterval(timer);
    await app?.close();
    await distribution?.close();
    await opened.close();
    unlock();
  };
  try {
    const extras = extrasOf(options, store, data, acme);
    const mailer = smtpMailerFromEnv(process.env, domain);
    app = await buildApp({
      ...options.overrides,
      extras,
      ...(mailer ? { mailer } : {}),
      store,
      distributor: slot,
      domain,
      trustProxy: options.trustProxy,
      logger,
      ...(options.profile ? { profile: options.profile } : {}),
      ...(options.dashboard === false ? { dashboard: false } : {}),
    });
    for (const notice of opened.store.notices) app.log.warn(notice);
    const outbox = opened.embedded ? join(data, 'outbox') : `the database (${opened.where})`;
    if (!mailer)
      app.log.info(
        `no SMTP configured (SITEPUB_SMTP_URL): mail (verification, password reset, invitations) is kept in the outbox: ${outbox}`,
      );
    if (options.planLimits === false)
      app.log.info('plan limits off (--no-plan-limits): only the hard caps apply');
    if (!opened.embedded) app.log.info(`state in ${opened.where}`);
    await app.listen({ host, port: options.port ?? 3000 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const api = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    distribution = await startDistribution({
      count: edges,
      api,
      host,
      domain,
      data,
      store,
      basePort: options.port ?? 3000,
      trustProxy: options.trustProxy,
      logger: (msg) => app?.log.warn(msg),
      cluster,
      ...(advertiseUrl !== undefined ? { advertiseUrl } : {}),
    });
    slot.set(distribution.distributor);
    const windowMs = app.sitepub.limits.rateWindowMs;
    const log = app.log;
    const runMaintenance = () =>
      void maintain(store, windowMs).catch((err: unknown) => log.error({ err }, 'maintenance failed'));
    runMaintenance();
    timer = setInterval(runMaintenance, GC_EVERY_MS).unref();
    const sitepubProfile = (options.profile ?? 'sitepub') !== 'surge';
    const running: RunningServer = {
      api,
      edges: distribution.urls,
      domain,
      app,
      store,
      dashboard: sitepubProfile && options.dashboard !== false ? `${api}${DASHBOARD_PATH}` : null,
      docs: sitepubProfile ? `${api}${DOCS_PATH}` : null,
      mail: mailer ? 'smtp' : 'outbox',
      outbox,
      where: opened.where,
      close,
    };
    if (options.json)
      process.stdout.write(
        `${JSON.stringify({ api, edges: running.edges, domain, dashboard: running.dashboard, docs: running.docs })}\n`,
      );
    return running;
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}

/** `serve` from the command line (used when this file is run directly). */
export async function serveFromArgv(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      data: { type: 'string' },
      host: { type: 'string' },
      port: { type: 'string' },
      edges: { type: 'string' },
      domain: { type: 'string' },
      json: { type: 'boolean' },
      'trust-proxy': { type: 'string' },
      'dns-port': { type: 'string' },
      'dns-platform-zone': { type: 'boolean' },
      profile: { type: 'string' },
      'dns-resolver': { type: 'string' },
      'no-dashboard': { type: 'boolean' },
      'acme-directory': { type: 'string' },
      'acme-email': { type: 'string' },
      'acme-ca': { type: 'string' },
      database: { type: 'string' },
      blobs: { type: 'string' },
      'advertise-url': { type: 'string' },
    },
  });
  if (positionals.length > 0 && positionals[0] !== 'serve')
    throw new Error(`unknown command ${positionals[0]}; usage: main.ts serve [--data DIR] [--port N] …`);
  const int = (name: string, v: string | undefined) => {
    if (v === undefined) return undefined;
    if (!/^\d+$/.test(v)) throw new Error(`--${name} must be a non-negative integer, got ${v}`);
    return Number(v);
  };
  const server = await startServer({
    data: values.data,
    host: values.host,
    port: int('port', values.port),
    edges: int('edges', values.edges),
    domain: values.domain,
    json: values.json ?? false,
    trustProxy: values['trust-proxy']?.split(',').map((s) => s.trim()),
    dnsPort: int('dns-port', values['dns-port']),
    dnsPlatformZone: values['dns-platform-zone'] ?? false,
    ...(values.profile !== undefined ? { profile: parseProfile(values.profile) } : {}),
    ...(values['no-dashboard'] ? { dashboard: false } : {}),
    ...(values['dns-resolver'] === undefined
      ? {}
      : { dnsResolver: parseResolverServers(values['dns-resolver']) }),
    acmeDirectory: values['acme-directory'],
    acmeEmail: values['acme-email'],
    acmeCa: values['acme-ca'],
    database: values.database,
    blobs: values.blobs,
    advertiseUrl: values['advertise-url'],
  });
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

if (import.meta.main) {
  serveFromArgv(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
