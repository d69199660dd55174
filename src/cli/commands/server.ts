/**
 * `sitepub serve` (reference API server + N edges) and `sitepub edge` (one edge node).
 * Both stay up until SIGTERM or SIGINT, then shut down gracefully and exit 0. With --json, `serve` prints exactly
 * one line once every listener is up: {"api":"http://127.0.0.1:PORT","edges":[...],"domain":"localhost"}.
 * The server code is imported only here, so other commands never load it.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { PlanDefinition } from '../../server/billing/plans.ts';
import { Option, type Command } from 'commander';
import type { Act } from '../act.ts';
import type { Context } from '../context.ts';
import { CliError, UsageError } from '../errors.ts';
import { serverRuntimeProblem } from '../server-runtime.ts';
import { storeUrlsOf, StoreUrlError } from '../../store/store-urls.ts';
import { advertiseUrlProblem } from '../../edge/origin-list.ts';
import { parseCount, parseList, parsePort } from '../args.ts';
import { exportEndpointLine } from '../hints.ts';
import { defaultLogFormat, LOG_FORMATS, prettyLogStream, type LogFormat } from '../serve-log.ts';

interface ServeOptions {
  data?: string;
  host?: string;
  port?: number;
  edges?: number;
  domain?: string;
  trustProxy?: string[];
  /** Port of the authoritative DNS responder for managed zones (UDP + TCP); off when absent. */
  dnsPort?: number;
  /** The platform domain's zone is delegated to that responder (wildcard certificate over DNS-01 with ACME). */
  dnsPlatformZone?: boolean;
  /** `sitepub` (default) or `surge` (only the published protocol). */
  profile?: 'sitepub' | 'surge';
  /** DNS servers (`host:port`) asked whether a custom domain points here; default: the system's. */
  dnsResolver?: string[];
  /** Managed certificates from this ACME directory (docs/acme.md); env SITEPUB_ACME_DIRECTORY / _EMAIL / _CA. */
  acmeDirectory?: string;
  acmeEmail?: string;
  acmeCa?: string;
  /** State in PostgreSQL / blobs in S3 (docs/scale-out.md); env SITEPUB_DATABASE_URL / SITEPUB_BLOBS_URL. */
  database?: string;
  blobs?: string;
  /** URL standalone edges reach this origin at directly (told to them by every origin of a cluster). */
  advertiseUrl?: string;
  /** false with --quiet: no request logs (warnings and errors still). */
  log: boolean;
  /** false with --no-dashboard: no web dashboard at /dashboard. */
  dashboard?: boolean;
  /** --log-format; default: pretty when stderr is a terminal (and no --json), else json. */
  logFormat?: LogFormat;
  /** --plans FILE: the plan catalogue as JSON (src/server/billing/plans-file.ts). */
  plans?: string;
  /** false with --no-plan-limits: no plan's size or file-count limit applies. */
  planLimits?: boolean;
}

interface EdgeOptions {
  origin: string;
  data: string;
  host: string;
  port: number;
  secret?: string;
  /** HTTPS listener (SNI, certificates from the origin); absent: HTTP only. */
  tlsPort?: number;
  /** Port clients use for HTTPS when it differs (port forwarding, e.g. 443 → 8443). */
  publicTlsPort?: number;
  /** URL the origin reaches this edge at, when it differs from the listening address. */
  publicUrl?: string;
  /** Proxies whose X-Forwarded-Host / X-Forwarded-Proto / X-Forwarded-For the edge believes. */
  trustProxy?: string[];
}

/** Listening addresses that mean "every interface": an edge registered with one is unreachable. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0']);

/** Resolves on the first SIGTERM/SIGINT; a second one forces exit 130. */
function untilSignal(ctx: Context): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const onSignal = (signal: NodeJS.Signals): void => {
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', onSignal);
      const force = (): never => process.exit(130);
      process.once('SIGTERM', force);
      process.once('SIGINT', force);
      ctx.out.status(`${signal}: shutting down`);
      resolve(signal);
    };
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  });
}

