// `sitepub --help` for people (issue #31, item 8): grouped by task, with examples, within 100 columns, and the
// global options on every command's help.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { buildProgram } from '../../src/cli/program.ts';
import { Redactor } from '../../src/cli/redact.ts';
import type { Io, OutStream } from '../../src/cli/io.ts';
import { COMMAND_GROUPS, HELP_WIDTH } from '../../src/cli/help.ts';

function memory(columns?: number): OutStream & { text: string } {
  return {
    text: '',
    isTTY: false,
    ...(columns !== undefined ? { columns } : {}),
    write(chunk: string) {
      this.text += chunk;
      return true;
    },
  };
}

async function help(args: string[], columns?: number): Promise<string> {
  const stdout = memory(columns);
  const io: Io = {
    stdout,
    stderr: memory(columns),
    stdin: Readable.from([]) as unknown as Io['stdin'],
    env: {},
    cwd: '/',
    home: '/nonexistent',
  };
  expect(await main([...args, '--help'], io)).toBe(0);
  return stdout.text;
}

const wide = (text: string) => text.split('\n').filter((l) => l.length > HELP_WIDTH);

/** Every command path of the program, e.g. ['deploy'], ['tokens', 'revoke']. */
function commandPaths(): string[][] {
  const io = { stdout: memory(), stderr: memory() } as unknown as Io;
  const program = buildProgram({ io, redactor: new Redactor() });
  const paths: string[][] = [];
  const walk = (cmd: typeof program, prefix: string[]): void => {
    for (const sub of cmd.commands) {
      paths.push([...prefix, sub.name()]);
      walk(sub, [...prefix, sub.name()]);
    }
  };
  walk(program, []);
  return paths;
}

describe('sitepub --help', () => {
  it('groups the commands by task, in order, with examples, every line within 100 columns', async () => {
    const text = await help([]);
    expect(wide(text)).toEqual([]);
    const headings = COMMAND_GROUPS.map((g) => g.heading);
    expect(headings).toEqual(
      expect.arrayContaining(['Publish:', 'Revisions:', 'Projects:', 'Account:', 'Self-hosting:']),
    );
    const at = headings.map((h) => text.indexOf(`\n${h}\n`));
    for (const [i, pos] of at.entries()) expect(pos, headings[i]).toBeGreaterThan(0);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // each group lists its commands, and no command is left ungrouped
    for (const g of COMMAND_GROUPS) {
      const start = text.indexOf(`\n${g.heading}\n`);
      const block = text.slice(start, text.indexOf('\n\n', start + 1));
      for (const name of g.commands)
        expect(block, `${name} under ${g.heading}`).toMatch(new RegExp(`\\n  ${name}\\b`));
    }
    expect(text).not.toContain('Other commands:');
    expect(text).toMatch(/Examples:\n/);
    expect(text).toContain('sitepub deploy ./dist my-site.surge.sh --stage');
    expect(text).toContain('export SURGE_ENDPOINT=');
  });

  it('every top-level command belongs to a task group', () => {
    const grouped = COMMAND_GROUPS.flatMap((g) => g.commands);
    const top = commandPaths()
      .filter((p) => p.length === 1)
      .map((p) => p[0]!);
    expect(top.filter((n) => !grouped.includes(n))).toEqual([]);
  });

  it('deploy --help shows the global options --token, --endpoint, --json', async () => {
    const text = await help(['deploy']);
    const globals = text.slice(text.indexOf('Global Options:'));
    expect(text).toContain('Global Options:');
    for (const flag of ['--token <token>', '--endpoint <url>', '--json', '--debug', '--no-color'])
      expect(globals).toContain(flag);
  });

  it("every command's --help shows the global options and stays within 100 columns", async () => {
    for (const p of commandPaths()) {
      if (p.at(-1) === 'help') continue;
      const text = await help(p);
      expect(wide(text), p.join(' ')).toEqual([]);
      expect(text, p.join(' ')).toMatch(/Global Options:[\s\S]*--endpoint <url>[\s\S]*--token <token>/);
    }
  });
});
