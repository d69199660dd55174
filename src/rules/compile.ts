/**
 * A revision's rule files → its compiled rules and the problems of their lines. The server runs it at deploy time
 * (to report bad lines to whoever deploys) and each edge once per revision it loads (to serve by them); never per
 * request.
 */
import { MAX_PROBLEMS_PER_FILE, MAX_RULE_FILE_BYTES } from './limits.ts';
import { parseAuth } from './parse-auth.ts';
import { parseCors } from './parse-cors.ts';
import { parseHeaders } from './parse-headers.ts';
import { parseRedirects } from './parse-redirects.ts';
import { parseRouter } from './parse-router.ts';
import { RULE_FILES, type RuleFile, type RuleProblem, type SiteRules } from './types.ts';

export interface CompiledRules {
  /** Null when the revision has no rule file (or none with a usable line). */
  rules: SiteRules | null;
  problems: RuleProblem[];
}

/** Which of `paths` are rule files (paths with a leading slash). */
export function ruleFilesOf(paths: Iterable<string>): RuleFile[] {
  const set = new Set<string>(RULE_FILES);
  return [...paths].filter((p): p is RuleFile => set.has(p));
}

/** Compiles the rule files given (path → bytes, or null when the file is over MAX_RULE_FILE_BYTES). */
export function compileRules(files: ReadonlyMap<RuleFile, Buffer | null>): CompiledRules {
  const problems: RuleProblem[] = [];
  const text = (path: RuleFile): string | null => {
    if (!files.has(path)) return null;
    const bytes = files.get(path);
    if (!bytes) {
      problems.push({
        file: path.slice(1),
        line: 0,
        message: `the file is larger than ${MAX_RULE_FILE_BYTES / 1024 / 1024} MiB and was not read`,
      });
      return null;
    }
    return bytes.toString('utf8');
  };
  const redirects = text('/_redirects');
  const router = text('/ROUTER');
  const headers = text('/_headers');
  const cors = text('/CORS');
  const auth = text('/AUTH');
  const rules: SiteRules = {
    redirects: redirects === null ? null : nonEmpty(parseRedirects(redirects, problems)),
    router: router === null ? null : nonEmpty(parseRouter(router, problems)),
    headers: headers === null ? null : nonEmpty(parseHeaders(headers, problems)),
    cors: cors === null ? null : parseCors(cors, problems),
    auth: auth === null ? null : parseAuth(auth, problems),
  };
  const any = Object.values(rules).some((r) => r !== null);
  return { rules: any ? rules : null, problems: capped(problems) };
}

/** At most MAX_PROBLEMS_PER_FILE problems of each file, then one that counts the rest. */
function capped(problems: RuleProblem[]): RuleProblem[] {
  const seen = new Map<string, number>();
  const out: RuleProblem[] = [];
  for (const p of problems) {
    const n = (seen.get(p.file) ?? 0) + 1;
    seen.set(p.file, n);
    if (n <= MAX_PROBLEMS_PER_FILE) out.push(p);
  }
  for (const [file, n] of seen)
    if (n > MAX_PROBLEMS_PER_FILE)
      out.push({
        file,
        line: 0,
        message: `${n - MAX_PROBLEMS_PER_FILE} more lines are not applied (not listed)`,
      });
  return out;
}

function nonEmpty<T extends { size: number }>(table: T): T | null {
  return table.size > 0 ? table : null;
}
