/**
 * The sitepub CLI against a real cluster (test/helpers/cluster.ts: two origins on PostgreSQL + Ceph behind
 * HAProxy, two standalone edges): a deploy with an upload plan streamed to origin A is listed, cut over, rolled
 * back and torn down through origin B, and both standalone edges serve each change, whichever origin made it;
 * a site's rule files are reported by the origin and applied by both edges, and a protected preview asks either
 * origin about a token.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../edge/helpers/http.ts';
import { eventually, startCluster, type Cluster } from '../helpers/cluster.ts';
import { runCli, type CliResult } from '../cli/run-cli.ts';
import { tgzOf } from '../helpers/archives.ts';
import { heldDeploy, randomSite } from '../helpers/held-deploy.ts';
import { api, putArchive } from '../helpers/server.ts';

const DOMAIN = 'cluster-cli.example.com';
let c: Cluster;
let tmp: string;
let site: string;
let token: string;

beforeAll(async () => {
  c = await startCluster({ origins: 2, edges: 2 });
  token = await c.token('cli@cluster.test');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-cluster-cli-'));
  site = path.join(tmp, 'site');
  fs.mkdirSync(path.join(site, 'css'), { recursive: true });
  fs.writeFileSync(path.join(site, 'css', 'site.css'), 'body { color: #222 }\n');
  fs.writeFileSync(path.join(site, 'app.js'), `console.log(${JSON.stringify('x'.repeat(5000))});\n`);
}, 600_000);
afterAll(async () => {
  await c?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** The CLI pointed at one origin (`a` or `b`) directly, or at the balancer. */
const cli = (at: 'a' | 'b' | 'lb', args: string[]): Promise<CliResult> => {
  const endpoint = at === 'lb' ? c.balancer : c.origins[at === 'a' ? 0 : 1]!.api;
  return runCli(['--endpoint', endpoint, ...args], { home: tmp, env: { SURGE_TOKEN: token } });
};

function ok(r: CliResult): CliResult {
  expect(r.code, `exit ${r.code}\n${r.stdout}\n${r.stderr}`).toBe(0);
  return r;
}

async function deploy(at: 'a' | 'b', version: string, extra: string[] = []) {
  fs.writeFileSync(path.join(site, 'index.html'), `<p>${version}</p>\n`);
  return JSON.parse(ok(await cli(at, ['deploy', site, DOMAIN, '--json', ...extra])).stdout) as {
    revision: number;
    uploadedFiles: number;
    fileCount: number;
  };
}

interface Listed {
  rev: number;
  current: boolean;
}
const revisions = async (at: 'a' | 'b'): Promise<Listed[]> =>
  JSON.parse(ok(await cli(at, ['list', DOMAIN, '--json'])).stdout) as Listed[];

/** Both standalone edges serve `body` for the domain's index (they learn of it from whichever origin). */
const servedEverywhere = (body: string, host = DOMAIN) =>
  eventually(async () => {
    for (const edge of c.edges)
      expect((await get(edge, host, '/index.html')).body.toString(), `${edge} ${host}`).toBe(body);
  });

