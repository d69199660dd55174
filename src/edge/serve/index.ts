/**
 * The edge's serving hot path: Host → project and revision, path → file (resolve.ts), then an HTTP response
 * with the semantics of http-semantics.ts. Bodies come from the memory cache (small files) or a file stream;
 * a packed blob's body is its byte range of the pack. Precompressed variants are chosen, never produced, here.
 * Every request is logged (request-log.ts). The other parts of this folder: request.ts (host, peer), record.ts
 * (log line), responses.ts (fixed answers), send-file.ts (a file's answer), guard.ts and access.ts (AUTH rules,
 * protected previews).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BodyCache } from '../body-cache.ts';
import type { EdgeProject, EdgeRevision, ProjectTable } from '../projects.ts';
import type { RequestLog } from '../request-log.ts';
import { decodeRequestPath, resolvePath, type DecodedPath } from '../resolve.ts';
import { createRecorder } from './record.ts';
import {
  hostHeaders,
  hostTargets,
  isProbeHost,
  isTls,
  peer,
  requestHost,
  type HostTarget,
} from './request.ts';
import { TICKET_PATH, type AccessClaim } from '../../protocol/site-access.ts';
import { authFor, corsOrigin, headersFor } from '../../rules/index.ts';
import type { SiteAccess } from './access.ts';
import { apiToken, authVerdict, previewVerdict, refuse, type Verdict } from './guard.ts';
import {
  BAD_REQUEST_BODY,
  GONE_BODY,
  health,
  NOT_FOUND_BODY,
  otherMethod,
  plain,
  REVALIDATE,
} from './responses.ts';
import { sendFile, type FileExtras, type FileRequest } from './send-file.ts';

export interface SiteHandlerOptions {
  projects: ProjectTable;
  cache: BodyCache;
  log: RequestLog | null;
  /** Client addresses whose `X-Forwarded-Host` / `X-Forwarded-Proto` are trusted (a front proxy). */
  trustedProxies?: string[];
  /** True once this edge has a TLS listener: then force-HTTPS projects redirect plain-HTTP requests. */
  httpsAvailable?: () => boolean;
  /** Port of the TLS listener for redirects (omitted from the URL when 443). */
  httpsPort?: () => number;
  /** Secret mixed into the daily visitor-id salt; edges sharing it count one visitor once. */
  visitorSecret?: string;
  /** The body of `GET /healthz` on a host that cannot be a site (isProbeHost); absent: no health answer. */
  health?: () => Record<string, unknown>;
  /** Protected previews and sign-in (serve/access.ts); absent: protected previews answer 401 to all. */
  access?: SiteAccess;
}

interface Site {
  project: EdgeProject;
  revision: EdgeRevision;
  preview: boolean;
  /** A revision's own host: its content never changes, so non-HTML files are cached for good. */
  pinned: boolean;
}

/**
 * The project and revision a host serves: its live revision, the revision of a preview host, or the revision a
 * preview alias `<name>-<domain>` points at (protocol/aliases.ts: a preview whose revision moves, revalidated).
 */
function siteOf(projects: ProjectTable, t: HostTarget): Site | null {
  let project = projects.get(t.host);
  let preview = false;
  let pinned = false;
  let revision: EdgeRevision | undefined;
  if (project) {
    revision = project.liveRev === null ? undefined : project.revisions.get(project.liveRev);
  } else if (t.preview) {
    project = projects.get(t.preview.domain);
    revision = project?.revisions.get(t.preview.rev);
    preview = true;
    pinned = true;
  } else {
    const alias = projects.alias(t.host);
    if (alias) ({ project, revision } = alias);
    preview = alias !== undefined;
  }
  return project && revision ? { project, revision, preview, pinned } : null;
}

