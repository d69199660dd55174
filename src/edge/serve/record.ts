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
  return (req, host, project, revision, preview, path, status, bytes, enc, hit, forced = false) => {
    if (!log) return;
    const t = Date.now();
    const ref = req.headers.referer;
    const version = req.httpVersion;
    // the line JSON.stringify would make of the EdgeRequestRecord, field by field (test/edge/request-line.test.ts)
    const line =
      `{"t":${t},"host":${q(host)},"domain":${project ? q(project.domain) : 'null'},` +
      `"rev":${revision ? revision.rev : 'null'},"preview":${preview},"method":${req.method === 'GET' ? '"GET"' : q(req.method ?? '')},` +
      `"path":${q(path.length > 512 ? path.slice(0, 512) : path)},"status":${status},"bytes":${bytes},` +
      `"ref":${ref === undefined ? 'null' : q(ref.slice(0, 512))},` +
      `"proto":${version === '1.1' ? '"HTTP/1.1"' : q(`HTTP/${version}`)},"tls":${secure(req)},` +
      `"enc":${enc === null ? 'null' : q(enc)},"hit":${hit}${visitor(req, t)}${forced ? ',"forced":true' : ''}}`;
    log.writeLine(t, line);
  };
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
