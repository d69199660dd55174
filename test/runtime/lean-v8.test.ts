/**
 * The lean V8 settings of client processes (src/runtime/lean-v8.ts) take effect when set at run time, and the
 * bin gives them to every command but the servers (src/cli/server-argv.ts).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program.ts';
import { GLOBAL_VALUE_OPTIONS, SERVER_COMMANDS, runsServer } from '../../src/cli/server-argv.ts';
import { Redactor } from '../../src/cli/redact.ts';
import { processIo } from '../../src/cli/io.ts';

const LEAN = fileURLToPath(new URL('../../src/runtime/lean-v8.ts', import.meta.url));

/** Size of the young generation (MB) after churning through short-lived objects, in a fresh node. */
function youngGenerationMb(lean: boolean): number {
  const script = `
    import v8 from 'node:v8';
    if (${lean}) (await import(${JSON.stringify(LEAN)})).useLeanV8();
    let keep = [];
    for (let i = 0; i < 2e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 50000) keep = []; }
    const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    process.stdout.write(String(young.space_size / 2 ** 20));`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

describe('useLeanV8', () => {
  it('keeps the young generation at a few MB (node grows it to tens of MB)', () => {
    // What the lean process ends with varies with when its scavenges fall around the flags being set: 1-3.5 MB
    // in 20 runs on an idle machine, 4.75 MB once in CI under load; without the flags, 64 MB every time.
    const lean = youngGenerationMb(true);
    const normal = youngGenerationMb(false);
    expect(lean).toBeLessThanOrEqual(8);
    expect(normal).toBeGreaterThanOrEqual(lean * 4);
  });
});

describe('runsServer', () => {
  it('finds serve and edge after global options, values included', () => {
    expect(runsServer(['serve'])).toBe(true);
    expect(runsServer(['edge', '--origin', 'http://x'])).toBe(true);
    expect(runsServer(['--token', 'serve', 'deploy', '.', 'a.example'])).toBe(false);
    expect(runsServer(['-e', 'http://127.0.0.1:1', '--json', 'serve'])).toBe(true);
    expect(runsServer(['--endpoint=http://x', 'serve'])).toBe(true);
    expect(runsServer(['deploy', 'serve', 'a.example'])).toBe(false);
    expect(runsServer(['--', 'serve'])).toBe(false);
    expect(runsServer([])).toBe(false);
    expect(runsServer(['--help'])).toBe(false);
  });

  it('knows every global option that takes a value, and every server command', () => {
    const program = buildProgram({ io: processIo(), redactor: new Redactor() });
    const valued = program.options
      .filter((o) => o.required || o.optional)
      .flatMap((o) => [o.short, o.long].filter((f): f is string => f !== undefined));
    expect(new Set(valued)).toEqual(GLOBAL_VALUE_OPTIONS);
    for (const name of SERVER_COMMANDS) expect(program.commands.map((c) => c.name())).toContain(name);
  });
});