export function createSiteHandler(
  options: SiteHandlerOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const { projects } = options;
  const trusted = new Set(options.trustedProxies ?? []);

  /** TLS on this socket, or a trusted front proxy says the client used HTTPS (`X-Forwarded-Proto`). */
  function secure(req: IncomingMessage): boolean {
    if (isTls(req)) return true;
    return trusted.size > 0 && trusted.has(peer(req)) && req.headers['x-forwarded-proto'] === 'https';
  }
  const target = hostTargets();
  const record = createRecorder(options.log, secure, options.visitorSecret);
  const clientHost = (req: IncomingMessage) => requestHost(req, trusted).trim().toLowerCase();
  const context: SiteContext = { options, record, secure, clientHost };

  return function handle(req, res) {
    const method = req.method;
    const head = method === 'HEAD';
    if (hostHeaders(req.rawHeaders) > 1) {
      // RFC 9112 §3.2: two Host headers make a bad request (a proxy in front may have routed by the other one)
      const n = plain(res, head, 400, BAD_REQUEST_BODY);
      record(req, '', undefined, undefined, false, req.url ?? '/', 400, n, null, false);
      return;
    }
    const t = target(requestHost(req, trusted));
    const url = req.url ?? '/';
    if (
      options.health &&
      (method === 'GET' || head) &&
      url.startsWith('/healthz') &&
      (url.length === 8 || url.charCodeAt(8) === 63) /* ? */ &&
      isProbeHost(t.host)
    ) {
      health(res, head, options.health());
      return;
    }
    const site = siteOf(projects, t);
    if (!site) {
      // neutral: nothing about which projects or revisions exist
      const n = plain(res, head, 404, NOT_FOUND_BODY);
      record(req, t.host, undefined, undefined, false, url, 404, n, null, false);
      return;
    }
    const { project, revision, preview } = site;
    if (method !== 'GET' && !head) {
      const { status, bytes } = otherMethod(req, res, project.settings, revision.rules?.cors ?? null);
      record(req, t.host, project, revision, preview, url, status, bytes, null, false);
      return;
    }
    serveSite(context, req, res, head, t.host, site);
  };
}

/** What serving a site needs of its handler: its options, how it logs, and how it tells HTTPS. */
interface SiteContext {
  options: SiteHandlerOptions;
  record: ReturnType<typeof createRecorder>;
  secure: (req: IncomingMessage) => boolean;
  /** The host the client asked for, port included (a trusted proxy's `X-Forwarded-Host`, else `Host`). */
  clientHost: (req: IncomingMessage) => string;
}

/** A GET or HEAD of a site: bad path (400), forced HTTPS (301), a sign-in ticket, a protected preview's gate. */
function serveSite(
  ctx: SiteContext,
  req: IncomingMessage,
  res: ServerResponse,
  head: boolean,
  host: string,
  site: Site,
): void {
  const { options, record, secure } = ctx;
  const { project, revision, preview } = site;
  const settings = project.settings;
  const url = req.url ?? '/';
  const decoded = decodeRequestPath(url);
  if (!decoded) {
    const n = plain(res, head, 400, BAD_REQUEST_BODY);
    record(req, host, project, revision, preview, url, 400, n, null, false);
    return;
  }
  if (settings.forceHttps && !secure(req) && options.httpsAvailable?.()) {
    const port = options.httpsPort?.() ?? 443;
    const location = `https://${host}${port === 443 ? '' : `:${port}`}${url}`;
    res.writeHead(301, { location, 'content-length': 0, 'cache-control': 'no-store' });
    res.end();
    record(req, host, project, revision, preview, decoded.path, 301, 0, null, false, true);
    return;
  }
  const r = new SiteRequest(ctx, req, res, head, host, site, decoded);
  const access = options.access;
  if (access && decoded.path === TICKET_PATH) {
    const status = access.ticket(res, r.clientHost, secure(req), decoded.query);
    r.done(status, 0, null, false);
    return;
  }
  if (!(preview && settings.previews === 'protected')) {
    answer(r, false);
    return;
  }
  const verdict = previewVerdict(r.claim());
  const token = verdict.ok ? null : apiToken(req);
  if (verdict.ok) answer(r, true);
  else if (token === null || !access) deny(r, verdict);
  else
    void access
      .tokenAllowed(project.domain, token)
      .then((ok) => (ok ? answer(r, true) : deny(r, { ok: false, signIn: false, as: null })))
      .catch(() => res.destroy());
}

/**
 * A GET or HEAD of a site with a path past the checks of serveSite: the one object the steps below (and
 * send-file.ts) share, whose `done` logs the answer.
 */
