/**
 * The edge's serving hot path: Host → project and revision, path → file (resolve.ts), then an HTTP response
 * with the semantics of http-semantics.ts. Bodies come from the memory cache (small files) or a file stream;
 * a packed blob's body is its byte range of the pack. Precompressed variants are chosen, never produced, here.
 * Every request is logged (request-log.ts).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isIPv4 } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { canonicalHost, parsePreviewHost } from '../protocol/domain.ts';
import { readBlob } from './blob-store.ts';
import type { BodyCache } from './body-cache.ts';
import { chooseCoding, ifRangeAllows, isNotModified, parseRange } from './http-semantics.ts';
import type { EdgeFile, EdgeProject, EdgeRevision, ProjectTable } from './projects.ts';
import type { RequestLog } from './request-log.ts';
import { decodeRequestPath, resolvePath } from './resolve.ts';

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
}

/**
 * Hosts no site can have, where `GET /healthz` is the edge's health check: none, a name without a dot
 * (`localhost`; every site domain has one), or an IP literal (what load balancers send). Sites keep every path.
 */
function isProbeHost(host: string): boolean {
  return host === '' || !host.includes('.') || host.startsWith('[') || isIPv4(host);
}

interface HostTarget {
  host: string;
  preview: { rev: number; domain: string } | null;
}

const NOT_FOUND_BODY = Buffer.from('Not Found\n');
const BAD_REQUEST_BODY = Buffer.from('Bad Request\n');
const METHOD_BODY = Buffer.from('Method Not Allowed\n');
const PLAIN = 'text/plain; charset=utf-8';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Response headers a project's `headers` setting may not override. */
const PROTECTED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'content-range',
  'content-type',
  'transfer-encoding',
  'connection',
  'etag',
  'date',
  'last-modified',
  'vary',
]);

