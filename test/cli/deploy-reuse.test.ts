/**
 * `sitepub deploy` with upload plans, the real CLI against the real server and an edge: a second deploy of the
 * same folder says it uploads nothing and `--json` reports `uploadedFiles: 0`; one changed file uploads one;
 * `--no-reuse` sends every file; the official `surge` CLI (which never plans) keeps working beside it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { fetchSite, runCli, runSurge, type CliResult } from './run-cli.ts';

let server: TestServer;
let tmp: string;
let site: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ edges: 1 });
  token = await server.token('reuse@cli.test');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-reuse-'));
  site = path.join(tmp, 'site');
  fs.mkdirSync(path.join(site, 'css'), { recursive: true });
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><p>reuse v1</p>\n');
  fs.writeFileSync(path.join(site, 'css', 'site.css'), 'body { color: #222 }\n');
  fs.writeFileSync(path.join(site, 'app.js'), `console.log(${JSON.stringify('x'.repeat(5000))});\n`);
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const cli = (args: string[]): Promise<CliResult> =>
  runCli(['--endpoint', server.api, ...args], { home: tmp, env: { SURGE_TOKEN: token } });

interface Deployed {
  domain: string;
  revision: number;
  url: string;
  fileCount: number;
  size: number;
  staged: boolean;
  uploadedFiles: number;
  uploadedBytes: number;
}

function deployed(r: CliResult): Deployed {
  expect(r.code, `exit ${r.code}\n${r.stdout}\n${r.stderr}`).toBe(0);
  return JSON.parse(r.stdout) as Deployed;
}

/** Bytes of the site's files now. */
const siteSize = (): number =>
  ['index.html', 'css/site.css', 'app.js'].reduce((n, f) => n + fs.statSync(path.join(site, f)).size, 0);

describe('sitepub deploy reuses content the account already deployed', { timeout: 60_000 }, () => {
  it('first deploy uploads all; the same folder to another domain uploads nothing and serves everything', async () => {
    const first = deployed(await cli(['deploy', site, 'reuse-a.localhost', '--json']));
    const size = siteSize();
    expect(first).toMatchObject({ fileCount: 3, size, uploadedFiles: 3, uploadedBytes: size });
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(['domain', 'revision', 'url', 'previewUrl', 'fileCount', 'size', 'staged']),
    );

    const second = await cli(['deploy', site, 'reuse-b.localhost']);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toContain('Uploading nothing: all 3 files already on the server');
    expect(second.stdout).toMatch(/Published reuse-b\.localhost revision \d+/);
    expect(second.stdout).toContain('3 files, 5.1 kB; 0 uploaded (0 B), 3 already on the server');
    const url = new URL(second.stdout.match(/production\s+(\S+)/)![1]!);
    expect((await fetchSite(url.href)).body).toBe('<!doctype html><p>reuse v1</p>\n');
    expect((await fetchSite(`${url}css/site.css`)).body).toBe('body { color: #222 }\n');
    expect((await fetchSite(`${url}app.js`)).body).toContain('xxxxx');
  });

  it('one changed file: "Uploading 1 of 3 files"; --json says uploadedFiles 1', async () => {
    fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><p>reuse v2!</p>\n');
    const human = await cli(['deploy', site, 'reuse-b.localhost']);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stderr).toContain('Uploading 1 of 3 files (32 B); 2 already on the server');
    const json = deployed(await cli(['deploy', site, 'reuse-c.localhost', '--json']));
    expect(json).toMatchObject({ fileCount: 3, uploadedFiles: 0, uploadedBytes: 0 });
    expect((await fetchSite(json.url)).body).toBe('<!doctype html><p>reuse v2!</p>\n');
  });

  it('--no-reuse uploads every file', async () => {
    const r = deployed(await cli(['deploy', site, 'reuse-d.localhost', '--no-reuse', '--json']));
    expect(r).toMatchObject({ fileCount: 3, uploadedFiles: 3, uploadedBytes: siteSize() });
    const human = await cli(['deploy', site, 'reuse-d.localhost', '--no-reuse']);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stderr).not.toMatch(/Uploading|already on the server/);
    expect(human.stdout).toMatch(/3 files, 5\.1 kB\n/);
  });

  it('the official surge CLI, which never plans, still deploys the whole folder', async () => {
    const r = await runSurge([site, 'reuse-surge.localhost', '--endpoint', server.api], {
      home: tmp,
      env: { SURGE_TOKEN: token },
    });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toContain('Success!');
    expect((await fetchSite(`http://reuse-surge.localhost:${new URL(server.edges[0]!).port}/`)).body).toBe(
      '<!doctype html><p>reuse v2!</p>\n',
    );
  });
});

describe('the hash cache between deploys from the same folder', { timeout: 60_000 }, () => {
  it('keeps digests of settled files; a file rewritten in place, same size, is still sent and served', async () => {
    const cached = path.join(tmp, 'cached-site');
    const hashes = path.join(tmp, 'hash-cache');
    fs.mkdirSync(cached);
    fs.writeFileSync(path.join(cached, 'index.html'), '<p>cache v1</p>\n');
    fs.writeFileSync(path.join(cached, 'about.html'), '<p>about</p>\n');
    // Files written within RACY_MS of a deploy are not remembered (they may change again in the same tick).
    await new Promise((r) => setTimeout(r, 2100));
    const run = (args: string[]) =>
      runCli(['--endpoint', server.api, ...args], {
        home: tmp,
        env: { SURGE_TOKEN: token, SITEPUB_HASH_CACHE: hashes },
      });
    deployed(await run(['deploy', cached, 'cache-a.localhost', '--json']));
    const [file] = fs.readdirSync(hashes);
    const kept = fs.readFileSync(path.join(hashes, file!), 'utf8').trim().split('\n').slice(1);
    expect(kept.map((l) => l.split('\t')[0])).toEqual(['about.html', 'index.html']);

    fs.writeFileSync(path.join(cached, 'index.html'), '<p>cache v2</p>\n'); // same size, same second
    const second = deployed(await run(['deploy', cached, 'cache-a.localhost', '--json']));
    expect(second).toMatchObject({ uploadedFiles: 1, uploadedBytes: 16 });
    expect((await fetchSite(second.url)).body).toBe('<p>cache v2</p>\n');

    // SITEPUB_HASH_CACHE=0: no cache at all (nothing new is written).
    fs.rmSync(hashes, { recursive: true });
    deployed(await run(['deploy', cached, 'cache-b.localhost', '--json']));
    expect(fs.existsSync(hashes)).toBe(true);
    fs.rmSync(hashes, { recursive: true });
    const off = await runCli(['--endpoint', server.api, 'deploy', cached, 'cache-c.localhost'], {
      home: tmp,
      env: { SURGE_TOKEN: token, SITEPUB_HASH_CACHE: '0' },
    });
    expect(off.code, off.stderr).toBe(0);
    expect(fs.existsSync(hashes)).toBe(false);
  });
});