class SiteRequest implements FileRequest {
  // declared, not defined: the constructor makes every field, in one order (one object shape, no field set twice)
  declare readonly project: EdgeProject;
  declare readonly revision: EdgeRevision;
  declare readonly preview: boolean;
  declare readonly pinned: boolean;
  declare readonly ctx: SiteContext;
  declare readonly req: IncomingMessage;
  declare readonly res: ServerResponse;
  declare readonly head: boolean;
  declare readonly host: string;
  declare readonly decoded: DecodedPath;
  /** `clientHost`, once asked (a field of every instance from the start: one object shape). */
  #clientHost: string | undefined;

  constructor(
    ctx: SiteContext,
    req: IncomingMessage,
    res: ServerResponse,
    head: boolean,
    host: string,
    site: Site,
    decoded: DecodedPath,
  ) {
    this.ctx = ctx;
    this.req = req;
    this.res = res;
    this.head = head;
    this.host = host;
    this.decoded = decoded;
    this.project = site.project;
    this.revision = site.revision;
    this.preview = site.preview;
    this.pinned = site.pinned;
  }

  /**
   * The host as the browser names it, port included (claims are for it: the origin signs the same string); made
   * only when a guard or sign-in asks, once (a refusal and a claim both ask).
   */
  get clientHost(): string {
    return (this.#clientHost ??= this.ctx.clientHost(this.req) || this.host);
  }

  /** A signed-in claim of this request's host cookie (null without one, or without sign-in). */
  claim(): AccessClaim | null {
    return this.ctx.options.access?.claim(this.req, this.clientHost) ?? null;
  }

  done(status: number, bytes: number, enc: string | null, hit: boolean): void {
    const { req, host, project, revision, preview } = this;
    this.ctx.record(req, host, project, revision, preview, this.decoded.path, status, bytes, enc, hit);
  }
}

function deny(r: SiteRequest, verdict: Exclude<Verdict, { ok: true }>): void {
  const extra: Record<string, string> | undefined = r.preview ? { 'x-robots-tag': 'noindex' } : undefined;
  const { status, bytes } = refuse(r.req, r.res, r.head, verdict, {
    host: r.clientHost,
    secure: r.ctx.secure(r.req),
    access: r.ctx.options.access ?? null,
    extra,
  });
  r.done(status, bytes, null, false);
}

/** The path's AUTH rule, then resolution (redirect, miss, file). `guarded`: behind a protected preview. */
function answer(r: SiteRequest, guarded: boolean): void {
  const { req, res, head, decoded } = r;
  const rules = r.revision.rules;
  const noindex: Record<string, string> | undefined = r.preview ? { 'x-robots-tag': 'noindex' } : undefined;
  // AUTH decides before anything of the site answers, redirects included (they would tell its paths)
  const rule = rules?.auth ? authFor(rules.auth, decoded.path) : null;
  if (rule) {
    const verdict = authVerdict(req, rule, r.claim());
    if (!verdict.ok) {
      deny(r, verdict);
      return;
    }
  }
  const found = resolvePath(r.revision.files, decoded.path, decoded.query, r.project.settings, rules);
  // the file served may sit under another AUTH rule (a rewrite, a clean URL): that rule must admit the request too
  const served = found.kind === 'file' && rules?.auth ? authFor(rules.auth, found.file.path) : null;
  if (served && served !== rule) {
    const verdict = authVerdict(req, served, r.claim());
    if (!verdict.ok) {
      deny(r, verdict);
      return;
    }
  }
  if (found.kind === 'redirect') {
    res.writeHead(found.status, {
      location: found.location,
      'content-length': 0,
      'cache-control': REVALIDATE,
      ...noindex,
    });
    res.end();
    r.done(found.status, 0, null, false);
    return;
  }
  if (found.kind === 'miss') {
    const body = found.status === 410 ? GONE_BODY : NOT_FOUND_BODY;
    r.done(found.status, plain(res, head, found.status, body, noindex), null, false);
    return;
  }
  const headerRule = rules ? headersFor(rules.headers, decoded.path) : null;
  const cors = rules?.cors ? corsOrigin(rules.cors, req.headers.origin) : null;
  const guardedFile = guarded || rule !== null || served !== null;
  // none of them: the answer of a site without rule files, its headers made once per file (send-file.ts)
  const extras: FileExtras | null =
    headerRule || cors || guardedFile ? { rule: headerRule, corsOrigin: cors, guarded: guardedFile } : null;
  sendFile(r.ctx.options.cache, r, found.file, found.status, extras);
}
