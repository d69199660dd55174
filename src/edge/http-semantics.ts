/**
 * Pure HTTP semantics of the edge's file responses (RFC 9110): content-coding negotiation, conditional requests
 * and byte ranges. No I/O, so the serving hot path stays small and these rules are unit-tested on their own.
 */

export type Coding = 'br' | 'gzip';

const codingCache = new Map<string, { br: boolean; gzip: boolean }>();

/** Which of br/gzip an `Accept-Encoding` header accepts (q > 0). Results are memoised: headers repeat a lot. */
export function acceptedCodings(header: string | undefined): { br: boolean; gzip: boolean } {
  if (!header) return NONE;
  let hit = codingCache.get(header);
  if (hit) return hit;
  hit = parseAcceptEncoding(header);
  if (codingCache.size > 256) codingCache.clear();
  codingCache.set(header, hit);
  return hit;
}

const NONE = Object.freeze({ br: false, gzip: false });

function parseAcceptEncoding(header: string): { br: boolean; gzip: boolean } {
  let br: number | null = null;
  let gzip: number | null = null;
  let star: number | null = null;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    if (Number.isNaN(q)) q = 0;
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gzip = q;
    else if (name === '*') star = q;
  }
  return { br: (br ?? star ?? 0) > 0, gzip: (gzip ?? star ?? 0) > 0 };
}

/** Picks the representation: brotli first (smaller), then gzip, else identity (null). */
export function chooseCoding(
  header: string | undefined,
  available: { br: boolean; gzip: boolean },
): Coding | null {
  if (!available.br && !available.gzip) return null;
  const accepted = acceptedCodings(header);
  if (available.br && accepted.br) return 'br';
  if (available.gzip && accepted.gzip) return 'gzip';
  return null;
}

/** True when `If-None-Match` matches `etag` (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const raw of ifNoneMatch.split(',')) {
    let tag = raw.trim();
    if (tag.startsWith('W/')) tag = tag.slice(2);
    if (tag === bare) return true;
  }
  return false;
}

/**
 * Whether a GET/HEAD can be answered 304: `If-None-Match` decides when present; otherwise `If-Modified-Since`
 * (second precision) against `lastModifiedMs`.
 */
export function isNotModified(
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
  etag: string,
  lastModifiedMs: number,
): boolean {
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, etag);
  if (ifModifiedSince !== undefined) {
    const since = Date.parse(ifModifiedSince);
    if (Number.isNaN(since)) return false;
    return Math.floor(lastModifiedMs / 1000) <= Math.floor(since / 1000);
  }
  return false;
}

export type RangeResult = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * One byte range of `Range: bytes=…` against a representation of `size` bytes; null means "ignore the header and
 * send the whole file" (not bytes, several ranges, or malformed: all allowed by RFC 9110 §14.2).
 */
export function parseRange(header: string, size: number): RangeResult {
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return null;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return null;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  if (start >= size) return 'unsatisfiable';
  let end = b === '' ? size - 1 : Number(b);
  if (end < start) return null;
  if (end >= size) end = size - 1;
  return { start, end };
}

/** `If-Range` (RFC 9110 §13.1.5): the range applies only if the validator still matches (strong comparison). */
export function ifRangeAllows(ifRange: string | undefined, etag: string, lastModifiedMs: number): boolean {
  if (ifRange === undefined) return true;
  const v = ifRange.trim();
  if (v.startsWith('"')) return v === etag;
  if (v.startsWith('W/')) return false;
  const t = Date.parse(v);
  return !Number.isNaN(t) && Math.floor(t / 1000) === Math.floor(lastModifiedMs / 1000);
}
