/**
 * scripts/corpora.sh, the project's own fetch of the test and benchmark corpora (npm packages, `npm pack`): the
 * cache layout `${SITEPUB_CORPORA}/<name>/site` + `<name>/.done` (which existing caches already have), one
 * corpus at a time, nothing fetched again once done, and a clear usage error for a name it does not know.
 * test/helpers/corpora.ts's corpusPath() fetches through it only the corpus asked for.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
const SCRIPT = path.join(REPO, 'scripts/corpora.sh');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-corpora-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** npm (run by the script) with this test's Node first on PATH. */
const env = (root: string): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
  SITEPUB_CORPORA: root,
});

describe('scripts/corpora.sh', () => {
  it('fetches one corpus into <root>/<name>/site, marks it done, and does not fetch it again', () => {
    const root = path.join(tmp, 'cache');
    execFileSync('bash', [SCRIPT, 'swagger-ui'], { env: env(root), stdio: 'pipe' });
    expect(fs.readdirSync(root)).toEqual(['swagger-ui']);
    expect(fs.existsSync(path.join(root, 'swagger-ui', '.done'))).toBe(true);
    const index = fs.readFileSync(path.join(root, 'swagger-ui', 'site', 'index.html'), 'utf8');
    expect(index).toContain('<title>Swagger UI</title>');
    expect(
      JSON.parse(fs.readFileSync(path.join(root, 'swagger-ui', 'site', 'package.json'), 'utf8')),
    ).toMatchObject({
      name: 'swagger-ui-dist',
      version: '5.35.0',
    });
    // done: a second run leaves the folder as it is
    fs.writeFileSync(path.join(root, 'swagger-ui', 'site', 'marker'), 'kept');
    execFileSync('bash', [SCRIPT, 'swagger-ui'], { env: env(root), stdio: 'pipe' });
    expect(fs.readFileSync(path.join(root, 'swagger-ui', 'site', 'marker'), 'utf8')).toBe('kept');
  }, 120_000);

  it('refuses a name it does not know, naming the corpora, with exit 2 and nothing fetched', () => {
    const root = path.join(tmp, 'unknown');
    const r = spawnSync('bash', [SCRIPT, 'swagger-ui', 'swager-ui'], { env: env(root), encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      "unknown corpus 'swager-ui'; the corpora are swagger-ui, mdi-icons and monaco",
    );
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('is what corpusPath() uses: only the corpus asked for is fetched', () => {
    const root = path.join(tmp, 'helper');
    const code = `import { corpusPath } from ${JSON.stringify(path.join(REPO, 'test/helpers/corpora.ts'))};
      console.log(corpusPath('swagger-ui'));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
      env: env(root),
      encoding: 'utf8',
    });
    expect(out.trim().split('\n').at(-1)).toBe(path.join(root, 'swagger-ui', 'site'));
    expect(fs.readdirSync(root)).toEqual(['swagger-ui']);
  }, 120_000);
});
