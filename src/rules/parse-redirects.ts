/**
 * `_redirects`, the part Netlify and Cloudflare Pages share: `FROM TO [STATUS][!]` per line. FROM is a path
 * pattern (pattern.ts); TO a path or an http(s) URL with `:name` / `:splat`; STATUS 301 (default), 302, 303,
 * 307, 308, 200 (a rewrite: the file at TO answers), 404 or 410 (TO is the page sent with that status); `!`
 * forces the rule even when a file exists at FROM.
 */
import { checkDestination } from './destination.ts';
import { problem, redirectLines } from './lines.ts';
import { PathTable } from './path-table.ts';
import { parsePattern } from './pattern.ts';
import type { RedirectRule, RedirectStatus, RuleProblem } from './types.ts';

const STATUSES: ReadonlySet<number> = new Set([200, 301, 302, 303, 307, 308, 404, 410]);

export function parseRedirects(text: string, problems: RuleProblem[]): PathTable<RedirectRule> {
  const file = '_redirects';
  const table = new PathTable<RedirectRule>();
  for (const line of redirectLines(text, file, problems, () => table.size)) {
    const parts = line.text.split(/\s+/);
    if (parts.length < 2) {
      problems.push(problem(file, line, 'a rule needs a source path and a destination: FROM TO [STATUS]'));
      continue;
    }
    if (parts.length > 3) {
      problems.push(
        problem(
          file,
          line,
          `"${parts.slice(3).join(' ')}": conditions (query parameters, Country=, Role=, ...) are not supported; the rule is ignored`,
        ),
      );
      continue;
    }
    const [from, to, code = '301'] = parts as [string, string, string?];
    const m = /^(\d{3})(!?)$/.exec(code);
    const status = m ? Number(m[1]) : NaN;
    if (!m || !STATUSES.has(status)) {
      problems.push(
        problem(
          file,
          line,
          `"${code}" is not a status: use 301, 302, 303, 307, 308, 200, 404 or 410 (! after it forces)`,
        ),
      );
      continue;
    }
    const pattern = parsePattern(from);
    if (typeof pattern === 'string') {
      problems.push(problem(file, line, pattern));
      continue;
    }
    const bad = checkDestination(to);
    if (bad) {
      problems.push(problem(file, line, bad));
      continue;
    }
    if ((status === 200 || status === 404 || status === 410) && !to.startsWith('/')) {
      problems.push(
        problem(
          file,
          line,
          `a ${status} rule serves a file of the site: its destination must be a path, not "${to}" (proxying is not supported)`,
        ),
      );
      continue;
    }
    table.add(pattern, { to, status: status as RedirectStatus, force: m[2] === '!' });
  }
  return table;
}
