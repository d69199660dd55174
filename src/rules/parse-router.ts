/**
 * surge.sh's `ROUTER`: `CODE FROM TO` per line, CODE 301, 302 or 307, FROM a path with `:name` segments, TO a
 * path or a full URL. The query string rides along; a trailing slash is forgiven (pattern.ts).
 */
import { checkDestination } from './destination.ts';
import { problem, redirectLines } from './lines.ts';
import { PathTable } from './path-table.ts';
import { parsePattern } from './pattern.ts';
import type { RedirectRule, RuleProblem } from './types.ts';

export function parseRouter(text: string, problems: RuleProblem[]): PathTable<RedirectRule> {
  const file = 'ROUTER';
  const table = new PathTable<RedirectRule>();
  for (const line of redirectLines(text, file, problems, () => table.size)) {
    const parts = line.text.split(/\s+/);
    if (parts.length !== 3) {
      problems.push(problem(file, line, 'a rule is CODE FROM TO, e.g. "301 /contact /about"'));
      continue;
    }
    const [code, from, to] = parts as [string, string, string];
    if (code !== '301' && code !== '302' && code !== '307') {
      problems.push(problem(file, line, `"${code}" is not a status ROUTER knows: use 301, 302 or 307`));
      continue;
    }
    const pattern = parsePattern(from);
    if (typeof pattern === 'string') {
      problems.push(problem(file, line, pattern));
      continue;
    }
    if (pattern.names.includes('splat')) {
      problems.push(
        problem(
          file,
          line,
          `"${from}": ROUTER patterns use :name segments, not * (that is _redirects syntax)`,
        ),
      );
      continue;
    }
    const bad = checkDestination(to);
    if (bad) {
      problems.push(problem(file, line, bad));
      continue;
    }
    table.add(pattern, { to, status: Number(code) as 301 | 302 | 307, force: false });
  }
  return table;
}