/**
 * A file system error while a server or an edge starts concerns its data folder, never a site being deployed:
 * names the path and the operation, and says the folder must be writable (not the packer's .surgeignore advice).
 */
function dataFolderError(err: unknown, data: string): unknown {
  const e = err as NodeJS.ErrnoException;
  if (!(e instanceof Error) || typeof e.path !== 'string' || typeof e.syscall !== 'string' || !e.code)
    return err;
  return new CliError(
    `cannot ${e.syscall} ${e.path} (${e.code}): the data folder ${data} must be a folder this user can ` +
      'write; fix its permissions (or that path), or pass --data with another folder',
  );
}

/** Refuses a server command on a node too old for it, in one line (src/cli/server-runtime.ts). */
function checkRuntime(command: 'serve' | 'edge'): void {
  const problem = serverRuntimeProblem(command, process.versions.node);
  if (problem) throw new CliError(problem);
}

/**
 * The server's logger: JSON lines on stderr, or one line per request for a terminal (serve-log.ts). --quiet drops
 * the request lines (info) but keeps warnings and errors (modes tightened, a port taken…).
 */
function serveLogger(
  ctx: Context,
  o: ServeOptions,
): { level: string; stream: { write(s: string): boolean } } {
  const format = o.logFormat ?? defaultLogFormat(ctx.io.stderr.isTTY === true, ctx.out.json);
  return {
    level: o.log ? 'info' : 'warn',
    stream: format === 'pretty' ? prettyLogStream((line) => ctx.out.log(line), ctx.out.ce) : process.stderr,
  };
}

export async function serve(ctx: Context, o: ServeOptions): Promise<void> {
  checkRuntime('serve');
  const { startServer } = await import('../../server/main.ts');
  const data = path.resolve(ctx.io.cwd, o.data ?? 'sitepub-data');
  try {
    const { database } = storeUrlsOf({ database: o.database, blobs: o.blobs, env: ctx.io.env });
    // the database password never reaches this command's output, whatever a driver's error message says
    const password = database ? new URL(database.url).password : '';
    if (password) ctx.out.redactor.add(decodeURIComponent(password));
  } catch (err) {
    throw err instanceof StoreUrlError ? new UsageError(err.message) : err;
  }
  const advertiseProblem = o.advertiseUrl === undefined ? null : advertiseUrlProblem(o.advertiseUrl);
  if (advertiseProblem) throw new UsageError(advertiseProblem);
  const plans = o.plans === undefined ? undefined : await readPlans(ctx, o.plans);
  // startServer prints the one --json line itself once every listener is up.
  const server = await startServer({
    ...(plans ? { plans } : {}),
    ...(o.planLimits === false ? { planLimits: false } : {}),
    data,
    ...(o.host !== undefined ? { host: o.host } : {}),
    ...(o.port !== undefined ? { port: o.port } : {}),
    ...(o.edges !== undefined ? { edges: o.edges } : {}),
    ...(o.domain !== undefined ? { domain: o.domain } : {}),
    ...(o.trustProxy ? { trustProxy: o.trustProxy } : {}),
    ...(o.dnsPort !== undefined ? { dnsPort: o.dnsPort } : {}),
    ...(o.dnsPlatformZone ? { dnsPlatformZone: true } : {}),
    ...(o.profile !== undefined ? { profile: o.profile } : {}),
    ...(o.dnsResolver !== undefined ? { dnsResolver: o.dnsResolver } : {}),
    ...(o.acmeDirectory !== undefined ? { acmeDirectory: o.acmeDirectory } : {}),
    ...(o.acmeEmail !== undefined ? { acmeEmail: o.acmeEmail } : {}),
    ...(o.acmeCa !== undefined ? { acmeCa: path.resolve(ctx.io.cwd, o.acmeCa) } : {}),
    ...(o.dashboard === false ? { dashboard: false } : {}),
    ...(o.database !== undefined ? { database: o.database } : {}),
    ...(o.blobs !== undefined ? { blobs: o.blobs } : {}),
    ...(o.advertiseUrl !== undefined ? { advertiseUrl: o.advertiseUrl } : {}),
    logger: serveLogger(ctx, o),
    json: ctx.out.json,
  }).catch((err: unknown) => {
    throw dataFolderError(err, data);
  });
  const stopped = untilSignal(ctx);
  const { c } = ctx.out;
  if (!ctx.out.json)
    ctx.out.result(null, () =>
      [
        `${c.bold('sitepub server')} ${c.dim(`(${server.where === data ? 'data in ' : 'state in '}${server.where})`)}`,
        `  API        ${c.cyan(server.api)}`,
        `  edges      ${server.edges.length ? server.edges.map((e) => c.cyan(e)).join(', ') : c.dim('none')}`,
        `  domain     *.${server.domain}`,
        ...(server.dashboard ? [`  dashboard  ${c.cyan(server.dashboard)}`] : []),
        ...(server.docs ? [`  API docs   ${c.cyan(server.docs)}`] : []),
        server.mail === 'smtp'
          ? '  mail       SMTP (SITEPUB_SMTP_URL)'
          : `  mail       ${c.yellow('no SMTP')}: mails (verification, password reset) are kept in ${server.outbox}`,
        ...(o.planLimits === false
          ? ['  plans      no plan limits (--no-plan-limits): only the hard caps (450 MB, 10,100 files)']
          : plans
            ? [`  plans      ${plans.map((p) => p.id).join(', ')} (from ${o.plans})`]
            : []),
        '',
        `  Use it from this shell:  ${exportEndpointLine(server.api)}`,
        `  then:                    sitepub login`,
        `                           sitepub deploy ./public my-site.${server.domain}`,
        c.dim(`  (or pass --endpoint ${server.api} to each command)`),
        c.dim('Press Ctrl-C to stop.'),
      ].join('\n'),
    );
  await stopped;
  await server.close();
}

