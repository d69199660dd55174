/**
 * What compiled rules say about one request: the redirect or rewrite of a path, the headers of its answer, the
 * CORS origin to allow, the AUTH rule guarding it. Pure: the edge's serving code does the I/O.
 */
import { withQuery } from './destination.ts';
import { basicDigest } from './parse-auth.ts';
import type { PathTable } from './path-table.ts';
import { substitute } from './pattern.ts';
import type { AuthRule, CorsRule, HeaderRule, RedirectRule } from './types.ts';

export type RuleAnswer =
  | { kind: 'redirect'; status: 301 | 302 | 303 | 307 | 308; location: string }
  /** Serve the site's file at `path` with `status` (a 200 rewrite, or a 404/410 page). */
  | { kind: 'rewrite'; status: 200 | 404 | 410; path: string };

/**
 * The answer of the first rule of `table` matching `path` (decoded), with `query` (`?…` or '') carried to a
 * redirect's destination. `forcedOnly`: only a rule marked `!` (the pass before real files).
 */
export function redirectFor(
  table: PathTable<RedirectRule> | null,
  path: string,
  query: string,
  forcedOnly: boolean,
): RuleAnswer | null {
  if (!table) return null;
  const m = table.first(path);
  if (!m || (forcedOnly && !m.value.force)) return null;
  const { to, status } = m.value;
  const target = substitute(to, m.params);
  if (status === 200 || status === 404 || status === 410) {
    const q = target.search(/[?#]/);
    const raw = q === -1 ? target : target.slice(0, q);
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      decoded = raw;
    }
    return { kind: 'rewrite', status, path: decoded };
  }
  return { kind: 'redirect', status, location: withQuery(target, query) };
}

export interface RuleHeaders {
  /** Lower-case name → value (values of several matching blocks joined with `, `). */
  set: Record<string, string>;
  /** Lower-case names to remove from the edge's other headers (the project's own headers setting). */
  detach: string[];
}

/** The headers `_headers` gives the answer for `path`, or null when no block matches. */
export function headersFor(table: PathTable<HeaderRule> | null, path: string): RuleHeaders | null {
  if (!table) return null;
  const matches = table.all(path);
  if (matches.length === 0) return null;
  const set: Record<string, string> = {};
  const detach: string[] = [];
  for (const { value } of matches) {
    for (const name of value.detach) {
      delete set[name];
      detach.push(name);
    }
    for (const [name, v] of value.set) set[name] = set[name] === undefined ? v : `${set[name]}, ${v}`;
  }
  return { set, detach };
}

/** `Access-Control-Allow-Origin` for a request from `origin`: `*`, the origin itself when listed, or null. */
export function corsOrigin(rule: CorsRule, origin: string | undefined): string | null {
  if (rule.any) return '*';
  return origin !== undefined && rule.origins.has(origin) ? origin : null;
}

/** The AUTH rule guarding `path`, or null when it is open. */
export function authFor(table: PathTable<AuthRule> | null, path: string): AuthRule | null {
  return table?.first(path)?.value ?? null;
}

/** Whether `authorization` (the request header) is HTTP Basic with a `user:password` the rule lists. */
export function basicAdmits(rule: AuthRule, authorization: string | undefined): boolean {
  const credentials = basicCredentials(authorization);
  return credentials !== null && rule.basic.has(basicDigest(credentials));
}

/** The `user:password` of an HTTP Basic `Authorization` header, or null. */
export function basicCredentials(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization);
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  return decoded.includes(':') ? decoded : null;
}

/** Whether a signed-in address passes the rule's identity principals (`collaborator`: the origin said so). */
export function identityAdmits(rule: AuthRule, email: string, collaborator: boolean): boolean {
  const e = email.toLowerCase();
  if (rule.emails.has(e)) return true;
  const at = e.lastIndexOf('@');
  if (at !== -1 && rule.domains.has(e.slice(at + 1))) return true;
  return rule.collaborators && collaborator;
}

/** Whether the rule names anyone who signs in (not only user:password). */
export function hasIdentities(rule: AuthRule): boolean {
  return rule.emails.size > 0 || rule.domains.size > 0 || rule.collaborators;
}
