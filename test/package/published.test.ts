/**
 * What `npm publish` would ship: `npm pack --dry-run` (which runs `prepack`, the tsc build into lib/) lists the
 * bin, the Action, action.yml and every `exports` target with its types; then a plain Node 24 process, with no
 * TypeScript in the way, imports the four entry points by the package's own name (`sitepub/client`, ...) and
 * runs docs/client.md's example against a real server: a staged deploy, its progress events, a cutover, and
 * docs/packer.md's manifest diff.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.ts';
import { fetchSite } from '../cli/run-cli.ts';

const run = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
  exports: Record<string, string>;
};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-published-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const CONSUMER = `
import { createClient, isEvent } from 'sitepub/client';
import { diffManifests, localManifest } from 'sitepub/pack';
import { buildApp } from 'sitepub/server';
import { startEdge } from 'sitepub/edge';
const { endpoint, token, source, domain } = JSON.parse(process.argv[1]);
const client = createClient({ endpoint, token });
const run = client.deploy({ domain, source, stage: true, message: 'PR #12', meta: { pr: '12' } });
let progress = 0;
for await (const event of run) if (isEvent(event, 'progress')) progress++;
const result = await run.result;
await client.cutover(domain, result.revision);
const diff = diffManifests(await localManifest(source), await client.manifest(domain));
console.log(JSON.stringify({ buildApp: typeof buildApp, startEdge: typeof startEdge, revision: result.revision,
  previewUrl: result.previewUrl, progress, diff }));
`;

/** The files `npm pack` would put in the tarball; packing runs `prepack`, which builds lib/. */
let files: Set<string>;
beforeAll(async () => {
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--silent'], {
    cwd: REPO,
    maxBuffer: 64 * 1024 * 1024,
  });
  const [packed] = JSON.parse(stdout.slice(stdout.indexOf('['))) as { files: { path: string }[] }[];
  files = new Set(packed!.files.map((f) => f.path));
}, 120_000);

describe('the published package', () => {
  it('ships lib/ (built by prepack) for every export, the bin and the Action, and not the sources', () => {
    for (const target of Object.values(pkg.exports)) {
      expect(files, target).toContain(target.replace(/^\.\//, ''));
      expect(files, target).toContain(target.replace(/^\.\//, '').replace(/\.js$/, '.d.ts'));
    }
    expect(files).toContain(pkg.bin.sitepub);
    expect(files).toContain('dist/index.js');
    expect(files).toContain('action.yml');
    expect([...files].filter((f) => f.startsWith('src/') || f.startsWith('test/'))).toEqual([]);
  });

  it('runs the documented example from the built entry points under plain node', async () => {
    const srv = await startTestServer({ edges: 1 });
    try {
      const source = path.join(tmp, 'site');
      fs.mkdirSync(source, { recursive: true });
      fs.writeFileSync(path.join(source, 'index.html'), '<p>from the package</p>');
      const args = { endpoint: srv.api, token: await srv.token(), source, domain: 'published.localhost' };
      // -e with the repository as working folder: the package resolves its own name through its exports
      const { stdout } = await run(
        process.execPath,
        ['--input-type=module', '--no-experimental-strip-types', '-e', CONSUMER, JSON.stringify(args)],
        { cwd: REPO },
      );
      const out = JSON.parse(stdout) as Record<string, unknown>;
      expect(out).toMatchObject({
        buildApp: 'function',
        startEdge: 'function',
        diff: { added: [], changed: [], removed: [] },
      });
      expect(out.progress).toBeGreaterThan(0);
      expect(String(out.previewUrl)).toContain(`${out.revision}-published.localhost`);
      const page = await fetchSite(`http://published.localhost:${new URL(srv.edges[0]!).port}/`);
      expect(page.body).toBe('<p>from the package</p>');
    } finally {
      await srv.close();
    }
  }, 60_000);
});