/** The plans of `--plans FILE`, or a usage error naming the file and the bad field. */
async function readPlans(ctx: Context, file: string): Promise<PlanDefinition[]> {
  const { parsePlansText, PlansFileError } = await import('../../server/billing/plans-file.ts');
  const resolved = path.resolve(ctx.io.cwd, file);
  let source: string;
  try {
    source = await readFile(resolved, 'utf8');
  } catch (err) {
    throw new UsageError(
      `--plans ${file}: cannot read it (${(err as NodeJS.ErrnoException).code ?? String(err)}); pass a JSON file of plans (docs/server.md, "Plans of a self-hosted server")`,
    );
  }
  try {
    return parsePlansText(source);
  } catch (err) {
    if (err instanceof PlansFileError)
      throw new UsageError(
        `--plans ${file}: ${err.message} (docs/server.md, "Plans of a self-hosted server")`,
      );
    throw err;
  }
}

export async function edge(ctx: Context, o: EdgeOptions): Promise<void> {
  checkRuntime('edge');
  const { startEdge } = await import('../../edge/edge.ts');
  const secret = o.secret ?? ctx.io.env.SITEPUB_EDGE_SECRET;
  if (!secret)
    throw new UsageError(
      'an edge needs the secret it shares with the origin: pass --secret or set SITEPUB_EDGE_SECRET',
    );
  ctx.out.redactor.add(secret);
  if (o.publicUrl === undefined && WILDCARD_HOSTS.has(o.host))
    throw new UsageError(
      `--host ${o.host} listens on every interface, so it is no address the origin can reach this edge at: ` +
        `pass --public-url with one it can (e.g. --public-url http://<this machine's address>:${o.port || 'PORT'})`,
    );
  const edgeData = path.resolve(ctx.io.cwd, o.data);
  const node = await startEdge({
    origin: o.origin,
    secret,
    data: edgeData,
    host: o.host,
    port: o.port,
    ...(o.tlsPort !== undefined ? { tlsPort: o.tlsPort } : {}),
    ...(o.publicTlsPort !== undefined ? { publicTlsPort: o.publicTlsPort } : {}),
    ...(o.publicUrl !== undefined ? { publicUrl: o.publicUrl } : {}),
    ...(o.trustProxy?.length ? { trustedProxies: o.trustProxy } : {}),
    logger: (msg) => ctx.out.log(msg),
  }).catch((err: unknown) => {
    throw dataFolderError(err, edgeData);
  });
  const stopped = untilSignal(ctx);
  // First registration with the origin (or a logged failure to reach it). A refused secret will not get better.
  const refused = await node.ready;
  if (refused) {
    await node.close();
    throw new CliError(
      `the origin ${o.origin} rejected the edge secret (HTTP ${refused.status}): pass the secret the origin was ` +
        'started with (its SITEPUB_EDGE_SECRET, or <data>/edge-secret of `sitepub serve`) with --secret or SITEPUB_EDGE_SECRET',
    );
  }
  ctx.out.result(
    { id: node.id, url: node.url, tlsUrl: node.tlsUrl, origin: o.origin },
    `edge ${node.id} listening on ${ctx.out.c.cyan(node.url)}${node.tlsUrl ? ` and ${ctx.out.c.cyan(node.tlsUrl)}` : ''} (origin ${o.origin})`,
  );
  await stopped;
  await node.close();
}