describe('the sitepub CLI through two interchangeable origins', { timeout: 120_000 }, () => {
  it('deploys through A (upload plan: the second deploy sends only what changed); both edges serve it', async () => {
    const first = await deploy('a', 'v1');
    expect(first).toMatchObject({ fileCount: 3, uploadedFiles: 3 });
    await servedEverywhere('<p>v1</p>\n');
    const second = await deploy('a', 'v2');
    // the plan knew css/site.css and app.js (the account deployed them through this cluster already)
    expect(second.uploadedFiles).toBe(1);
    await servedEverywhere('<p>v2</p>\n');
    expect((await get(c.edges[1]!, DOMAIN, '/app.js')).body.toString()).toContain('xxxxx');
  });

  it('B lists what A deployed, and a deploy through B is planned against what A stored', async () => {
    const list = await revisions('b');
    expect(list.map((r) => r.current)).toEqual([true, false]);
    const third = await deploy('b', 'v3', ['--stage']);
    expect(third.uploadedFiles).toBe(1);
    expect((await revisions('a')).map((r) => r.current)).toEqual([false, true, false]);
    await servedEverywhere('<p>v3</p>\n', `${third.revision}-${DOMAIN}`);
  });

  it('cut over through B, roll back through A, cut over again through B: edges follow each move', async () => {
    const list = await revisions('a');
    ok(await cli('b', ['cutover', DOMAIN]));
    expect((await revisions('a'))[0]).toMatchObject({ rev: list[0]!.rev, current: true });
    await servedEverywhere('<p>v3</p>\n');
    ok(await cli('a', ['rollback', DOMAIN]));
    expect((await revisions('b')).find((r) => r.current)?.rev).toBe(list[1]!.rev);
    await servedEverywhere('<p>v2</p>\n');
    ok(await cli('b', ['cutover', DOMAIN, String(list[2]!.rev)]));
    expect((await revisions('a')).find((r) => r.current)?.rev).toBe(list[2]!.rev);
    await servedEverywhere('<p>v1</p>\n');
  });

  it('through the balancer: every command works as against one server', async () => {
    ok(await cli('lb', ['rollfore', DOMAIN]));
    await servedEverywhere('<p>v2</p>\n');
    const listed = ok(await cli('lb', ['list']));
    expect(listed.stdout).toContain(DOMAIN);
  });

  it('site rules: the origin reports bad lines (files on S3), both edges apply the rest, a protected preview admits a token', async () => {
    fs.writeFileSync(path.join(site, '_redirects'), '/old /index.html 302\n/broken\n');
    const deployed = JSON.parse(ok(await cli('b', ['deploy', site, DOMAIN, '--json'])).stdout) as {
      revision: number;
      ruleProblems: { file: string; line: number }[];
    };
    fs.rmSync(path.join(site, '_redirects'));
    expect(deployed.ruleProblems).toMatchObject([{ file: '_redirects', line: 2 }]);
    await eventually(async () => {
      for (const edge of c.edges) {
        const res = await get(edge, DOMAIN, '/old?x=1');
        expect([res.status, res.headers.location], edge).toEqual([302, '/index.html?x=1']);
      }
    });
    ok(await cli('a', ['settings', DOMAIN, 'previews=protected']));
    const preview = `${deployed.revision}-${DOMAIN}`;
    const basic = `Basic ${Buffer.from(`token:${token}`).toString('base64')}`;
    await eventually(async () => {
      for (const edge of c.edges) expect((await get(edge, preview, '/index.html')).status, edge).toBe(401);
    });
    for (const edge of c.edges)
      expect((await get(edge, preview, '/index.html', { authorization: basic })).status, edge).toBe(200);
  });

  it('an overtaken deploy through the balancer: the large one finishing last is kept, the later-started tiny one stays live', async () => {
    const O = 'cluster-overtaken.example.com';
    // ~20 MB of random bytes, held half-way while a tiny deploy (round robin: through the other origin) goes live.
    const big = heldDeploy(c.balancer, token, O, randomSite(10, 2 * 1024 * 1024), { message: 'big' });
    await big.started;
    const tiny = await putArchive(
      c.balancer,
      token,
      O,
      tgzOf([{ path: 's/index.html', body: '<p>tiny</p>' }]),
    );
    expect(tiny.status).toBe(200);
    const tinyRev = (tiny.events.at(-1) as { metadata: { rev: number } }).metadata.rev;
    const events = await big.finish();
    const info = events.at(-1) as { type: string; metadata: { rev: number }; overtaken?: { rev: number } };
    expect(info.type).toBe('info');
    expect(info.metadata.rev).toBeLessThan(tinyRev);
    expect(info.overtaken?.rev).toBe(tinyRev);
    for (const origin of c.origins) {
      const list = (await api(origin.api, token, 'GET', `/${O}/list`)).body as Listed[];
      expect(list.map((r) => [r.rev, r.current])).toEqual([
        [tinyRev, true],
        [info.metadata.rev, false],
      ]);
    }
    await servedEverywhere('<p>tiny</p>', O);
    await servedEverywhere('<p>big</p>', `${info.metadata.rev}-${O}`);
    // The live history on PostgreSQL: one move, the tiny deploy's.
    expect(c.sql(`SELECT rev, cause FROM live_history WHERE domain = '${O}' ORDER BY at`).trim()).toBe(
      `${tinyRev}|deploy`,
    );
  });

  it('edges read the blobs straight from the bucket (presigned URLs from an origin), not through an origin', async () => {
    const big = path.join(tmp, 'big');
    fs.mkdirSync(big);
    const large = crypto.randomBytes(600 * 1024);
    fs.writeFileSync(path.join(big, 'large.bin'), large);
    fs.writeFileSync(path.join(big, 'index.html'), '<p>big</p>\n');
    const blobUrlsAsked = () =>
      c.origins
        .map((o) => o.stderr())
        .join('\n')
        .match(/"url":"\/_sitepub\/blob-urls"/g)?.length ?? 0;
    const blobUrlsBefore = blobUrlsAsked(); // earlier tests' syncs may have asked
    ok(await cli('lb', ['deploy', big, 'cluster-direct.example.com', '--json']));
    await servedEverywhere('<p>big</p>\n', 'cluster-direct.example.com');
    for (const edge of c.edges)
      expect((await get(edge, 'cluster-direct.example.com', '/large.bin')).body.equals(large)).toBe(true);
    const logs = c.origins.map((o) => o.stderr()).join('\n');
    // the presigned URLs came with the origin's sync request, beside the file list (docs/edge.md, "What the sync
    // request carries"): the edges asked an origin for neither, and took no blob through one
    expect(logs).toMatch(/"url":"\/_sitepub\/projects"/); // the origins' request log is read (reconciles)
    expect(logs).not.toMatch(/"url":"\/_sitepub\/revisions\/cluster-direct/);
    expect(logs).not.toMatch(/"url":"\/_sitepub\/blobs/);
    expect(blobUrlsAsked()).toBe(blobUrlsBefore);

    // The origin's two answers: a URL per blob to an edge that predates `byObject`, each URL once to one that asks.
    const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
    const small = [Buffer.from('<p>big</p>\n'), fs.readFileSync(path.join(site, 'css', 'site.css'))].map(sha);
    const sha256 = [...small, sha(large)];
    const ask = async (byObject?: boolean) => {
      const res = await fetch(`${c.origins[1]!.api}/_sitepub/blob-urls`, {
        method: 'POST',
        headers: { authorization: `Bearer ${c.env.SITEPUB_EDGE_SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ sha256, byObject }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    };
    const old = (await ask()) as { urls: { sha256: string; url: string; offset: number; size: number }[] };
    expect(Object.keys(old)).toEqual(['urls']);
    expect(old.urls.map((u) => u.sha256)).toEqual(sha256);
    const grouped = (await ask(true)) as { objects: string[]; blobs: { object: number; offset: number }[] };
    expect(Object.keys(grouped).sort()).toEqual(['blobs', 'objects']);
    expect(new Set(grouped.objects).size).toBe(grouped.objects.length);
    // the same objects and ranges (each answer signs its URLs anew: compared without the query)
    const object = (url: string | undefined) => url?.split('?')[0];
    const where = (url: string | undefined, offset: number) => `${object(url)} ${offset}`;
    expect(grouped.blobs.map((b) => where(grouped.objects[b.object], b.offset))).toEqual(
      old.urls.map((u) => where(u.url, u.offset)),
    );
  });

  it('tears down through B what A deployed: gone from both origins and both edges', async () => {
    ok(await cli('b', ['teardown', DOMAIN]));
    for (const at of ['a', 'b'] as const) {
      const r = await cli(at, ['list', DOMAIN]);
      expect(r.code, r.stderr).not.toBe(0);
    }
    await eventually(async () => {
      for (const edge of c.edges) expect((await get(edge, DOMAIN, '/index.html')).status).toBe(404);
    });
  });
});
