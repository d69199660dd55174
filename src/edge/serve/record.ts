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
  const visitorId = visitorIds(visitorSecret);
  return (req, host, project, revision, preview, path, status, bytes, enc, hit, forced = false) => {
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
  };
}

/** Per keep-alive connection the id is computed once (same address; recomputed if the user agent changes). */
function visitorIds(visitorSecret: string | undefined): (req: IncomingMessage, now: number) => string {
  let salt = '';
  let saltDay = -1;
  const vidBySocket = new WeakMap<object, { day: number; ua: string; vid: string }>();
  return (req, now) => {
    const day = Math.floor(now / 86_400_000);
    const ua = req.headers['user-agent'] ?? '';
    const known = vidBySocket.get(req.socket);
    if (known && known.day === day && known.ua === ua) return known.vid;
    if (day !== saltDay) {
      saltDay = day;
      salt = createHash('sha256')
        .update(`${day}:${visitorSecret ?? process.pid}`)
        .digest('hex')
        .slice(0, 16);
    }
    const vid = fnv1a(`${salt}|${req.socket.remoteAddress ?? ''}|${ua}`);
    vidBySocket.set(req.socket, { day, ua, vid });
    return vid;
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
