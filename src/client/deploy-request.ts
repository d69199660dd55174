/**
 * The parts of a deploy request: the `x-sitepub-meta` value, the spec headers, a byte-counting body wrapper
 * (to know whether anything was sent before a failure), and the URLs of the result.
 */
import { Readable } from 'node:stream';
import { parseRecord } from '../protocol/deploy-record.ts';
import type { InfoEvent, RevisionEntry } from '../protocol/types.ts';
import type { LocalManifest, SiteContentHashes } from '../pack/manifest.ts';
import { ClientError } from './errors.ts';
import { headerSafe } from './http.ts';

/** Key of the per-deploy id this client adds to `x-sitepub-meta` (and finds again in RevisionEntry.meta). */
export const DEPLOY_ID_META_KEY = 'deployId';
export const MAX_META_BYTES = 4096;

export interface HeaderInput {
  message?: string | undefined;
  stage?: boolean | undefined;
  ssl?: boolean | undefined;
  add?: string[] | undefined;
  rem?: string[] | undefined;
}

/** Headers of `PUT /:domain` (spec part 4, plus `timestamp` like the official CLI and `x-sitepub-meta`). */
export function deployHeaders(
  o: HeaderInput,
  known: { version: string; fileCount: number | undefined; projectSize: number | undefined; meta: string },
): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/x-ndjson',
    version: known.version,
    timestamp: new Date().toJSON(),
    'x-sitepub-meta': known.meta,
  };
  if (known.fileCount !== undefined) headers['file-count'] = String(known.fileCount);
  if (known.projectSize !== undefined) headers['project-size'] = String(known.projectSize);
  if (o.message) headers.message = headerSafe(o.message);
  if (o.stage) headers.stage = 'true';
  if (o.ssl) headers.ssl = 'true';
  if (o.add?.length) headers.add = o.add.map(headerSafe).join(',');
  if (o.rem?.length) headers.rem = o.rem.map(headerSafe).join(',');
  return headers;
}

export function encodeMeta(meta: Record<string, string>): string {
  for (const [k, v] of Object.entries(meta)) {
    if (typeof v !== 'string')
      throw new ClientError('invalid-input', `meta.${k} must be a string (got ${typeof v}).`);
  }
  // \u-escape everything outside printable ASCII so the header is valid and round-trips exactly.
  const json = JSON.stringify(meta).replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (json.length > MAX_META_BYTES) {
    throw new ClientError(
      'invalid-input',
      `meta is ${json.length} bytes as JSON; the limit is ${MAX_META_BYTES}. Keep only short strings.`,
    );
  }
  return json;
}

export interface Body {
  stream: Readable;
  /** `application/gzip`, or `application/zstd` for a zstd archive. */
  contentType: string;
  /** Bytes taken from the source by the HTTP layer in this attempt. */
  pulled: () => number;
  manifest: Promise<LocalManifest> | undefined;
  /** The sha256 of every file, computed by the packer while it reads them (a whole, unhashed folder). */
  contentHashes?: Promise<SiteContentHashes>;
  /** Releases what this attempt opened (files of an archive). */
  dispose: () => void;
}

/** One turn of the event loop: what has arrived on the sockets (an early answer) is read before going on. */
const readArrived = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Wraps an async byte source, counting what is taken. `it.next()` is called directly, so abandoning one
 * attempt's wrapper does not end the source: an attempt that took nothing can be repeated.
 *
 * Each chunk is handed on a turn of the event loop after the source produced it. A server may answer before the
 * upload ended (a refusal: 401, 403, 413) and close the connection at once; the client's next write then fails
 * (EPIPE, ECONNRESET) and Node destroys the socket with the answer unread, so the caller would see a network
 * error instead of the server's answer (nodejs/node#12339, #54366). The turn lets an answer that arrived while
 * the source was busy (reading files, compressing) be read first: undici then ends the request with that answer
 * and stops the upload. Not covered: an answer and reset arriving while bytes of this client wait in the
 * socket's own write queue. test/client/early-refusal.test.ts.
 */
export function counter(it: AsyncIterator<Uint8Array> | Iterator<Uint8Array>): {
  stream: Readable;
  pulled: () => number;
} {
  let n = 0;
  async function* take(): AsyncGenerator<Uint8Array> {
    for (;;) {
      const r = await it.next();
      if (r.done) return;
      n += r.value.length;
      await readArrived();
      yield r.value;
    }
  }
  return { stream: Readable.from(take(), { objectMode: false }), pulled: () => n };
}

/** The URL of `host` as `info.urls` lists it; else another listed URL with its host swapped (same scheme and
 * port: a staged deploy may list only its preview); else `https://<host>`. Always without a trailing slash when
 * it has no path (`https://h`, as the server and surge.sh list them), so `url` and `previewUrl` agree. */
export function urlOf(info: InfoEvent, host: string): string {
  const urls = Array.isArray(info.urls) ? info.urls.filter((u) => typeof u?.url === 'string') : [];
  const found = urls.find((u) => u.domain === host);
  if (found) return withoutRootSlash(found.url);
  for (const u of urls) {
    try {
      const url = new URL(u.url);
      url.hostname = host;
      url.pathname = '/';
      url.search = '';
      url.hash = '';
      return withoutRootSlash(url.href);
    } catch {
      // not a URL: try the next one
    }
  }
  return `https://${host}`;
}

/** `https://h/` → `https://h`; a URL with a path, query or fragment, or not a URL, as it is. */
function withoutRootSlash(href: string): string {
  try {
    const url = new URL(href);
    return url.pathname === '/' && !url.search && !url.hash ? url.origin : href;
  } catch {
    return href;
  }
}

/**
 * Whether a listed revision was made by the deploy with this id: by the record at the end of its message (every
 * server keeps the message; a plain surge server lists it as `msg`), else by `meta` (sitepub servers).
 */
export function madeBy(entry: Partial<RevisionEntry> | null | undefined, deployId: string): boolean {
  if (!entry || typeof entry !== 'object') return false;
  const message = typeof entry.msg === 'string' ? entry.msg : entry.message;
  if (parseRecord(message).record.id === deployId) return true;
  const meta = entry.meta as Record<string, unknown> | undefined;
  return !!meta && typeof meta === 'object' && meta[DEPLOY_ID_META_KEY] === deployId;
}
