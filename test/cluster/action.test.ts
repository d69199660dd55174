/**
 * The Action's end-to-end flow against a real cluster (test/helpers/cluster.ts), its endpoint the balancer: one
 * representative walk of test/action/e2e.test.ts (push to main → PR preview with an upload plan → merge promotes
 * the previewed revision with no upload → workflow_dispatch rollback → a PR closed unmerged is discarded), with
 * the same fake GitHub. The sites are served by the standalone edges, which the Action health-checks.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { eventually, startCluster, type Cluster } from '../helpers/cluster.ts';
import { api } from '../helpers/server.ts';
import { pullRequestPayload, runAction, type ActionRun, type RunSpec } from '../action/helpers/run-action.ts';
import { getSite, writeSite } from '../action/helpers/sites.ts';
import { parseRecord } from '../../src/protocol/deploy-record.ts';

const DOMAIN = 'cluster-action.localhost';
const sha = (ch: string): string => ch.repeat(40).slice(0, 40);
const V0 = { 'index.html': '<h1>v0 home</h1>', 'style.css': 'body{}', 'healthz.html': 'ok' };
const V1 = { ...V0, 'index.html': '<h1>v1 home</h1>', 'new-page.html': '<p>new</p>' };

let c: Cluster;
let gh: FakeGitHub;
let token: string;
let work: string;

beforeAll(async () => {
  c = await startCluster({ origins: 2, edges: 2 });
  token = await c.token('action@cluster.test');
  gh = await startFakeGitHub();
  work = await mkdtemp(join(tmpdir(), 'sitepub-cluster-action-'));
}, 300_000);
afterAll(async () => {
  await c?.close();
  await gh?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

function spec(
  o: Partial<RunSpec> & {
    inputs: Record<string, string>;
    eventName: string;
    payload: Record<string, unknown>;
  },
): RunSpec {
  return {
    sha: sha('0'),
    ref: 'refs/heads/main',
    githubApi: gh.url,
    workspace: work,
    ...o,
    inputs: {
      domain: DOMAIN,
      token,
      endpoint: c.balancer,
      'github-token': 'ghs_faketoken123',
      ...o.inputs,
    },
  };
}

async function revisions() {
  const res = await api(c.balancer, token, 'GET', `/${DOMAIN}/list`);
  if (res.status === 404) return [];
  return (res.body as { rev: number; current: boolean; msg?: string; message?: string }[]).map((r) => ({
    ...r,
    record: parseRecord(r.msg ?? r.message).record,
  }));
}

const expectOk = (run: ActionRun) => expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
/** Each standalone edge serves production with `text` (the production URL names one of them). */
const servedEverywhere = (text: string) =>
  eventually(async () => {
    for (const e of c.edges)
      expect((await getSite(`${e.replace('127.0.0.1', DOMAIN)}/`)).body, e).toContain(text);
  });

describe('the Action through the balancer', { timeout: 180_000 }, () => {
  let baseRev = 0;
  let previewRev = 0;

  it('push to main deploys production, served by both edges', async () => {
    const run = await runAction(
      spec({
        eventName: 'push',
        payload: { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
        sha: sha('a'),
        inputs: { path: await writeSite(join(work, 'v0'), V0) },
      }),
    );
    expectOk(run);
    expect(run.outputs.mode).toBe('deploy');
    baseRev = Number(run.outputs.revision);
    expect((await getSite(run.outputs['production-url']!)).body).toContain('v0 home');
    await servedEverywhere('v0 home');
  });

  it('a PR opened: a staged preview (only the new files uploaded), production untouched', async () => {
    gh.pulls.set(7, { state: 'open', headSha: sha('1'), headRef: 'feature/x' });
    const run = await runAction(
      spec({
        eventName: 'pull_request',
        payload: pullRequestPayload({ action: 'opened', number: 7, headSha: sha('1'), headRef: 'feature/x' }),
        ref: 'refs/pull/7/merge',
        inputs: { path: await writeSite(join(work, 'v1'), V1) },
      }),
    );
    expectOk(run);
    expect(run.outputs.mode).toBe('preview');
    previewRev = Number(run.outputs.revision);
    expect(run.stdout).toContain('Uploading 2 of 4 files');
    expect((await getSite(run.outputs['preview-url']!)).body).toContain('v1 home');
    await servedEverywhere('v0 home');
    const comments = gh.comments.get(7) ?? [];
    expect(comments.some((x) => x.body.includes(run.outputs['preview-url']!))).toBe(true);
  });

  it('merged: production serves exactly the previewed revision, with no new upload', async () => {
    const before = await revisions();
    gh.pulls.set(7, { state: 'closed', merged: true, headSha: sha('1'), headRef: 'feature/x' });
    const run = await runAction(
      spec({
        eventName: 'pull_request',
        payload: pullRequestPayload({
          action: 'closed',
          number: 7,
          headSha: sha('1'),
          headRef: 'feature/x',
          merged: true,
          mergeSha: sha('m'),
        }),
        sha: sha('m'),
        inputs: { path: await writeSite(join(work, 'v1-merged'), V1) },
      }),
    );
    expectOk(run);
    expect(run.outputs.mode).toBe('promote');
    expect(Number(run.outputs.revision)).toBe(previewRev);
    const after = await revisions();
    expect(after).toHaveLength(before.length);
    expect(after.find((r) => r.current)!.rev).toBe(previewRev);
    await servedEverywhere('v1 home');
  });

  it('workflow_dispatch: rollback to the revision live before', async () => {
    const run = await runAction(
      spec({ eventName: 'workflow_dispatch', payload: { inputs: {} }, inputs: {} }),
    );
    expectOk(run);
    expect(run.outputs.mode).toBe('rollback');
    expect(Number(run.outputs.revision)).toBe(baseRev);
    await servedEverywhere('v0 home');
  });

  it('a PR closed unmerged: its preview is discarded and stops being served', async () => {
    gh.pulls.set(8, { state: 'open', headSha: sha('8'), headRef: 'doomed' });
    const opened = await runAction(
      spec({
        eventName: 'pull_request',
        payload: pullRequestPayload({ action: 'opened', number: 8, headSha: sha('8'), headRef: 'doomed' }),
        inputs: { path: await writeSite(join(work, 'v8'), { ...V0, 'index.html': 'doomed' }) },
      }),
    );
    expectOk(opened);
    const previewUrl = opened.outputs['preview-url']!;
    expect((await getSite(previewUrl)).body).toBe('doomed');
    const closed = await runAction(
      spec({
        eventName: 'pull_request',
        payload: pullRequestPayload({ action: 'closed', number: 8, headSha: sha('8'), headRef: 'doomed' }),
        inputs: {},
      }),
    );
    expectOk(closed);
    expect(closed.outputs.mode).toBe('discard');
    expect((await revisions()).some((r) => r.record.pr === 8)).toBe(false);
    expect((await getSite(previewUrl)).status).toBe(404);
    await servedEverywhere('v0 home');
  });
});
