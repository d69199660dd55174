/**
 * The bundled Action (dist/index.js, run as a runner runs it) against the real server behind a fault proxy and a
 * fake GitHub (issue #7), with debug logging on (RUNNER_DEBUG=1):
 *  - a connection reset at 50% of a production upload: retried once, exactly one new revision, one cutover;
 *  - a PR preview whose every upload gets 503: the step fails after a bounded number of attempts, nothing is
 *    published, and no success comment or success deployment status is written;
 *  - neither the sitepub token (nor its Basic form) nor the GitHub token appears in what the runner shows
 *    (everything but the `::add-mask::` commands that register them as secrets).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullRequestPayload, runAction, type ActionRun } from '../action/helpers/run-action.ts';
import { writeSite } from '../action/helpers/sites.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { startFaultProxy, type Fault, type FaultProxy } from '../helpers/hostile-proxy.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const DOMAIN = 'action-faults.localhost';
const GH_TOKEN = 'ghs_faultsuitetoken0123456789';
let srv: TestServer;
let gh: FakeGitHub;
let proxy: FaultProxy;
let token: string;
let work: string;
let site: string;
const queue: Fault[] = [];
const uploads = () => proxy.log.filter((l) => l.method === 'PUT' && l.path === `/${DOMAIN}`).length;

beforeAll(async () => {
  srv = await startTestServer({ edges: 1 });
  token = await srv.token('action@faults.test');
  gh = await startFakeGitHub();
  proxy = await startFaultProxy(srv.api, (req) =>
    req.method === 'PUT' && req.url === `/${DOMAIN}` ? (queue.shift() ?? null) : null,
  );
  work = await mkdtemp(join(tmpdir(), 'sitepub-actionfault-'));
  site = await writeSite(join(work, 'public'), { 'index.html': '<h1>action</h1>' });
  await writeFile(join(site, 'noise.bin'), randomBytes(200_000));
});
afterAll(async () => {
  await proxy?.close();
  await gh?.close();
  await srv?.close();
  await rm(work, { recursive: true, force: true });
});

/** What a runner shows: `::add-mask::<secret>` commands are consumed by the runner, never displayed. */
function expectNoSecrets(run: ActionRun) {
  const basic = Buffer.from(`token:${token}`).toString('base64');
  expect(run.stdout).toContain(`::add-mask::${token}`);
  const shown = (text: string) =>
    text
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
  for (const out of [shown(run.stdout), shown(run.stderr), run.summary]) {
    expect(out).not.toContain(token);
    expect(out).not.toContain(basic);
    expect(out).not.toContain(GH_TOKEN);
  }
}

const run = (o: { eventName: string; payload: Record<string, unknown>; ref: string; sha: string }) =>
  runAction({
    ...o,
    githubApi: gh.url,
    workspace: work,
    inputs: { domain: DOMAIN, token, endpoint: proxy.url, 'github-token': GH_TOKEN, path: site },
    env: { RUNNER_DEBUG: '1' },
  });

describe('the Action under upload faults', () => {
  it('retries a production upload reset at 50% once: one revision, one cutover', async () => {
    queue.splice(0, queue.length, { kind: 'reset', afterBytes: 100_000 });
    const before = uploads();
    const r = await run({
      eventName: 'push',
      payload: { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
      ref: 'refs/heads/main',
      sha: 'a'.repeat(40),
    });
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(uploads() - before).toBe(2);
    const list = await srv.server.store.revisions.listRevisions(DOMAIN, { includePending: true });
    expect(list).toHaveLength(1);
    expect((await srv.server.store.projects.getProject(DOMAIN))!.liveRev).toBe(list[0]!.rev);
    expect(r.outputs.revision).toBe(String(list[0]!.rev));
    expectNoSecrets(r);
  });

  it('fails a preview whose uploads all get 503, without a success comment or status', async () => {
    queue.splice(
      0,
      queue.length,
      ...Array.from({ length: 10 }, () => ({ kind: 'status', status: 503 }) as Fault),
    );
    gh.pulls.set(9, { state: 'open', headSha: 'b'.repeat(40), headRef: 'feature/x' });
    const before = uploads();
    const revsBefore = await srv.server.store.revisions.listRevisions(DOMAIN, { includePending: true });
    const r = await run({
      eventName: 'pull_request',
      payload: pullRequestPayload({
        action: 'opened',
        number: 9,
        headSha: 'b'.repeat(40),
        headRef: 'feature/x',
      }),
      ref: 'refs/pull/9/merge',
      sha: 'b'.repeat(40),
    });
    queue.length = 0;
    expect(r.code).not.toBe(0);
    expect(uploads() - before).toBeGreaterThanOrEqual(2);
    expect(uploads() - before).toBeLessThanOrEqual(4);
    expect(await srv.server.store.revisions.listRevisions(DOMAIN, { includePending: true })).toEqual(
      revsBefore,
    );
    for (const c of gh.comments.get(9) ?? []) expect(c.body).not.toMatch(/\d{13}-action-faults\.localhost/);
    for (const d of gh.deployments)
      if (d.ref === 'b'.repeat(40)) expect(d.statuses.map((s) => s.state)).not.toContain('success');
    expect(r.outputs['preview-url'] ?? '').toBe('');
    expectNoSecrets(r);
  });
});
