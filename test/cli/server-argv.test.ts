import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import { serverCommandOf, serverCommandOnly } from '../../src/cli/server-argv.ts';
import { buildProgram } from '../../src/cli/program.ts';
import { buildServerProgram } from '../../src/cli/root-program.ts';
import { Redactor } from '../../src/cli/redact.ts';
import { main } from '../../src/cli/main.ts';
import type { Io, OutStream } from '../../src/cli/io.ts';

describe('serverCommandOf: which server command the bin is asked to run (it checks the node for it first)', () => {
  it('finds serve and edge after global options and their values', () => {
    expect(serverCommandOf(['serve', '--port', '0'])).toBe('serve');
    expect(serverCommandOf(['--endpoint', 'http://x', 'edge', '--origin', 'http://o'])).toBe('edge');
    expect(serverCommandOf(['-e', 'serve', 'deploy', '.'])).toBeNull(); // `serve` is -e's value here
    expect(serverCommandOf(['--json', 'serve'])).toBe('serve');
  });
  it('is null for client commands, none, or after --', () => {
    expect(serverCommandOf(['deploy', 'serve'])).toBeNull();
    expect(serverCommandOf([])).toBeNull();
    expect(serverCommandOf(['--', 'serve'])).toBeNull();
  });
});

function memory(): OutStream & { text: string } {
  return {
    text: '',
    isTTY: false,
    columns: 100,
    write(chunk: string) {
      this.text += chunk;
      return true;
    },
  };
}

const memoryIo = (): Io & { stdout: { text: string }; stderr: { text: string } } => ({
  stdout: memory(),
  stderr: memory(),
  stdin: Readable.from([]) as unknown as Io['stdin'],
  env: {},
  cwd: '/',
  home: '/nonexistent',
});

/** Every command's help, and what parsing the arguments prints, with one program or the other. */
async function parsed(program: (io: Io) => Command, argv: string[]): Promise<string> {
  const io = memoryIo();
  try {
    await program(io).parseAsync(argv, { from: 'user' });
  } catch {
    // commander's exit override: help printed, or a usage error
  }
  return io.stdout.text + io.stderr.text;
}

describe('a server command line gets a program of the server commands only (no client module loaded)', () => {
  it('is chosen for serve and edge, not when help of the whole program may be asked for', () => {
    expect(serverCommandOnly(['edge', '--origin', 'http://o'])).toBe(true);
    expect(serverCommandOnly(['--json', 'serve', '--port', '0'])).toBe(true);
    expect(serverCommandOnly(['--help', 'edge'])).toBe(false);
    expect(serverCommandOnly(['edge', '-h'])).toBe(false);
    expect(serverCommandOnly(['deploy', '.'])).toBe(false);
  });

  it('has serve and edge, with the same options, help and usage errors as the whole program', async () => {
    const server = (io: Io) => buildServerProgram({ io, redactor: new Redactor() });
    const whole = (io: Io) => buildProgram({ io, redactor: new Redactor() });
    expect(server(memoryIo()).commands.map((c) => c.name())).toEqual(['serve', 'edge']);
    for (const argv of [
      ['edge', '--help'],
      ['serve', '--help'],
      ['edge'],
      ['--json', 'edge', '--origin'],
      ['serve', '--port', 'x'],
      ['serve', '--bogus'],
    ]) {
      const text = await parsed(server, argv);
      expect(text.length, argv.join(' ')).toBeGreaterThan(20);
      expect(text, argv.join(' ')).toBe(await parsed(whole, argv));
    }
  });

  it('main() reports a server command usage error as before', async () => {
    const io = memoryIo();
    expect(await main(['--json', 'edge'], io)).toBe(2);
    expect(JSON.parse(io.stdout.text)).toMatchObject({
      error: { message: "required option '--origin <url>' not specified", exitCode: 2 },
    });
  });
});
