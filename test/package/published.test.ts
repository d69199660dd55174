/**
 * The package as users get it. From a copy of the repository's files (tracked and new, not ignored: what a clone
 * has, with the repository's node_modules linked in) the `prepare` script that `npm ci` runs builds lib/, after
 * which every `exports` entry resolves by the package's own name. Then `npm pack` there, and an empty temp project
 * installs the tarball (`npm install --prefer-offline <tarball>`, as a user would) and runs `sitepub --help`,
 * `sitepub serve` (until its ready line, then SIGTERM), an import of the client and the documented examples:
 * docs/server.md's startServer (a real server with an edge) and buildApp over SqliteStore, docs/client.md's staged
 * deploy with its progress events and cutover, docs/packer.md's manifest diff (as pasted), and the page served by
 * the edge. The shipped .d.ts files import only packages that are dependencies with types of their own (a strict
 * consumer, skipLibCheck false, must resolve them).
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/index.ts';
import { startTestServer } from '../helpers/server.ts';

const run = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  bin: Record<string, string>;
  exports: Record<string, string>;
  scripts: Record<string, string>;
};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-published-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const CLONE = path.join(tmp, 'clone');
const PROJECT = path.join(tmp, 'project');
/** npm and the bin's `#!/usr/bin/env node` run with this test's Node (24), whatever the system's is. */
const env = {
  ...process.env,
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
};

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

/** The files `npm pack` put in the tarball. */
let files: Set<string>;
let prepared: { code: number; stderr: string };
beforeAll(async () => {
  // What a clone holds: the files git knows (tracked or new), never lib/ (ignored, built by `prepare`).
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO,
    encoding: 'utf8',
  }).split('\0');
  for (const file of listed.filter((f) => f && fs.existsSync(path.join(REPO, f)))) {
    fs.mkdirSync(path.dirname(path.join(CLONE, file)), { recursive: true });
    fs.copyFileSync(path.join(REPO, file), path.join(CLONE, file));
  }
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(CLONE, 'node_modules'), 'dir');
  // `npm ci` runs the `prepare` lifecycle script after installing (npm docs, "Life Cycle Scripts").
  prepared = await run('npm', ['run', 'prepare'], { cwd: CLONE, env }).then(
    () => ({ code: 0, stderr: '' }),
    (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
  );
  if (prepared.code !== 0) return;
  const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], {
    cwd: CLONE,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  const [packed] = JSON.parse(stdout.slice(stdout.indexOf('['))) as {
    filename: string;
    files: { path: string }[];
  }[];
  files = new Set(packed!.files.map((f) => f.path));
  fs.mkdirSync(PROJECT);
  fs.writeFileSync(
    path.join(PROJECT, 'package.json'),
    '{ "name": "consumer", "private": true, "type": "module" }\n',
  );
  await run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', path.join(tmp, packed!.filename)],
    { cwd: PROJECT, env, maxBuffer: 64 * 1024 * 1024 },
  );
}, 600_000);

describe('the repository after npm ci', () => {
  it('builds lib/ in the prepare script npm ci runs, so every export resolves by the package name', async () => {
    expect(pkg.scripts.prepare, 'package.json has no prepare script').toBeDefined();
    expect(prepared.code, prepared.stderr).toBe(0);
    const names = Object.keys(pkg.exports).map((k) => `${pkg.name}${k.slice(1)}`);
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `for (const n of ${JSON.stringify(names)}) console.log(n, Object.keys(await import(n)).length);`,
      ],
      { cwd: CLONE, env },
    );
    for (const name of names) expect(stdout).toMatch(new RegExp(`^${name} [1-9]\\d*$`, 'm'));
  });
});

describe('the published package', () => {
  it('ships lib/ for every export, the bin and the Action, and not the sources', () => {
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
    // -e in the project that installed the tarball: the package resolves from its node_modules
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '--no-experimental-strip-types', '-e', CONSUMER, JSON.stringify(args)],
      { cwd: PROJECT, env },
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
    const project = PROJECT;
    fs.mkdirSync(path.join(project, 'dist'), { recursive: true });
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
        env: { ...env, SURGE_ENDPOINT: srv.api, SURGE_TOKEN: token },
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
      // imports only: doc comments may quote words after a "from"
      const text = fs
        .readFileSync(path.join(CLONE, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
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

describe('the installed package in an empty project', () => {
  it('runs `sitepub --help` through the bin npm linked', async () => {
    const { stdout } = await run(path.join(PROJECT, 'node_modules/.bin/sitepub'), ['--help'], {
      cwd: PROJECT,
      env,
    });
    expect(stdout).toMatch(/^Usage: sitepub /m);
    expect(stdout).toMatch(/^\s+deploy\b/m);
    expect(stdout).toMatch(/^\s+serve\b/m);
  });

  it('runs `sitepub serve` until its ready line, answers on the API, and stops on SIGTERM with exit 0', async () => {
    const child = spawn(
      path.join(PROJECT, 'node_modules/.bin/sitepub'),
      [
        'serve',
        '--json',
        '--host',
        '127.0.0.1',
        '--port',
        '0',
        '--edges',
        '1',
        '--data',
        path.join(tmp, 'serve'),
      ],
      { cwd: PROJECT, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const ready = await new Promise<{ api: string; edges: string[] }>((resolve, reject) => {
        createInterface({ input: child.stdout }).on('line', (line) => {
          if (line.startsWith('{')) resolve(JSON.parse(line) as { api: string; edges: string[] });
        });
        void exited.then((code) =>
          reject(new Error(`serve exited with ${code} before its ready line: ${stderr}`)),
        );
      });
      expect(ready.edges).toHaveLength(1);
      const stats = await fetch(`${ready.api}/stats`);
      expect(stats.status).toBe(200);
      await stats.body?.cancel();
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, stderr).toBe(0);
  }, 60_000);

  it('imports the client by name and talks to a server with it', async () => {
    const srv = await startTestServer();
    try {
      const { stdout } = await run(
        process.execPath,
        [
          '--input-type=module',
          '--no-experimental-strip-types',
          '-e',
          `import { createClient } from 'sitepub/client';
           const c = createClient({ endpoint: process.argv[1], email: 'user@example.com', password: 'a long passphrase' });
           console.log(typeof (await c.mintToken()).token);`,
          srv.api,
        ],
        { cwd: PROJECT, env },
      );
      expect(stdout.trim()).toBe('string');
      expect(fs.realpathSync(path.join(PROJECT, 'node_modules/sitepub'))).toBe(
        path.join(PROJECT, 'node_modules/sitepub'),
      );
    } finally {
      await srv.close();
    }
  }, 60_000);
});
