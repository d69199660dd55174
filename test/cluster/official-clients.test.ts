/**
 * The official clients, unchanged, through HAProxy in front of two origins on PostgreSQL + Ceph
 * (test/helpers/cluster.ts): the `surge` CLI scenario of test/server/official-cli-scenario.test.ts (publish, stage,
 * list, rollback, cutover, tokens, teardown) and `surge-sdk`'s account, publish, list, rollback, cutover and
 * teardown (test/server/sdk.test.ts). Round robin sends consecutive requests to different origins, so every step
 * reads what the other origin wrote.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../edge/helpers/http.ts';
import { eventually, startCluster, type Cluster } from '../helpers/cluster.ts';
import { api, TEST_PASSWORD } from '../helpers/server.ts';

const run = promisify(execFile);
const BIN = resolve('node_modules/.bin');
const SURGE = resolve('node_modules/surge/bin/surge');
const DOMAIN = 'cluster-surge.example.com';
const SDK_DOMAIN = 'cluster-sdk.example.com';

let c: Cluster;
let token: string;
let home: string;
let site: string;

beforeAll(async () => {
  c = await startCluster({ origins: 2, edges: 2 });
  token = await c.token('official@cluster.test');
  home = await mkdtemp(join(tmpdir(), 'sitepub-cluster-official-'));
  site = join(home, 'site');
  await mkdir(join(site, 'css'), { recursive: true });
  await writeFile(join(site, 'index.html'), '<h1>one</h1>');
  await writeFile(join(site, 'css', 'main.css'), 'h1{color:red}');
}, 300_000);
afterAll(async () => {
  await c?.close();
  if (home) await rm(home, { recursive: true, force: true });
});

async function surge(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(SURGE, [...args, '--endpoint', c.balancer], {
      env: {
        PATH: `${BIN}:${process.env.PATH ?? ''}`,
        HOME: home,
        SURGE_TOKEN: token,
        FORCE_COLOR: '0',
        NO_COLOR: '1',
      },
      timeout: 60_000,
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, out: (e.stdout ?? '') + (e.stderr ?? '') };
  }
}

const revisions = async (domain = DOMAIN) =>
  (await api(c.balancer, token, 'GET', `/${domain}/list`)).body as {
    rev: number;
    current: boolean;
    msg?: string;
  }[];

const servedEverywhere = (host: string, body: string) =>
  eventually(async () => {
    for (const edge of c.edges)
      expect((await get(edge, host, '/index.html')).body.toString(), `${edge} ${host}`).toBe(body);
  });

describe('the official surge CLI through the balancer', { timeout: 120_000 }, () => {
  it('publishes, publishes again and stages a preview', async () => {
    const r = await surge(site, DOMAIN, '-m', 'first from surge');
    expect(r.out).toContain('Success! - Published to');
    expect(r.code).toBe(0);
    await servedEverywhere(DOMAIN, '<h1>one</h1>');
    await writeFile(join(site, 'index.html'), '<h1>two</h1>');
    expect((await surge(site, DOMAIN, '-m', 'second')).code).toBe(0);
    await writeFile(join(site, 'index.html'), '<h1>three</h1>');
    const staged = await surge(site, DOMAIN, '--stage', '-m', 'staged');
    expect(staged.code).toBe(0);
    const list = await revisions();
    expect(list.map((x) => x.msg)).toEqual(['staged', 'second', 'first from surge']);
    expect(list.map((x) => x.current)).toEqual([false, true, false]);
    expect(staged.out).toContain(`Preview available at ${list[0]!.rev}-${DOMAIN}`);
    await servedEverywhere(DOMAIN, '<h1>two</h1>');
    await servedEverywhere(`${list[0]!.rev}-${DOMAIN}`, '<h1>three</h1>');
  });

  it('lists projects and revisions', async () => {
    const projects = await surge('list');
    expect(projects.code).toBe(0);
    expect(projects.out).toContain(DOMAIN);
    const revs = await surge('list', DOMAIN);
    expect(revs.code).toBe(0);
    for (const r of await revisions()) expect(revs.out).toContain(`${r.rev}-${DOMAIN}`);
  });

  it('rolls back, then cuts over to the newest and to a given revision', async () => {
    const list = await revisions();
    const back = await surge(DOMAIN, 'rollback');
    expect(back.code).toBe(0);
    expect((await revisions()).map((x) => x.current)).toEqual([false, false, true]);
    await servedEverywhere(DOMAIN, '<h1>one</h1>');
    expect((await surge(DOMAIN, 'cutover')).code).toBe(0);
    expect((await revisions()).map((x) => x.current)).toEqual([true, false, false]);
    await servedEverywhere(DOMAIN, '<h1>three</h1>');
    expect((await surge(DOMAIN, 'cutover', String(list[1]!.rev))).code).toBe(0);
    expect((await revisions()).map((x) => x.current)).toEqual([false, true, false]);
    await servedEverywhere(DOMAIN, '<h1>two</h1>');
  });

  it('shows the account and manages tokens (a token made on one origin works on the other)', async () => {
    const who = await surge('whoami');
    expect(who.code).toBe(0);
    expect(who.out).toContain('official@cluster.test');
    expect((await surge('token', 'add', '-m', 'from the cli')).code).toBe(0);
    const tokens = (await api(c.balancer, token, 'GET', '/tokens')).body as { id: string; msg: string }[];
    const made = tokens.find((t) => t.msg === 'from the cli');
    expect(made).toBeTruthy();
    for (const o of c.origins)
      expect(
        ((await api(o.api, token, 'GET', '/tokens')).body as { id: string }[]).map((t) => t.id),
      ).toContain(made!.id);
    expect((await surge('token', 'rem', made!.id)).code).toBe(0);
  });

  it('tears the project down: gone on both origins and both edges', async () => {
    const r = await surge(DOMAIN, 'teardown');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Success - ${DOMAIN} has been removed`);
    for (const o of c.origins) expect((await api(o.api, token, 'GET', `/${DOMAIN}/list`)).status).toBe(404);
    await eventually(async () => {
      for (const edge of c.edges) expect((await get(edge, DOMAIN, '/index.html')).status).toBe(404);
    });
  });
});

describe('surge-sdk through the balancer', { timeout: 120_000 }, () => {
  const require = createRequire(import.meta.url);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Any = any;
  const surgeSdk = require('surge-sdk') as (
    config: { endpoint: string },
    stream?: unknown,
  ) => Record<string, (...args: Any[]) => Any>;
  const surgeStream = require('surge-stream') as unknown;
  let sdk: Record<string, (...args: Any[]) => Any>;
  let creds: { user: string; pass: string };

  const cb = (name: string, ...args: Any[]): Promise<{ err: Any; data: Any }> =>
    new Promise((done) => sdk[name]!(...args, (err: Any, data: Any) => done({ err, data })));
  async function ok(name: string, ...args: Any[]): Promise<Any> {
    const r = await cb(name, ...args);
    expect(r.err, `${name}: ${JSON.stringify(r.err)}`).toBeFalsy();
    return r.data;
  }
  const stream = (emitter: Any): Promise<{ events: Any[]; success: boolean }> =>
    new Promise((done) => {
      const events: Any[] = [];
      emitter.on('data', (d: Any) => events.push({ ...d }));
      emitter.on('success', () => done({ events, success: true }));
      emitter.on('fail', () => done({ events, success: false }));
    });

  it('account, token, publish, list, rollback, cutover, teardown', async () => {
    sdk = surgeSdk({ endpoint: c.balancer }, surgeStream);
    const email = 'sdk@cluster.test';
    expect(await ok('account', { user: email, pass: TEST_PASSWORD })).toMatchObject({ email });
    creds = await ok('token', { user: email, pass: TEST_PASSWORD });
    await writeFile(join(site, 'index.html'), '<h1>sdk one</h1>');
    expect((await stream(sdk.publish!(site, SDK_DOMAIN, creds, {}, { _: [site, SDK_DOMAIN] }))).success).toBe(
      true,
    );
    await writeFile(join(site, 'index.html'), '<h1>sdk two</h1>');
    const second = await stream(sdk.publish!(site, SDK_DOMAIN, creds, {}, { _: [site, SDK_DOMAIN] }));
    expect(second.success).toBe(true);
    expect(second.events.map((e) => e.type)).toContain('info');
    await servedEverywhere(SDK_DOMAIN, '<h1>sdk two</h1>');
    const revs = (await ok('list', SDK_DOMAIN, creds)) as { rev: number; current: boolean }[];
    expect(revs.map((r) => r.current)).toEqual([true, false]);
    await ok('rollback', SDK_DOMAIN, creds);
    await servedEverywhere(SDK_DOMAIN, '<h1>sdk one</h1>');
    await ok('cutover', SDK_DOMAIN, creds);
    await servedEverywhere(SDK_DOMAIN, '<h1>sdk two</h1>');
    expect((await ok('teardown', SDK_DOMAIN, creds)).msg).toMatch(/removed/);
    expect((await cb('list', SDK_DOMAIN, creds)).err).toMatchObject({ status: 404 });
  });
});
