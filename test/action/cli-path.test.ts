/**
 * The `sitepub` launcher the Action puts on PATH (src/action/cli-path.ts) runs its own dist/cli/index.js with
 * the arguments given, whatever characters the Action's folder holds (it comes from the `uses:` ref).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cmdQuote, installCli, shQuote } from '../../src/action/cli-path.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('installCli', () => {
  it('writes a launcher that runs the CLI from a folder named with quotes, $ and backquotes', async () => {
    root = mkdtempSync(join(tmpdir(), 'cli-path-'));
    const cliDir = join(root, `act'ion "v1" $HOME \`id\` 100%`, 'cli');
    mkdirSync(cliDir, { recursive: true });
    writeFileSync(join(cliDir, 'index.js'), 'process.stdout.write(JSON.stringify(process.argv.slice(2)));');
    const dir = (await installCli(cliDir, root))!;
    const out = execFileSync('sh', [join(dir, 'sitepub'), 'deploy', 'a b', '$x'], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual(['deploy', 'a b', '$x']);
    expect(readFileSync(join(dir, 'sitepub.cmd'), 'utf8')).toContain(
      `"${join(cliDir, 'index.js').replaceAll('%', '%%')}"`,
    );
  });

  it('puts nothing on PATH when the CLI is not bundled beside the Action', async () => {
    root = mkdtempSync(join(tmpdir(), 'cli-path-'));
    expect(await installCli(join(root, 'missing'), root)).toBeNull();
  });

  it('quotes for sh and cmd', () => {
    expect(shQuote(`it's`)).toBe(`'it'\\''s'`);
    expect(cmdQuote('C:\\a%b')).toBe('"C:\\a%%b"');
  });
});
