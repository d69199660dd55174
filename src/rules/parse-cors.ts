/**
 * surge.sh's `CORS`: `*` (any origin) or origins, one per line (`https://app.example.com`), answered with
 * `Access-Control-Allow-Origin` (the request's own origin when it is listed).
 */
import { contentLines, problem } from './lines.ts';
import type { CorsRule, RuleProblem } from './types.ts';

export function parseCors(text: string, problems: RuleProblem[]): CorsRule | null {
  const file = 'CORS';
  let any = false;
  const origins = new Set<string>();
  for (const line of contentLines(text, file, problems)) {
    for (const word of line.text.split(/[\s,]+/)) {
      if (word === '*') {
        any = true;
        continue;
      }
      let url: URL;
      try {
        url = new URL(word);
      } catch {
        problems.push(
          problem(file, line, `"${word}" is not an origin: write * or e.g. https://app.example.com`),
        );
        continue;
      }
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin === 'null') {
        problems.push(problem(file, line, `"${word}" is not an http(s) origin`));
        continue;
      }
      if (url.pathname !== '/' || url.search || url.hash) {
        problems.push(
          problem(
            file,
            line,
            `"${word}" has a path; an origin is scheme, host and port only (${url.origin})`,
          ),
        );
        continue;
      }
      origins.add(url.origin);
    }
  }
  return any || origins.size > 0 ? { any, origins } : null;
}
