/**
 * The repository stands alone (issue #39): no tracked file names a path that exists only on the machine it was
 * written on (the repository's own location, the user's home folder, the development machine's work folder) or a
 * folder beside the checkout (`shared/` one level up, which a clone does not have). What a comment or a doc cites lives
 * in docs/ (e.g. docs/surge-protocol.md for the protocol notes). Checked over every tracked text file, the ncc
 * bundles in dist/ included (they carry the sources' comments).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** `../`, written so that this file does not name what it looks for. */
const UP = ['..', ''].join('/');
/** A folder beside the checkout, reached with one or more `../`. */
const BESIDE = /(?:\.\.\/)+shared\b/;
/** The development machine's work folder at the start of an absolute path (not a runner's `/home/runner/work`). */
const WORK_ROOT = /(?<![\w.~-])\/work\//;

/**
 * Literal absolute paths of this machine: the checkout, the folder holding it (when it is not a top folder such
 * as /tmp, which docs may name on purpose), the home folder.
 */
function machinePaths(): string[] {
  const depth = (p: string): number => p.split(sep).filter(Boolean).length;
  const paths = [ROOT, ...(depth(dirname(ROOT)) >= 2 ? [dirname(ROOT)] : []), homedir()];
  return [...new Set(paths.filter((p) => depth(p) >= 1))].map((p) => `${p}/`);
}

/** `file:line: text` for each line that names a machine path or a folder beside the checkout. */
export function findMachinePaths(files: ReadonlyMap<string, string>, literal: readonly string[]): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    text.split('\n').forEach((line, i) => {
      if (BESIDE.test(line) || WORK_ROOT.test(line) || literal.some((p) => line.includes(p))) {
        found.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}`);
      }
    });
  }
  return found;
}

function trackedTextFiles(): Map<string, string> {
  const names = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  const files = new Map<string, string>();
  for (const name of names) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(ROOT, name));
    } catch {
      continue; // deleted in the working tree, not yet committed
    }
    if (bytes.includes(0)) continue; // binary
    files.set(name, bytes.toString('utf8'));
  }
  return files;
}

describe('tracked files name no path of this machine', () => {
  it('finds the kinds of path it forbids (the check itself can fail)', () => {
    const sample = new Map([
      ['a.md', `see ${UP}shared/spec/notes.md`],
      ['b.ts', `// from ${UP}${UP}shared/services/README.md`],
      ['c.sh', `script=${['', 'work', 'shared', 'fetch.sh'].join('/')}`],
      ['d.json', `{"dir": "${homedir()}/.cache/x"}`],
      [
        'e.md',
        `a runner checks out into ${['', 'home', 'runner', 'work', 'r', 'r'].join('/')}; see docs/x.md`,
      ],
    ]);
    const found = findMachinePaths(sample, machinePaths());
    expect(found.map((f) => f.split(':')[0])).toEqual(['a.md', 'b.ts', 'c.sh', 'd.json']);
  });

  it('no tracked file names the checkout, the home folder, the work folder or a folder beside the checkout', () => {
    const files = trackedTextFiles();
    expect(files.size).toBeGreaterThan(100);
    expect(findMachinePaths(files, machinePaths()), 'cite a file in docs/ instead').toEqual([]);
  });
});
