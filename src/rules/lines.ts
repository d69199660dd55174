/** The lines of a rule file: numbered, comments and blank lines left out, over-long lines reported. */
import { MAX_LINE_CHARS, MAX_REDIRECT_RULES } from './limits.ts';
import type { RuleProblem } from './types.ts';

export interface Line {
  /** 1-based line number. */
  n: number;
  /** The line without its end-of-line characters (indentation kept). */
  raw: string;
  /** Trimmed. */
  text: string;
}

/** Lines worth reading: not blank, not a `#` comment, not longer than MAX_LINE_CHARS (those are reported). */
export function contentLines(text: string, file: string, problems: RuleProblem[]): Line[] {
  const out: Line[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const t = raw.trim();
    if (t === '' || t.startsWith('#')) continue;
    if (raw.length > MAX_LINE_CHARS) {
      problems.push({
        file,
        line: i + 1,
        message: `line is ${raw.length} characters long; the limit is ${MAX_LINE_CHARS}`,
      });
      continue;
    }
    out.push({ n: i + 1, raw, text: t });
  }
  return out;
}

/**
 * The content lines of a redirect file (`_redirects`, `ROUTER`) while it has fewer than MAX_REDIRECT_RULES rules
 * (`rules()`, the count so far); the first line past the limit is reported and ends the file.
 */
export function* redirectLines(
  text: string,
  file: string,
  problems: RuleProblem[],
  rules: () => number,
): Generator<Line> {
  for (const line of contentLines(text, file, problems)) {
    if (rules() >= MAX_REDIRECT_RULES) {
      problems.push(
        problem(
          file,
          line,
          `more than ${MAX_REDIRECT_RULES} rules: this line and the ones after it are ignored`,
        ),
      );
      return;
    }
    yield line;
  }
}

/** A problem of `line` in `file`. */
export function problem(file: string, line: Line, message: string): RuleProblem {
  return { file, line: line.n, message };
}
