/**
 * The client library (what the Action and the CLI deploy with) and the real `sitepub` CLI, against the real
 * server behind a fault-injecting proxy (issue #7):
 *  - connection reset, 502 and 503 mid-upload: bounded retries, exactly one new revision, one cutover;
 *  - the server finished but the answer was lost (502): not sent again, no duplicate production cutover;
 *  - 429 with Retry-After: the wait is honoured;
 *  - a server that always answers 503: the deploy gives up after retries+1 attempts, nothing published;
 *  - the CLI with --debug prints no token anywhere, also when the deploy fails;
 *  - a workspace symlink to a secret file outside the site is not packed.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/index.ts';
import { ApiError } from '../../src/client/errors.ts';
import { runCli } from '../cli/run-cli.ts';
import { get } from '../edge/helpers/http.ts';
import { startFaultProxy, type Fault, type FaultProxy } from '../helpers/hostile-proxy.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let srv: TestServer;
let proxy: FaultProxy;
let token: string;
let work: string;
let site: string;
/** Faults for the next PUT /:domain requests, in order; other requests pass. */
const queue: Fault[] = [];

beforeAll(async () => {
  srv = await startTestServer({ edges: 1 });
  token = await srv.token('client@faults.test');
  proxy = await startFaultProxy(srv.api, (req) =>
    req.method === 'PUT' && /^\/[^/]+$/.test(req.url ?? '') ? (queue.shift() ?? null) : null,
  );
  work = await mkdtemp(join(tmpdir(), 'sitepub-clientfault-'));
  site = join(work, 'site');
  await mkdir(site);
  await writeFile(join(site, 'index.html'), '<h1>client</h1>');
  // 300 KB of incompressible content so "mid-upload" (150 KB) has room
  await writeFile(join(site, 'data.bin'), randomBytes(300_000));
});
afterAll(async () => {
  await proxy?.close();
  await srv?.close();
  await rm(work, { recursive: true, force: true });
});

const client = () => createClient({ endpoint: proxy.url, token, retry: { minDelayMs: 50 } });
const puts = () => proxy.log.filter((l) => l.method === 'PUT' && !l.path.includes('/rev')).length;
const revisions = async (domain: string) =>
  srv.server.store.revisions.listRevisions(domain, { includePending: true });

async function deployThrough(domain: string, faults: Fault[]) {
  queue.splice(0, queue.length, ...faults);
  const before = puts();
  // reuse: false: the same account deploys the same site again, and the faults need a full-size upload
  const run = client().deploy({ domain, source: site, reuse: false });
  const result = await run.result.then(
    (r) => ({ ok: true as const, r }),
    (e: unknown) => ({ ok: false as const, e }),
  );
  return { result, attempts: puts() - before };
}