export function createSiteHandler(
  options: SiteHandlerOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const { projects, cache, log } = options;
  const trusted = new Set(options.trustedProxies ?? []);

  /** TLS on this socket, or a trusted front proxy says the client used HTTPS (`X-Forwarded-Proto`). */
  function secure(req: IncomingMessage): boolean {
    if (isTls(req)) return true;
    return trusted.size > 0 && trusted.has(peer(req)) && req.headers['x-forwarded-proto'] === 'https';
  }
  const hostCache = new Map<string, HostTarget>();
  let salt = '';
  let saltDay = -1;

  function target(raw: string): HostTarget {
    let t = hostCache.get(raw);
    if (t) return t;
    const host = canonicalHost(raw);
    t = { host, preview: parsePreviewHost(host) };
    if (hostCache.size > 10_000) hostCache.clear();
    hostCache.set(raw, t);
    return t;
  }

  /** Per keep-alive connection the id is computed once (same address; recomputed if the user agent changes). */
  const vidBySocket = new WeakMap<object, { day: number; ua: string; vid: string }>();
  function visitorId(req: IncomingMessage, now: number): string {
    const day = Math.floor(now / 86_400_000);
    const ua = req.headers['user-agent'] ?? '';
    const known = vidBySocket.get(req.socket);
    if (known && known.day === day && known.ua === ua) return known.vid;
    if (day !== saltDay) {
      saltDay = day;
      salt = createHash('sha256')
        .update(`${day}:${options.visitorSecret ?? process.pid}`)
        .digest('hex')
        .slice(0, 16);
    }
    const vid = fnv1a(`${salt}|${req.socket.remoteAddress ?? ''}|${ua}`);
    vidBySocket.set(req.socket, { day, ua, vid });
    return vid;
  }

  function record(
    req: IncomingMessage,
    host: string,
    project: EdgeProject | undefined,
    revision: EdgeRevision | undefined,
    preview: boolean,
    path: string,
    status: number,
    bytes: number,
    enc: string | null,
    hit: boolean,
    forced = false,
  ): void {
    if (!log) return;
    const t = Date.now();
    log.write({
      t,
      host,
      domain: project ? project.domain : null,
      rev: revision ? revision.rev : null,
      preview,
      method: req.method ?? '',
      path: path.length > 512 ? path.slice(0, 512) : path,
      status,
      bytes,
      ref: (req.headers.referer ?? null)?.slice(0, 512) ?? null,
      proto: `HTTP/${req.httpVersion}`,
      tls: secure(req),
      enc,
      hit,
      vid: visitorId(req, t),
      ua: (req.headers['user-agent'] ?? '').slice(0, 256),
      ...(forced ? { forced } : {}),
    });
  }

  function plain(
    res: ServerResponse,
    head: boolean,
    status: number,
    body: Buffer,
    extra?: Record<string, string>,
  ) {
    res.writeHead(status, {
      'content-type': PLAIN,
      'content-length': body.length,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      ...extra,
    });
    res.end(head ? undefined : body);
    return head ? 0 : body.length;
  }

  return function handle(req, res) {
    const method = req.method;
    const head = method === 'HEAD';
    if (hostHeaders(req.rawHeaders) > 1) {
      // RFC 9112 §3.2: two Host headers make a bad request (a proxy in front may have routed by the other one)
      const n = plain(res, head, 400, BAD_REQUEST_BODY);
      record(req, '', undefined, undefined, false, req.url ?? '/', 400, n, null, false);
      return;
    }
    let rawHost = req.headers.host ?? '';
    if (trusted.size > 0 && trusted.has(peer(req))) {
      const fwd = req.headers['x-forwarded-host'];
      if (typeof fwd === 'string' && fwd) rawHost = fwd.split(',')[0]!;
    }
    const t = target(rawHost);
    const url = req.url ?? '/';
    if (
      options.health &&
      (method === 'GET' || head) &&
      url.split('?')[0] === '/healthz' &&
      isProbeHost(t.host)
    ) {
      const body = Buffer.from(`${JSON.stringify({ ok: true, ...options.health() })}\n`);
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': body.length,
        'cache-control': 'no-store',
      });
      res.end(head ? undefined : body);
      return;
    }
    let project = projects.get(t.host);
    let preview = false;
    /** A revision's own host: its content never changes, so non-HTML files are cached for good. */
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
      // a preview alias `<name>-<domain>` (protocol/aliases.ts): a preview whose revision moves (revalidated)
      const alias = projects.alias(t.host);
      if (alias) ({ project, revision } = alias);
      preview = alias !== undefined;
    }
    if (!project || !revision) {
      // neutral: nothing about which projects or revisions exist
      const n = plain(res, head, 404, NOT_FOUND_BODY);
      record(req, t.host, undefined, undefined, false, url, 404, n, null, false);
      return;
    }
    const settings = project.settings;
    if (method !== 'GET' && !head) {
      if (method === 'OPTIONS' && settings.cors) {
        res.writeHead(204, {
          'access-control-allow-origin': settings.cors,
          'access-control-allow-methods': 'GET, HEAD, OPTIONS',
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
          'access-control-max-age': '86400',
          vary: 'Origin',
        });
        res.end();
        record(req, t.host, project, revision, preview, url, 204, 0, null, false);
        return;
      }
      const n = plain(res, false, 405, METHOD_BODY, {
        allow: settings.cors ? 'GET, HEAD, OPTIONS' : 'GET, HEAD',
      });
      record(req, t.host, project, revision, preview, url, 405, n, null, false);
      return;
    }
    const decoded = decodeRequestPath(url);
    if (!decoded) {
      const n = plain(res, head, 400, BAD_REQUEST_BODY);
      record(req, t.host, project, revision, preview, url, 400, n, null, false);
      return;
    }
    if (settings.forceHttps && !secure(req) && options.httpsAvailable?.()) {
      const port = options.httpsPort?.() ?? 443;
      const location = `https://${t.host}${port === 443 ? '' : `:${port}`}${url}`;
      res.writeHead(301, { location, 'content-length': 0, 'cache-control': 'no-store' });
      res.end();
      record(req, t.host, project, revision, preview, decoded.path, 301, 0, null, false, true);
      return;
    }
    const found = resolvePath(revision.files, decoded.path, decoded.query, settings);
    if (found.kind === 'redirect') {
      res.writeHead(301, { location: found.location, 'content-length': 0, 'cache-control': REVALIDATE });
      res.end();
      record(req, t.host, project, revision, preview, decoded.path, 301, 0, null, false);
      return;
    }
    if (found.kind === 'miss') {
      const n = plain(res, head, 404, NOT_FOUND_BODY, preview ? { 'x-robots-tag': 'noindex' } : undefined);
      record(req, t.host, project, revision, preview, decoded.path, 404, n, null, false);
      return;
    }
    sendFile(
      req,
      res,
      head,
      project,
      revision,
      found.file,
      found.status,
      preview,
      pinned,
      (status, bytes, enc, hit) =>
        record(req, t.host, project, revision, preview, decoded.path, status, bytes, enc, hit),
    );
  };

  function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    head: boolean,
    project: EdgeProject,
    revision: EdgeRevision,
    file: EdgeFile,
    status: 200 | 404,
    preview: boolean,
    pinned: boolean,
    done: (status: number, bytes: number, enc: string | null, hit: boolean) => void,
  ): void {
    const blob = file.blob;
    const settings = project.settings;
    const rangeHeader = status === 200 ? req.headers.range : undefined;
    const coding =
      rangeHeader === undefined && file.compressible
        ? chooseCoding(req.headers['accept-encoding'], { br: blob.br !== null, gzip: blob.gzip !== null })
        : null;
    const etag =
      coding === 'br'
        ? (file.etagBr ??= `${file.etag.slice(0, -1)}-br"`)
        : coding === 'gzip'
          ? (file.etagGzip ??= `${file.etag.slice(0, -1)}-gz"`)
          : file.etag;
    const headers: Record<string, string | number> = {
      'content-type': file.contentType,
      etag,
      'last-modified': revision.lastModified,
      'cache-control': pinned && !file.html && status === 200 ? IMMUTABLE : REVALIDATE,
      'x-content-type-options': 'nosniff',
    };
    if (file.compressible) headers.vary = 'Accept-Encoding';
    if (preview) headers['x-robots-tag'] = 'noindex';
    if (settings.cors) headers['access-control-allow-origin'] = settings.cors;
    for (const name in settings.headers) {
      if (!PROTECTED_HEADERS.has(name.toLowerCase())) headers[name] = settings.headers[name]!;
    }
    if (
      status === 200 &&
      isNotModified(req.headers['if-none-match'], req.headers['if-modified-since'], etag, revision.createdAt)
    ) {
      res.writeHead(304, headers);
      res.end();
      done(304, 0, null, false);
      return;
    }
    // the identity body is cached under the blob's own name (`key`): its `path` may be a pack shared by others
    let path = blob.path;
    let offset = blob.offset;
    let key = blob.key;
    let size = blob.size;
    if (coding) {
      const v = coding === 'br' ? blob.br! : blob.gzip!;
      path = key = v.path;
      offset = 0;
      size = v.size;
      headers['content-encoding'] = coding;
    } else if (status === 200) headers['accept-ranges'] = 'bytes';
    let start = 0;
    let end = size - 1;
    let code: number = status;
    if (
      rangeHeader !== undefined &&
      ifRangeAllows(req.headers['if-range'] as string | undefined, file.etag, revision.createdAt)
    ) {
      const range = parseRange(rangeHeader, size);
      if (range === 'unsatisfiable') {
        headers['content-range'] = `bytes */${size}`;
        headers['content-length'] = 0;
        res.writeHead(416, headers);
        res.end();
        done(416, 0, null, false);
        return;
      }
      if (range) {
        start = range.start;
        end = range.end;
        code = 206;
        headers['content-range'] = `bytes ${start}-${end}/${size}`;
      }
    }
    const length = size === 0 ? 0 : end - start + 1;
    headers['content-length'] = length;
    if (head || length === 0) {
      res.writeHead(code, headers);
      res.end();
      done(code, 0, coding, false);
      return;
    }
    const cached = cache.get(key);
    if (cached) {
      res.writeHead(code, headers);
      res.end(code === 206 ? cached.subarray(start, end + 1) : cached);
      done(code, length, coding, true);
      return;
    }
    if (size <= cache.maxEntryBytes) {
      (coding ? readFile(path) : readBlob(blob)).then(
        (body) => {
          cache.set(key, body);
          res.writeHead(code, headers);
          res.end(code === 206 ? body.subarray(start, end + 1) : body);
          done(code, length, coding, false);
        },
        () => {
          res.destroy();
          done(500, 0, coding, false);
        },
      );
      return;
    }
    const stream = createReadStream(path, {
      start: offset + start,
      end: offset + end,
      highWaterMark: 256 * 1024,
    });
    stream.once('open', () => {
      res.writeHead(code, headers);
      stream.pipe(res);
    });
    stream.once('error', () => {
      res.destroy();
    });
    res.once('close', () => {
      stream.destroy();
      done(code, res.writableFinished ? length : 0, coding, false);
    });
  }
}

function isTls(req: IncomingMessage): boolean {
  return (req.socket as { encrypted?: boolean }).encrypted === true;
}

/** Client address, IPv4-mapped IPv6 (`::ffff:1.2.3.4`) written as IPv4 so trusted-proxy lists match. */
function peer(req: IncomingMessage): string {
  const a = req.socket.remoteAddress ?? '';
  return a.startsWith('::ffff:') ? a.slice(7) : a;
}

/** Number of Host header lines (cheaper than `headersDistinct`, which copies every header). */
function hostHeaders(raw: string[]): number {
  let n = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const k = raw[i]!;
    if (k.length === 4 && (k === 'Host' || k === 'host' || k.toLowerCase() === 'host')) n++;
  }
  return n;
}

/** 32-bit FNV-1a as 8 hex digits: a cheap, non-reversible-enough visitor id (salted per edge and day). */
function fnv1a(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
