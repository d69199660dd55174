/**
 * dist/ is committed (the Action runs it as is): rebuilding it from src/ must give the same bytes. Fails when
 * someone changed src/ without `npm run package`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const node = join(root, 'node_modules', '.bin', 'node');

async function files(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) out.push(relative(dir, join(e.parentPath, e.name)));
  }
  return out.sort();
}

describe('dist/', () => {
  let out = '';
  afterAll(async () => {
    if (out) await rm(out, { recursive: true, force: true });
  });

  it('is what `npm run package` builds from the current sources', { timeout: 300_000 }, async () => {
    out = await mkdtemp(join(tmpdir(), 'sitepub-dist-'));
    await promisify(execFile)(node, [join(root, 'scripts', 'package.mjs'), '--out', out], { cwd: root });
    const committed = await files(join(root, 'dist'));
    const rebuilt = await files(out);
    expect(rebuilt, 'file list of dist/ (run `npm run package` and commit dist/)').toEqual(committed);
    for (const f of rebuilt) {
      const same = (await readFile(join(out, f))).equals(await readFile(join(root, 'dist', f)));
      expect(same, `dist/${f} is stale: run \`npm run package\` and commit dist/`).toBe(true);
    }
  });
});
