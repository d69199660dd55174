/** The request log line of each answered request (request-log.ts), with its salted daily visitor id. */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { EdgeProject, EdgeRevision } from '../projects.ts';
import type { RequestLog } from '../request-log.ts';

export type RecordRequest = (
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
  forced?: boolean,
) => void;

/** `secure` says whether the client used HTTPS; `visitorSecret` is mixed into the daily salt. */
export function createRecorder(
  log: RequestLog | null,
  secure: (req: IncomingMessage) => boolean,
  visitorSecret: string | undefined,
): RecordRequest {
  const visitor = visitorIds(visitorSecret);
  const head = siteParts();
  // the line's pieces, refilled for each request and encoded one after another into the log's buffer
  const parts: string[] = [];
  return (req, host, project, revision, preview, path, status, bytes, enc, hit, forced = false) => {
    if (!log) return;
    const t = Date.now();
    const ref = req.headers.referer;
    // the line JSON.stringify would make of the EdgeRequestRecord, field by field (test/edge/request-line.test.ts),
    // from parts made once per site and per connection, never joined into one string
    let n = 0;
    parts[n++] = '{"t":';
    parts[n++] = `${t}`;
    parts[n++] = head(host, project, revision, preview, req.method ?? '');
    n = quoted(parts, n, path.length > 512 ? path.slice(0, 512) : path);
    parts[n++] = ',"status":';
    parts[n++] = `${status}`;
    parts[n++] = ',"bytes":';
    parts[n++] = `${bytes}`;
    parts[n++] = ',"ref":';
    if (ref === undefined) parts[n++] = 'null';
    else n = quoted(parts, n, ref.length > 512 ? ref.slice(0, 512) : ref);
    parts[n++] = tail(req.httpVersion, secure(req), enc, hit);
    parts[n++] = visitor(req, t);
    parts[n++] = forced ? ',"forced":true}' : '}';
    log.writeParts(t, parts, n);
  };
}

/**
 * The `,"host":…,"domain":…,"rev":…,"preview":…,"method":…,"path":` part of a line, kept for GET per revision and
 * host (a revision no project holds any more takes its parts with it).
 */
function siteParts(): (
  host: string,
  project: EdgeProject | undefined,
  revision: EdgeRevision | undefined,
  preview: boolean,
  method: string,
) => string {
  /** Per revision: its parts by host, as a site's own host and as a preview host. */
  const byRevision = new WeakMap<EdgeRevision, [Map<string, string>, Map<string, string>]>();
  const make = (
    host: string,
    project: EdgeProject | undefined,
    revision: EdgeRevision | undefined,
    preview: boolean,
    method: string,
  ): string =>
    `,"host":${q(host)},"domain":${project ? q(project.domain) : 'null'},"rev":${revision ? revision.rev : 'null'},` +
    `"preview":${preview},"method":${q(method)},"path":`;
  return (host, project, revision, preview, method) => {
    if (method !== 'GET' || !project || !revision) return make(host, project, revision, preview, method);
    let hosts = byRevision.get(revision);
    if (!hosts) byRevision.set(revision, (hosts = [new Map(), new Map()]));
    const kind = hosts[preview ? 1 : 0];
    let json = kind.get(host);
    if (json === undefined) kind.set(host, (json = make(host, project, revision, preview, method)));
    return json;
  };
}

/** The `,"proto":…,"tls":…,"enc":…,"hit":…` part of a line; over HTTP/1.1 one of twelve strings made once. */
const TAILS: (string | undefined)[] = [];
function tail(version: string, tls: boolean, enc: string | null, hit: boolean): string {
  const make = (): string =>
    `,"proto":${version === '1.1' ? '"HTTP/1.1"' : q(`HTTP/${version}`)},"tls":${tls},` +
    `"enc":${enc === null ? 'null' : q(enc)},"hit":${hit}`;
  const coding = enc === null ? 0 : enc === 'gzip' ? 2 : enc === 'br' ? 4 : -1;
  if (version !== '1.1' || coding < 0) return make();
  const i = (tls ? 6 : 0) + coding + (hit ? 1 : 0);
  return (TAILS[i] ??= make());
}

/** `s` as JSON into `parts` from `n` (three pieces when it needs no escape: no string made); the next index. */
function quoted(parts: string[], n: number, s: string): number {
  if (!plainJson(s)) {
    parts[n] = JSON.stringify(s);
    return n + 1;
  }
  parts[n] = '"';
  parts[n + 1] = s;
  parts[n + 2] = '"';
  return n + 3;
}

/** `JSON.stringify(s)`, without its call for the strings nearly every line holds (hosts, paths, user agents). */
const q = (s: string): string => (plainJson(s) ? `"${s}"` : JSON.stringify(s));

/** True when JSON writes `s` as it is: no quote, backslash, control character or surrogate (lone ones are escaped). */
function plainJson(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return false;
  }
  return true;
}

/**
 * The `,"vid":…,"ua":…` part of a log line. Per keep-alive connection it is made once (same address; made again
 * when the user agent or the day changes).
 */
function visitorIds(visitorSecret: string | undefined): (req: IncomingMessage, now: number) => string {
  let salt = '';
  let saltDay = -1;
  const bySocket = new WeakMap<object, { day: number; ua: string; json: string }>();
  return (req, now) => {
    const day = Math.floor(now / 86_400_000);
    const ua = req.headers['user-agent'] ?? '';
    const known = bySocket.get(req.socket);
    if (known && known.day === day && known.ua === ua) return known.json;
    if (day !== saltDay) {
      saltDay = day;
      salt = createHash('sha256')
        .update(`${day}:${visitorSecret ?? process.pid}`)
        .digest('hex')
        .slice(0, 16);
    }
    const vid = fnv1a(`${salt}|${req.socket.remoteAddress ?? ''}|${ua}`);
    const json = `,"vid":${q(vid)},"ua":${q(ua.slice(0, 256))}`;
    bySocket.set(req.socket, { day, ua, json });
    return json;
  };
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