describe('retries mid-upload', () => {
  it.each([
    ['a connection reset at 50%', { kind: 'reset', afterBytes: 150_000 } as Fault],
    ['a 502 at 50%', { kind: 'status', status: 502, afterBytes: 150_000 } as Fault],
    ['a 503 before any byte', { kind: 'status', status: 503, afterBytes: 0 } as Fault],
  ])('recovers from %s with one retry, one revision, one cutover', async (_name, fault) => {
    const domain = `retry-${fault.kind}-${'status' in fault ? fault.status : 0}.faults.test`;
    const { result, attempts } = await deployThrough(domain, [fault]);
    expect(result.ok, result.ok ? '' : String((result as { e: unknown }).e)).toBe(true);
    expect(attempts).toBe(2);
    const list = await revisions(domain);
    expect(list).toHaveLength(1);
    expect((await srv.server.store.projects.getProject(domain))!.liveRev).toBe(list[0]!.rev);
    expect((await get(srv.edges[0]!, domain, '/index.html')).body.toString()).toBe('<h1>client</h1>');
  });

  it('does not send again when the server finished but the answer was lost: no duplicate cutover', async () => {
    const domain = 'lost-answer.faults.test';
    const { result, attempts } = await deployThrough(domain, [{ kind: 'swallow', status: 502 }]);
    expect(result.ok).toBe(false);
    const err = (result as { e: ApiError }).e;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe('deploy-not-retried');
    expect(err.message).toMatch(/already created revision \d+ from it.*That revision is live/);
    expect(attempts).toBe(1);
    expect(await revisions(domain)).toHaveLength(1);
  });

  it('honours 429 Retry-After before trying again', async () => {
    const domain = 'retry-after.faults.test';
    const started = Date.now();
    const { result, attempts } = await deployThrough(domain, [
      { kind: 'status', status: 429, afterBytes: 0, headers: { 'retry-after': '2' } },
    ]);
    expect(result.ok).toBe(true);
    expect(attempts).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });

  it('gives up after a bounded number of attempts when every answer is 503, publishing nothing', async () => {
    const domain = 'always-503.faults.test';
    const always = Array.from(
      { length: 10 },
      () => ({ kind: 'status', status: 503, afterBytes: 0 }) as Fault,
    );
    const { result, attempts } = await deployThrough(domain, always);
    queue.length = 0;
    expect(result.ok).toBe(false);
    expect(attempts).toBe(4); // the first try and 3 retries (client default)
    expect(await revisions(domain)).toHaveLength(0);
  });
});

describe('the sitepub CLI', () => {
  it('prints no token with --debug, on success and on failure', async () => {
    const home = join(work, 'home');
    await mkdir(home, { recursive: true });
    const ok = await runCli(
      ['deploy', site, 'cli-debug.faults.test', '--endpoint', proxy.url, '--token', token, '--debug'],
      { home },
    );
    expect(ok.code, ok.stderr).toBe(0);
    queue.splice(
      0,
      queue.length,
      ...Array.from({ length: 10 }, () => ({ kind: 'status', status: 503, afterBytes: 0 }) as Fault),
    );
    const failed = await runCli(
      ['deploy', site, 'cli-debug-fail.faults.test', '--endpoint', proxy.url, '--debug'],
      { home, env: { SURGE_TOKEN: token } },
    );
    queue.length = 0;
    expect(failed.code).not.toBe(0);
    const basic = Buffer.from(`token:${token}`).toString('base64');
    for (const out of [ok.stdout, ok.stderr, failed.stdout, failed.stderr]) {
      expect(out).not.toContain(token);
      expect(out).not.toContain(basic);
    }
    expect(ok.stderr.length + failed.stderr.length).toBeGreaterThan(0); // debug did log something
  });

  it('does not pack a workspace symlink that points at a secret file outside the site', async () => {
    const secretDir = join(work, 'secrets');
    await mkdir(secretDir, { recursive: true });
    await writeFile(join(secretDir, 'id_rsa'), 'TOP-SECRET-KEY-MATERIAL');
    const linked = join(work, 'linked-site');
    await mkdir(linked, { recursive: true });
    await writeFile(join(linked, 'index.html'), 'linked');
    await symlink(join(secretDir, 'id_rsa'), join(linked, 'key.txt'));
    await symlink(secretDir, join(linked, 'secrets'));
    const home = join(work, 'home2');
    await mkdir(home, { recursive: true });
    const res = await runCli(
      ['deploy', linked, 'symlink.faults.test', '--endpoint', srv.api, '--token', token],
      { home },
    );
    expect(res.code, res.stderr).toBe(0);
    const files = await srv.server.store.revisions.getRevisionFiles(
      'symlink.faults.test',
      (await revisions('symlink.faults.test'))[0]!.rev,
    );
    expect(files.map((f) => f.path)).toEqual(['/index.html']);
    expect((await get(srv.edges[0]!, 'symlink.faults.test', '/key.txt')).body.toString()).not.toContain(
      'TOP-SECRET',
    );
    expect(`${res.stdout}${res.stderr}`).toMatch(/key\.txt/); // the skip is reported
  });
});