export function registerServerCommands(program: Command, act: Act): void {
  program
    .command('serve')
    .description(
      'run the reference API server with local edge nodes (sites at http://<name>.<domain>:<edge port>)',
    )
    .option('--data <dir>', 'data directory: database, files, mail outbox (default: ./sitepub-data)')
    .option('--host <host>', 'interface to listen on (default: 127.0.0.1)')
    .option('--port <port>', 'API port, 0 = any free port (default: 3000)', parsePort)
    .option(
      '--edges <n>',
      'number of local edge nodes, on ports API+1…API+N or free ones (default: 2)',
      parseCount,
    )
    .option('--domain <domain>', 'platform domain: sites are <name>.<domain> (default: localhost)')
    .option('--trust-proxy <addrs>', 'proxies whose X-Forwarded-For is trusted (comma-separated)', parseList)
    .option(
      '--dns-port <port>',
      'answer DNS for managed zones on this UDP/TCP port (default: off)',
      parsePort,
    )
    .option(
      '--dns-platform-zone',
      'the platform domain is delegated to that DNS responder: it answers the zone, and with ACME preview hosts share one *.<domain> certificate ordered over DNS-01',
    )
    .addOption(
      new Option(
        '--profile <name>',
        'sitepub: the API with sitepub extensions; surge: only the published surge protocol (default: sitepub)',
      ).choices(['sitepub', 'surge']),
    )
    .option(
      '--dns-resolver <host:port>',
      "DNS servers (comma-separated host[:port]) asked whether a custom domain points here (default: the system's)",
      parseList,
    )
    .option(
      '--acme-directory <url>',
      "order managed certificates from this ACME directory, e.g. Let's Encrypt (env SITEPUB_ACME_DIRECTORY; default: the local root)",
    )
    .option('--acme-email <email>', 'contact the ACME account registers (env SITEPUB_ACME_EMAIL)')
    .option(
      '--acme-ca <file>',
      "PEM bundle trusted for the ACME directory's own HTTPS, e.g. Pebble's (env SITEPUB_ACME_CA)",
    )
    .option(
      '--database <url>',
      'keep the state in PostgreSQL, postgres://USER[:PASS]@HOST:PORT/DB, shared by every origin (env SITEPUB_DATABASE_URL; default: the data folder)',
    )
    .option(
      '--blobs <url>',
      'keep site content in an S3 bucket, s3://BUCKET[/PREFIX]; needs --database (env SITEPUB_BLOBS_URL; endpoint and keys from AWS_*)',
    )
    .option(
      '--advertise-url <url>',
      'URL edges reach this origin at directly, told to every edge so it asks another origin when one dies (default: http://HOST:PORT)',
    )
    .option(
      '--plans <file>',
      "the plans, their prices and limits, as JSON (below; default: surge.sh's, Free 200 MB / Standard 450 MB)",
    )
    .option(
      '--no-plan-limits',
      "no plan's size or file-count limit applies: only the hard caps (450 MB, 10,100 files per project)",
    )
    .option('--quiet', 'no request logs on stderr (warnings and errors still)')
    .option('--no-dashboard', 'do not serve the web dashboard at /dashboard (docs/dashboard.md)')
    .addOption(
      new Option(
        '--log-format <format>',
        'pretty: one line per request; json: pino JSON lines (default: pretty on a terminal, else json)',
      ).choices(LOG_FORMATS),
    )
    .addHelpText(
      'after',
      '\n--json (a global option, also accepted here) prints one line once every listener is up:\n' +
        '  {"api":"http://127.0.0.1:PORT","edges":["http://127.0.0.1:P1"],"domain":"localhost",\n' +
        '   "dashboard":"http://127.0.0.1:PORT/dashboard"|null,"docs":"http://127.0.0.1:PORT/docs"|null}\n' +
        'The dashboard is at <api>/dashboard, the API reference at <api>/docs (<api>/ leads there).\n' +
        'Mail: SMTP with SITEPUB_SMTP_URL; without it mails are kept in <data>/outbox for the operator.\n' +
        'Plans: by default those of surge.sh (Free: 200 MB per project); set your own with --plans FILE, or\n' +
        'lift them with --no-plan-limits (docs/server.md, "Plans of a self-hosted server"). A plans file:\n' +
        '  [{"id":"free","name":"Free","amount":0,"limits":{"maxFiles":10100,"maxBytes":450000000}},\n' +
        '   {"id":"pro","name":"Pro","amount":900,"limits":{"maxFiles":10100,"maxBytes":450000000}}]\n' +
        'SIGTERM or SIGINT shuts down gracefully (exit 0).',
    )
    .action(
      act(async (ctx: Context, o: Omit<ServeOptions, 'log'> & { quiet?: boolean }) =>
        serve(ctx, { ...o, log: !o.quiet }),
      ),
    );

  program
    .command('edge')
    .description('run one edge node that serves sites published to an origin server')
    .requiredOption('--origin <url>', 'origin API server URL: any origin of a cluster, or its balancer')
    .option('--data <dir>', 'edge cache directory', '.edge-data')
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--port <port>', 'port (0 = any free port)', parsePort, 0)
    .option('--secret <secret>', 'shared secret with the origin (env SITEPUB_EDGE_SECRET)')
    .option(
      '--tls-port <port>',
      'also serve HTTPS on this port (SNI, certificates from the origin)',
      parsePort,
    )
    .option('--public-tls-port <port>', 'HTTPS port clients use, when forwarded (e.g. 443)', parsePort)
    .option('--public-url <url>', 'URL the origin reaches this edge at (default: the listening address)')
    .option(
      '--trust-proxy <addrs>',
      'proxies (exact addresses, comma-separated) whose X-Forwarded-Host/-Proto are trusted, e.g. a TLS terminator',
      parseList,
    )
    .addHelpText(
      'after',
      '\n--json (a global option, also accepted here) prints one line once registered with the origin:\n' +
        '  {"id":"edge-…","url":"http://HOST:PORT","tlsUrl":"https://HOST:TLSPORT"|null,"origin":"…"}\n' +
        '--host 0.0.0.0 (or ::) needs --public-url: the URL the origin reaches this edge at.\n' +
        'SIGTERM or SIGINT shuts down gracefully (exit 0).',
    )
    .action(
      act(async (ctx: Context, o: EdgeOptions) => {
        if (!/^https?:\/\//.test(o.origin))
          throw new UsageError(`--origin "${o.origin}" must be an http(s) URL`);
        await edge(ctx, o);
      }),
    );
}
