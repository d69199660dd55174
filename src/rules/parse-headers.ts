/**
 * `_headers`, as Netlify and Cloudflare Pages write it: a path pattern on a line of its own, then indented
 * `Name: value` lines for the responses of matching paths, and Cloudflare's `! Name` to detach a header an
 * earlier matching block set. Headers the edge owns (limits.ts FORBIDDEN_HEADERS) are reported and skipped.
 */
import { FORBIDDEN_HEADERS, MAX_HEADER_RULES } from './limits.ts';
import { contentLines, problem, type Line } from './lines.ts';
import { PathTable } from './path-table.ts';
import { parsePattern, type PathPattern } from './pattern.ts';
import type { HeaderRule, RuleProblem } from './types.ts';

const FILE = '_headers';
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

interface Block {
  pattern: PathPattern;
  set: [string, string][];
  detach: string[];
}

/** Null when `name` may be set or detached by a site, else why not. */
function checkName(name: string): string | null {
  if (!TOKEN.test(name)) return `"${name}" is not a header name`;
  if (FORBIDDEN_HEADERS.has(name.toLowerCase()))
    return `${name} is set by the edge and cannot be set or removed by _headers (docs/edge.md lists these headers)`;
  return null;
}

/** One indented line of a block: a header to set or to detach. */
function headerLine(line: Line, block: Block, problems: RuleProblem[]): void {
  if (line.text.startsWith('!')) {
    const name = line.text.slice(1).trim();
    const bad = checkName(name);
    if (bad) problems.push(problem(FILE, line, bad));
    else block.detach.push(name.toLowerCase());
    return;
  }
  const colon = line.text.indexOf(':');
  if (colon <= 0) {
    problems.push(problem(FILE, line, 'a header line is "Name: value" (or "! Name" to remove one)'));
    return;
  }
  const name = line.text.slice(0, colon).trim();
  const value = line.text.slice(colon + 1).trim();
  const bad = checkName(name);
  if (bad) problems.push(problem(FILE, line, bad));
  else if (!VALUE.test(value))
    problems.push(problem(FILE, line, `the value of ${name} has characters a header cannot carry`));
  else block.set.push([name.toLowerCase(), value]);
}

export function parseHeaders(text: string, problems: RuleProblem[]): PathTable<HeaderRule> {
  const table = new PathTable<HeaderRule>();
  let block: Block | null = null;
  let skipping = false;
  let over = false;
  const close = () => {
    if (block) table.add(block.pattern, { set: block.set, detach: block.detach });
    block = null;
  };
  for (const line of contentLines(text, FILE, problems)) {
    const indented = /^\s/.test(line.raw);
    if (!indented) {
      close();
      skipping = false;
      if (table.size >= MAX_HEADER_RULES) {
        if (!over)
          problems.push(
            problem(
              FILE,
              line,
              `more than ${MAX_HEADER_RULES} path rules: this one and the ones after it are ignored`,
            ),
          );
        over = true;
        skipping = true;
        continue;
      }
      if (/^[a-z]+:\/\//i.test(line.text)) {
        problems.push(
          problem(FILE, line, `"${line.text}": absolute URLs are not supported; write a path (/x)`),
        );
        skipping = true;
        continue;
      }
      const pattern = parsePattern(line.text);
      if (typeof pattern === 'string') {
        problems.push(problem(FILE, line, `${pattern} (header lines are indented under their path)`));
        skipping = true;
        continue;
      }
      block = { pattern, set: [], detach: [] };
      continue;
    }
    if (skipping) continue;
    if (!block) {
      problems.push(
        problem(FILE, line, 'a header line before any path: put a path pattern on the line above'),
      );
      continue;
    }
    headerLine(line, block, problems);
  }
  close();
  return table;
}
