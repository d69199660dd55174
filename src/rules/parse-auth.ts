/**
 * surge.sh's `AUTH`: `PATH-PATTERN PRINCIPAL...` per line, and the older form of bare `user:password` lines,
 * which protect the whole site. Principals: `user:password` (HTTP Basic), `jane@example.com`, `*@example.com`
 * and `collaborators` (signing in through the origin). Lines with the same pattern add up; of different
 * patterns, the first that matches a path (in file order) decides who may see it.
 */
import { createHash } from 'node:crypto';
import { contentLines, problem } from './lines.ts';
import { PathTable } from './path-table.ts';
import { parsePattern, type PathPattern } from './pattern.ts';
import type { AuthRule, RuleProblem } from './types.ts';

const EMAIL = /^[^\s@:]+@[^\s@:]+\.[^\s@:]+$/;
const DOMAIN = /^\*@([^\s@:*]+\.[^\s@:*]+)$/;

/** sha256 (hex) of `user:password`, as AuthRule.basic holds it. */
export function basicDigest(credentials: string): string {
  return createHash('sha256').update(credentials).digest('hex');
}

interface Building {
  pattern: PathPattern;
  basic: Set<string>;
  emails: Set<string>;
  domains: Set<string>;
  collaborators: boolean;
}

/** Adds `word` to `rule`; returns what is wrong with it, or null. */
function addPrincipal(rule: Building, word: string): string | null {
  if (word === 'collaborators') rule.collaborators = true;
  else if (DOMAIN.test(word)) rule.domains.add(DOMAIN.exec(word)![1]!.toLowerCase());
  else if (EMAIL.test(word)) rule.emails.add(word.toLowerCase());
  else if (word.indexOf(':') > 0) rule.basic.add(basicDigest(word));
  else
    return `"${word}" is not a principal: write user:password, an email address, *@domain or collaborators`;
  return null;
}

export function parseAuth(text: string, problems: RuleProblem[]): PathTable<AuthRule> | null {
  const file = 'AUTH';
  const rules = new Map<string, Building>();
  for (const line of contentLines(text, file, problems)) {
    const words = line.text.split(/\s+/);
    const path = words[0]!.startsWith('/') ? words.shift()! : '/*';
    if (words.length === 0) {
      problems.push(
        problem(
          file,
          line,
          `${path} names nobody: add who may see it (user:password, an email, collaborators)`,
        ),
      );
      continue;
    }
    const pattern = parsePattern(path);
    if (typeof pattern === 'string') {
      problems.push(problem(file, line, pattern));
      continue;
    }
    const key = pattern.literal ?? pattern.regex!.source;
    const rule: Building = rules.get(key) ?? {
      pattern,
      basic: new Set(),
      emails: new Set(),
      domains: new Set(),
      collaborators: false,
    };
    let added = 0;
    for (const word of words) {
      const bad = addPrincipal(rule, word);
      if (bad) problems.push(problem(file, line, bad));
      else added++;
    }
    if (added > 0) rules.set(key, rule);
  }
  if (rules.size === 0) return null;
  const table = new PathTable<AuthRule>();
  for (const { pattern, ...rule } of rules.values()) table.add(pattern, rule);
  return table;
}
