/**
 * A resolved file's answer: headers (content type, validators, cache policy, the project's own headers), a
 * precompressed variant when the client accepts one, conditional requests (304), ranges (206, 416), and the
 * body from the memory cache, read into it (small files), or streamed (a packed blob's byte range of its pack).
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBlob } from '../blob-store.ts';
import type { BodyCache } from '../body-cache.ts';
import { chooseCoding, ifRangeAllows, isNotModified, parseRange } from '../http-semantics.ts';
import type { RuleHeaders } from '../../rules/index.ts';
import type { EdgeFile, EdgeProject, EdgeRevision, WholeAnswers } from '../projects.ts';
import { IMMUTABLE, PRIVATE, REVALIDATE } from './responses.ts';

/** What the site's rules add to a file's answer (src/rules/ via serve/index.ts). */
export interface FileExtras {
  /** `_headers` blocks matching the request path. */
  rule: RuleHeaders | null;
  /** `Access-Control-Allow-Origin` from the `CORS` file (then `Vary: Origin` unless `*`). */
  corsOrigin: string | null;
  /** Behind an `AUTH` rule or a protected preview: never kept by shared caches. */
  guarded: boolean;
}

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

/** The request a file answers, and where its answer is reported (serve/index.ts). */
export interface FileRequest {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly head: boolean;
  readonly project: EdgeProject;
  readonly revision: EdgeRevision;
  /** Served on a preview host (noindex). */
  readonly preview: boolean;
  /** A revision's own host: its content never changes, so non-HTML files are cached for good. */
  readonly pinned: boolean;
  /** Called once the answer is over: status, body bytes sent, content coding, whether from the memory cache. */
  done(status: number, bytes: number, enc: string | null, hit: boolean): void;
}

type Headers = Record<string, string | number>;
type Coding = ReturnType<typeof chooseCoding>;

/** The body to send: where its bytes are, the cache key of the whole, and the range of it. */
interface BodyPlan {
  path: string;
  offset: number;
  key: string;
  size: number;
  start: number;
  end: number;
  code: number;
  length: number;
  coding: Coding;
}

export function sendFile(
  cache: BodyCache,
  r: FileRequest,
  file: EdgeFile,
  status: 200 | 404 | 410,
  extras: FileExtras | null,
): void {
  const { req, res, head, project, revision, preview, pinned } = r;
  const blob = file.blob;
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
  const notModified =
    status === 200 &&
    isNotModified(req.headers['if-none-match'], req.headers['if-modified-since'], etag, revision.createdAt);
  // the common answer: the whole body, from memory, with headers made once per file (no range, rules or guard)
  if (!notModified && status === 200 && rangeHeader === undefined && extras === null && !head) {
    const cached = cache.get(coding === null ? blob.key : coding === 'br' ? blob.br!.path : blob.gzip!.path);
    if (cached !== undefined && cached.length > 0) {
      const headers = wholeHeaders(project, revision, file, coding, etag, preview, pinned);
      if (headers['content-length'] === cached.length) {
        res.writeHead(200, headers);
        res.end(cached);
        r.done(200, cached.length, coding, true);
        return;
      }
    }
  }
  const headers = fileHeaders(project, revision, file, etag, status, preview, pinned, extras);
  if (notModified) {
    res.writeHead(304, headers);
    res.end();
    r.done(304, 0, null, false);
    return;
  }
  const body = bodyPlan(req, revision, file, status, coding, rangeHeader, headers);
  if (!body) {
    res.writeHead(416, headers);
    res.end();
    r.done(416, 0, null, false);
    return;
  }
  headers['content-length'] = body.length;
  if (head || body.length === 0) {
    res.writeHead(body.code, headers);
    res.end();
    r.done(body.code, 0, coding, false);
    return;
  }
  sendBody(cache, r, file, body, headers);
}

/**
 * The headers of a file's whole body in `coding` (200, no rules, not guarded): what fileHeaders and bodyPlan
 * make, kept on the file while the project's settings and the host kind are the same. Never written to after.
 */
