/**
 * Pure request-path rules of the edge: decoding without escaping the revision, and the static-host
 * conventions (index.html for folders, clean URLs, 200.html / 404.html, hidden config files) and the site's
 * redirect rules (`_redirects`, `ROUTER`: src/rules/).
 * Files are looked up in the revision's manifest (a Map), never by joining paths on disk, so no decoded
 * path can reach a file outside the revision; the decoder still rejects traversal attempts outright (400).
 */
import { PRIVATE_FILES } from '../protocol/private-files.ts';
import { redirectFor, type RuleAnswer, type SiteRules } from '../rules/index.ts';

/** Root-level files that configure a site and are never served (the private files of protocol/private-files). */
export const HIDDEN_FILES: ReadonlySet<string> = PRIVATE_FILES;

export interface DecodedPath {
  path: string;
  /** Raw query string including the leading `?`, or ''. */
  query: string;
}

const ENCODED_FORBIDDEN = /%(?:2f|5c|00)/i;
const ENCODED_AGAIN = /%(?:2e|2f|5c|00|25)/i;

/**
 * Decodes a request target into a normalised absolute path, or null for a request that must be refused with 400:
 * not origin-form, malformed or forbidden escapes (encoded `/`, `\`, NUL), a backslash or NUL, `.`/`..`
 * segments, or a double-encoded escape of any of these.
 */
export function decodeRequestPath(url: string): DecodedPath | null {
  const q = url.indexOf('?');
  const raw = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  if (raw.charCodeAt(0) !== 47 /* / */) return null;
  let path = raw;
  if (raw.includes('%')) {
    if (ENCODED_FORBIDDEN.test(raw)) return null;
    try {
      path = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (ENCODED_AGAIN.test(path)) return null;
  }
  if (path.includes('\\') || path.includes('\0')) return null;
  if (path.includes('//')) path = path.replace(/\/{2,}/g, '/');
  if (path.includes('/.')) {
    for (const seg of path.split('/')) if (seg === '.' || seg === '..') return null;
  }
  return { path, query };
}

export interface ResolveOptions {
  cleanUrls: boolean;
  /** Serve `/index.html` for misses when the site has no `200.html`. */
  spa: boolean;
}

export type Resolution<F> =
  | { kind: 'file'; file: F; status: 200 | 404 | 410 }
  | { kind: 'redirect'; status: 301 | 302 | 303 | 307 | 308; location: string }
  | { kind: 'miss'; status: 404 | 410 };

/**
 * Maps a decoded path to an answer, in this order (docs/edge.md, "Precedence"):
 * 0. a forced (`!`) `_redirects` rule;
 * 1. a real file (config files such as `/CNAME` excepted); `/dir/` → `/dir/index.html`; clean URLs: `/about` →
 *    `/about.html`, else `/about/index.html` by a 301 to `/about/` (keeps relative links);
 * 2. `_redirects`, then 3. `ROUTER` (rules: the revision's compiled rules);
 * 4. misses: `/200.html` (client-side routed apps, status 200), then 5. `/404.html` (status 404), then a plain miss.
 */
export function resolvePath<F>(
  files: ReadonlyMap<string, F>,
  path: string,
  query: string,
  options: ResolveOptions,
  rules: SiteRules | null = null,
): Resolution<F> {
  if (rules?.redirects) {
    const forced = redirectFor(rules.redirects, path, query, true);
    if (forced) return ruleAnswer(files, forced, options) ?? fallback(files, options);
  }
  const real = findFile(files, path, query, options);
  if (real) return real;
  if (rules) {
    const rule =
      redirectFor(rules.redirects, path, query, false) ?? redirectFor(rules.router, path, query, false);
    if (rule) return ruleAnswer(files, rule, options) ?? fallback(files, options);
  }
  return fallback(files, options);
}

/** A real file at `path` (or the folder redirect of clean URLs), or null. */
function findFile<F>(
  files: ReadonlyMap<string, F>,
  path: string,
  query: string,
  options: ResolveOptions,
): Resolution<F> | null {
  if (HIDDEN_FILES.has(path)) return null;
  if (path.endsWith('/')) {
    const index = files.get(`${path}index.html`);
    return index ? { kind: 'file', file: index, status: 200 } : null;
  }
  const exact = files.get(path);
  if (exact) return { kind: 'file', file: exact, status: 200 };
  if (options.cleanUrls) {
    const html = files.get(`${path}.html`);
    if (html) return { kind: 'file', file: html, status: 200 };
  }
  if (files.has(`${path}/index.html`))
    return { kind: 'redirect', status: 301, location: `${encodePath(path)}/${query}` };
  return null;
}

/** A rule's answer: its redirect, or the file it names (null: a 200 rewrite to no file falls through). */
function ruleAnswer<F>(
  files: ReadonlyMap<string, F>,
  answer: RuleAnswer,
  options: ResolveOptions,
): Resolution<F> | null {
  if (answer.kind === 'redirect') return answer;
  const found = findFile(files, answer.path, '', options);
  const file = found?.kind === 'file' ? found.file : undefined;
  if (answer.status === 200) return file ? { kind: 'file', file, status: 200 } : null;
  return file ? { kind: 'file', file, status: answer.status } : { kind: 'miss', status: answer.status };
}

/** Misses: `/200.html` (or `/index.html` for `spa`), then `/404.html`, then a plain 404. */
function fallback<F>(files: ReadonlyMap<string, F>, options: ResolveOptions): Resolution<F> {
  const fallbackFile = files.get('/200.html') ?? (options.spa ? files.get('/index.html') : undefined);
  if (fallbackFile) return { kind: 'file', file: fallbackFile, status: 200 };
  const notFound = files.get('/404.html');
  if (notFound) return { kind: 'file', file: notFound, status: 404 };
  return { kind: 'miss', status: 404 };
}

/** Percent-encodes a decoded path for a Location header (keeps `/`). */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/');
}
