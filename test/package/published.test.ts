/**
 * What `npm publish` would ship: `npm pack --dry-run` (which runs `prepack`, the tsc build into lib/) lists the
 * bin, the Action, action.yml and every `exports` target with its types; then a plain Node 24 process, with no
 * TypeScript in the way, imports the four entry points by the package's own name (`sitepub/client`, ...) and
 * runs the documented examples: docs/server.md's startServer (a real server with an edge) and buildApp over
 * SqliteStore, docs/client.md's staged deploy with its progress events and cutover, docs/packer.md's manifest
 * diff, and the page served by the edge. docs/packer.md's example runs as pasted from a project depending on the
 * package, and the shipped .d.ts files import only packages that are dependencies with types of their own (a strict
 * consumer, skipLibCheck false, must resolve them).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/index.ts';
import { startTestServer } from '../helpers/server.ts';

const run = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
  exports: Record<string, string>;
};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-published-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const CONSUMER = `
import { get } from 'node:http';
import { createClient, isEvent } from 'sitepub/client';
import { diffManifests, localManifest } from 'sitepub/pack';
import { buildApp, SqliteStore, startServer } from 'sitepub/server';
import { startEdge } from 'sitepub/edge';
const { data, source, domain } = JSON.parse(process.argv[1]);
const server = await startServer({ data: data + '/served', port: 0, edges: 1, logger: false });
const { token } = await createClient({ endpoint: server.api, email: 'lib@example.com', password: 'a long passphrase' })
  .mintToken();
const client = createClient({ endpoint: server.api, token });
const run = client.deploy({ domain, source, stage: true, message: 'PR #12', meta: { pr: '12' } });
let progress = 0;
for await (const event of run) if (isEvent(event, 'progress')) progress++;
const result = await run.result;
await client.cutover(domain, result.revision);
const diff = diffManifests(await localManifest(source), await client.manifest(domain));
const page = await new Promise((resolve, reject) =>
  get(server.edges[0] + '/', { headers: { host: domain } }, (res) => {
    let body = '';
    res.setEncoding('utf8').on('data', (d) => (body += d)).on('end', () => resolve(body));
  }).on('error', reject),
);
await server.close();
const store = await SqliteStore.open({ dir: data + '/embedded' });
const app = await buildApp({ store, logger: false });
const stats = await app.inject({ url: '/stats' });
await app.close();
await store.close();
console.log(JSON.stringify({ startEdge: typeof startEdge, revision: result.revision, previewUrl: result.previewUrl,
  progress, diff, page, stats: stats.statusCode }));
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

  it('runs the documented examples from the built entry points under plain node', async () => {
    const source = path.join(tmp, 'site');
    fs.mkdirSync(source, { recursive: true });
    fs.writeFileSync(path.join(source, 'index.html'), '<p>from the package</p>');
    const args = { data: path.join(tmp, 'data'), source, domain: 'published.localhost' };
    // -e with the repository as working folder: the package resolves its own name through its exports
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '--no-experimental-strip-types', '-e', CONSUMER, JSON.stringify(args)],
      { cwd: REPO },
    );
    const out = JSON.parse(stdout) as Record<string, unknown>;
    expect(out).toMatchObject({
      startEdge: 'function',
      diff: { added: [], changed: [], removed: [] },
      page: '<p>from the package</p>',
      stats: 200,
    });
    expect(out.progress).toBeGreaterThan(0);
    expect(String(out.previewUrl)).toContain(`${out.revision}-published.localhost`);
  }, 60_000);

  it("runs docs/packer.md's example as pasted, from a project that depends on the package", async () => {
    const doc = fs.readFileSync(path.join(REPO, 'docs/packer.md'), 'utf8');
    const example = /```ts\n([\s\S]*?)```/.exec(doc)![1]!;
    const project = path.join(tmp, 'packer-example');
    fs.mkdirSync(path.join(project, 'dist'), { recursive: true });
    fs.mkdirSync(path.join(project, 'node_modules'));
    fs.symlinkSync(REPO, path.join(project, 'node_modules', 'sitepub'), 'dir');
    fs.writeFileSync(path.join(project, 'dist', 'index.html'), '<p>v2</p>');
    fs.writeFileSync(path.join(project, 'dist', 'app.js.map'), '{}');
    fs.writeFileSync(path.join(project, 'example.mjs'), example);
    const srv = await startTestServer();
    try {
      const token = await srv.token();
      const live = path.join(tmp, 'packer-live');
      fs.mkdirSync(live);
      fs.writeFileSync(path.join(live, 'index.html'), '<p>v1</p>');
      const client = createClient({ endpoint: srv.api, token });
      await client.deploy({ domain: 'my-site.example.com', source: live }).result;
      const { stdout } = await run(process.execPath, ['example.mjs'], {
        cwd: project,
        env: { ...process.env, SURGE_ENDPOINT: srv.api, SURGE_TOKEN: token },
      });
      expect(stdout).toContain("changed: [ '/index.html' ]");
      expect(fs.statSync(path.join(project, 'site.tgz')).size).toBeGreaterThan(0);
    } finally {
      await srv.close();
    }
  }, 60_000);

  it('declares no type a strict consumer cannot resolve: every package its .d.ts files import ships types and is a dependency', () => {
    const deps = (
      JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies;
    const problems: string[] = [];
    for (const file of [...files].filter((f) => f.startsWith('lib/') && f.endsWith('.d.ts'))) {
      const text = fs.readFileSync(path.join(REPO, file), 'utf8');
      for (const [, spec] of text.matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]/g)) {
        if (spec!.startsWith('.') || spec!.startsWith('node:')) continue;
        const name = spec!.startsWith('@') ? spec!.split('/').slice(0, 2).join('/') : spec!.split('/')[0]!;
        const own = JSON.parse(
          fs.readFileSync(path.join(REPO, 'node_modules', name, 'package.json'), 'utf8'),
        ) as { types?: string; typings?: string; exports?: unknown; main?: string };
        // TypeScript also finds a .d.ts beside the entry file it resolves (kysely ships its types that way)
        const root = (own.exports as Record<string, Record<string, unknown> | undefined> | undefined)?.['.'];
        const entry = typeof root?.import === 'string' ? root.import : own.main;
        const typed =
          own.types !== undefined ||
          own.typings !== undefined ||
          JSON.stringify(own.exports ?? {}).includes('"types"') ||
          fs.existsSync(path.join(REPO, 'node_modules', name, 'index.d.ts')) ||
          (typeof entry === 'string' &&
            fs.existsSync(path.join(REPO, 'node_modules', name, entry.replace(/\.m?js$/, '.d.ts'))));
        const typesPackage = `@types/${name.replace(/^@/, '').replace('/', '__')}`;
        if (!(name in deps)) problems.push(`${file}: ${name} is not a dependency`);
        else if (!typed && !(typesPackage in deps))
          problems.push(`${file}: ${name} ships no types and ${typesPackage} is not a dependency`);
      }
    }
    expect(problems).toEqual([]);
  });
});
