/** `serve --help`, `edge --help` and `migrate --help` against the docs: every option the CLI takes is documented, and --json too. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { REPO, runCli } from './run-cli.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-help-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const doc = (name: string) => fs.readFileSync(path.join(REPO, 'docs', name), 'utf8');
/** The command's own options (the global ones, listed after them, are documented in docs/cli.md). */
const flagsOf = (help: string) =>
  [...help.split('Global Options:')[0]!.matchAll(/^\s+(--[a-z-]+)/gm)]
    .map((m) => m[1]!)
    .filter((f) => f !== '--help');

it.each([
  ['serve', ['cli.md', 'server.md']],
  ['edge', ['cli.md', 'edge.md']],
  ['migrate', ['cli.md', 'scale-out.md']],
] as const)(
  'every option of `%s --help` is in the docs, and the help describes --json',
  async (cmd, docs) => {
    const r = await runCli([cmd, '--help'], { home: tmp });
    expect(r.code).toBe(0);
    const flags = flagsOf(r.stdout);
    expect(flags.length).toBeGreaterThan(3);
    for (const name of docs) {
      const text = doc(name);
      const missing = flags.filter((f) => !text.includes(f));
      expect([name, missing]).toEqual([name, []]);
    }
    expect(r.stdout).toContain('--json');
  },
);