function wholeHeaders(
  project: EdgeProject,
  revision: EdgeRevision,
  file: EdgeFile,
  coding: Coding,
  etag: string,
  preview: boolean,
  pinned: boolean,
): Headers {
  let a: WholeAnswers | null = file.answers;
  if (a === null || a.settings !== project.settings || a.preview !== preview || a.pinned !== pinned) {
    a = { settings: project.settings, preview, pinned, identity: null, gzip: null, br: null };
    file.answers = a;
  }
  const key = coding ?? 'identity';
  let headers = a[key];
  const size = coding === null ? file.blob.size : coding === 'br' ? file.blob.br!.size : file.blob.gzip!.size;
  if (headers === null || headers['content-length'] !== size) {
    headers = fileHeaders(project, revision, file, etag, 200, preview, pinned, null);
    if (coding) headers['content-encoding'] = coding;
    else headers['accept-ranges'] = 'bytes';
    headers['content-length'] = size;
    a[key] = headers;
  }
  return headers;
}

/** The headers of a file's answer, before its body's (content-encoding, ranges, length). */
function fileHeaders(
  project: EdgeProject,
  revision: EdgeRevision,
  file: EdgeFile,
  etag: string,
  status: 200 | 404 | 410,
  preview: boolean,
  pinned: boolean,
  extras: FileExtras | null,
): Headers {
  const settings = project.settings;
  const headers: Headers = {
    'content-type': file.contentType,
    etag,
    'last-modified': revision.lastModified,
    'cache-control': pinned && !file.html && status === 200 ? IMMUTABLE : REVALIDATE,
    'x-content-type-options': 'nosniff',
  };
  if (file.compressible) headers.vary = 'Accept-Encoding';
  if (settings.cors) headers['access-control-allow-origin'] = settings.cors;
  for (const name in settings.headers) {
    const lower = name.toLowerCase();
    if (!PROTECTED_HEADERS.has(lower)) headers[lower] = settings.headers[name]!;
  }
  if (extras) applyExtras(headers, extras);
  // last: a site's rules cannot make a preview indexable
  if (preview) headers['x-robots-tag'] = 'noindex';
  return headers;
}

/** The CORS file's origin, `_headers` (detached names first, then the values set), and a guarded page's cache
 * policy, over the edge's headers. */
function applyExtras(headers: Headers, extras: FileExtras): void {
  if (extras.corsOrigin) {
    headers['access-control-allow-origin'] = extras.corsOrigin;
    if (extras.corsOrigin !== '*') headers.vary = headers.vary ? `${headers.vary}, Origin` : 'Origin';
  }
  if (extras.rule) {
    for (const name of extras.rule.detach) delete headers[name];
    Object.assign(headers, extras.rule.set);
  }
  if (extras.guarded) headers['cache-control'] = PRIVATE;
}

/** Which bytes answer: the variant or the blob, the range asked for; null for an unsatisfiable range (416). Adds
 * content-encoding / accept-ranges / content-range to `headers`. */
function bodyPlan(
  req: IncomingMessage,
  revision: EdgeRevision,
  file: EdgeFile,
  status: 200 | 404 | 410,
  coding: Coding,
  rangeHeader: string | undefined,
  headers: Headers,
): BodyPlan | null {
  const blob = file.blob;
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
      return null;
    }
    if (range) {
      start = range.start;
      end = range.end;
      code = 206;
      headers['content-range'] = `bytes ${start}-${end}/${size}`;
    }
  }
  const length = size === 0 ? 0 : end - start + 1;
  return { path, offset, key, size, start, end, code, length, coding };
}

/** The body: from the memory cache, read whole into it (small), or streamed from its file. */
function sendBody(cache: BodyCache, r: FileRequest, file: EdgeFile, b: BodyPlan, headers: Headers): void {
  const { res } = r;
  const { code, start, end, length, coding } = b;
  const cached = cache.get(b.key);
  if (cached) {
    res.writeHead(code, headers);
    res.end(code === 206 ? cached.subarray(start, end + 1) : cached);
    r.done(code, length, coding, true);
    return;
  }
  if (b.size <= cache.maxEntryBytes) {
    cache
      .load(b.key, () => (coding ? readFile(b.path) : readBlob(file.blob)))
      .then(
        (body) => {
          res.writeHead(code, headers);
          res.end(code === 206 ? body.subarray(start, end + 1) : body);
          r.done(code, length, coding, false);
        },
        () => {
          res.destroy();
          r.done(500, 0, coding, false);
        },
      );
    return;
  }
  const stream = createReadStream(b.path, {
    start: b.offset + start,
    end: b.offset + end,
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
    r.done(code, res.writableFinished ? length : 0, coding, false);
  });
}
