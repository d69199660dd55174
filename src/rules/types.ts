/** What a site's rule files compile to (compile.ts) and what is reported about their bad lines. */
import type { PathTable } from './path-table.ts';

/** The rule files a site may carry at its root; all are private files (never served). */
export const RULE_FILES = ['/_redirects', '/_headers', '/ROUTER', '/CORS', '/AUTH'] as const;
export type RuleFile = (typeof RULE_FILES)[number];

/** A bad line, as the deploy's `info` line carries it (a wire shape: src/protocol/). */
export type { RuleProblem } from '../protocol/types.ts';

export type RedirectStatus = 200 | 301 | 302 | 303 | 307 | 308 | 404 | 410;

export interface RedirectRule {
  /** Where the request goes: a path of the site (`/x/:splat`) or an absolute URL. */
  to: string;
  status: RedirectStatus;
  /** `!`: applies even when a file exists at the path. */
  force: boolean;
}

export interface HeaderRule {
  set: ReadonlyArray<readonly [name: string, value: string]>;
  /** Lower-case names removed (Cloudflare's `! Name`). */
  detach: readonly string[];
}

/** `CORS`: any origin, or the listed ones (answered with the request's own origin). */
export interface CorsRule {
  any: boolean;
  origins: ReadonlySet<string>;
}

/** Who an `AUTH` rule admits. */
export interface AuthRule {
  /** sha256 (hex) of each `user:password` admitted by HTTP Basic. */
  basic: ReadonlySet<string>;
  /** Lower-case addresses admitted after signing in. */
  emails: ReadonlySet<string>;
  /** Lower-case domains (`*@example.com`) admitted after signing in. */
  domains: ReadonlySet<string>;
  /** The project's owner and collaborators, after signing in. */
  collaborators: boolean;
}

/** A revision's compiled rules: null members for files the revision does not have. */
export interface SiteRules {
  redirects: PathTable<RedirectRule> | null;
  router: PathTable<RedirectRule> | null;
  headers: PathTable<HeaderRule> | null;
  cors: CorsRule | null;
  auth: PathTable<AuthRule> | null;
}
