/** The sticky comment and deployments code against the fake GitHub REST API, through the real Octokit. */
import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderComment, type CommentModel } from '../../src/action/comment.ts';
import {
  deactivateDeployments,
  finishDeployment,
  ofPullRequest,
  startDeployment,
} from '../../src/action/deployments.ts';
import type { GitHubTarget } from '../../src/action/github-api.ts';
import { findSticky, upsertSticky } from '../../src/action/sticky.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';

let fake: FakeGitHub;
let gh: GitHubTarget;
const warnings: string[] = [];

const model = (domain: string, commit: string): CommentModel => ({
  state: 'preview',
  domain,
  commit,
  repoUrl: null,
  at: new Date().toISOString(),
  previewUrl: `https://1-${domain}/`,
  productionUrl: `https://${domain}/`,
  revision: 1,
  fileCount: 1,
  size: 1,
  branch: 'b',
  changes: null,
  detail: null,
  runUrl: null,
  production: null,
  failedStep: null,
  previous: null,
});

beforeAll(async () => {
  fake = await startFakeGitHub();
  gh = {
    octokit: getOctokit('ghs_test', { baseUrl: fake.url }),
    owner: fake.owner,
    repo: fake.repo,
    warn: (m) => warnings.push(m),
  };
});
afterAll(() => fake.close());

describe('sticky comment', () => {
  it('finds its comment on the third page of 250 and updates it in place', async () => {
    fake.pulls.set(1, { state: 'open', headSha: 'c1', headRef: 'x' });
    const first = await upsertSticky(gh, 1, 'a.example.com', renderComment(model('a.example.com', 'c1')), {
      commit: 'c1',
      state: 'preview',
    });
    expect(first.action).toBe('created');
    const list = fake.comments.get(1)!;
    fake.addNoise(1, 249);
    // move our comment to the end, as if it were old and many others came before it
    list.push(list.shift()!);
    const listings = (): number =>
      fake.requests.filter((r) => r.path.endsWith('/issues/1/comments') && r.method === 'GET').length;
    const before = listings();
    expect((await findSticky(gh, 1, 'a.example.com'))?.id).toBe(first.id);
    expect(listings() - before).toBe(3); // 100 + 100 + 50, following the Link headers
    fake.pulls.set(1, { state: 'open', headSha: 'c2', headRef: 'x' });
    const second = await upsertSticky(gh, 1, 'a.example.com', renderComment(model('a.example.com', 'c2')), {
      commit: 'c2',
      state: 'preview',
    });
    expect(second).toEqual({ id: first.id, action: 'updated' });
    expect(fake.comments.get(1)!.filter((c) => c.body.includes('sitepub:sticky'))).toHaveLength(1);
  });

  it('two sites in one PR keep one comment each', async () => {
    fake.pulls.set(2, { state: 'open', headSha: 'c', headRef: 'x' });
    for (const d of ['a.example.com', 'b.example.com', 'a.example.com']) {
      await upsertSticky(gh, 2, d, renderComment(model(d, 'c')), { commit: 'c', state: 'preview' });
    }
    const bodies = fake.comments.get(2)!.map((c) => c.body);
    expect(bodies).toHaveLength(2);
    expect(bodies.filter((b) => b.includes('domain=a.example.com'))).toHaveLength(1);
    expect(bodies.filter((b) => b.includes('domain=b.example.com'))).toHaveLength(1);
  });

  it('a stale preview run does not overwrite; a final state always does', async () => {
    fake.pulls.set(3, { state: 'open', headSha: 'new', headRef: 'x' });
    await upsertSticky(gh, 3, 'a.example.com', renderComment(model('a.example.com', 'new')), {
      commit: 'new',
      state: 'preview',
    });
    const stale = await upsertSticky(gh, 3, 'a.example.com', renderComment(model('a.example.com', 'old')), {
      commit: 'old',
      state: 'preview',
    });
    expect(stale.action).toBe('skipped-stale');
    expect(fake.comments.get(3)![0]!.body).toContain('"commit":"new"');
    const live = await upsertSticky(
      gh,
      3,
      'a.example.com',
      renderComment({ ...model('a.example.com', 'new'), state: 'live' }),
      {
        commit: 'new',
        state: 'live',
      },
    );
    expect(live.action).toBe('updated');
  });

  it("a failed preview replaces the head commit's comment, rendered from what it shows; a stale one does not", async () => {
    fake.pulls.set(5, { state: 'open', headSha: 'c1', headRef: 'x' });
    await upsertSticky(gh, 5, 'a.example.com', renderComment(model('a.example.com', 'c1')), {
      commit: 'c1',
      state: 'preview',
    });
    fake.pulls.set(5, { state: 'open', headSha: 'c2', headRef: 'x' });
    const seen: unknown[] = [];
    const failed = await upsertSticky(
      gh,
      5,
      'a.example.com',
      (shown) => {
        seen.push(shown);
        return renderComment({ ...model('a.example.com', 'c2'), state: 'failed', failedStep: 'preview' });
      },
      { commit: 'c2', state: 'failed', guard: true },
    );
    expect(failed.action).toBe('updated');
    expect(seen).toEqual([
      expect.objectContaining({
        commit: 'c1',
        preview: { commit: 'c1', url: 'https://1-a.example.com/', rev: 1 },
      }),
    ]);
    expect(fake.comments.get(5)![0]!.body).toContain('Preview failed');
    // a failure of an older commit's run, after the PR moved on to c3
    fake.pulls.set(5, { state: 'open', headSha: 'c3', headRef: 'x' });
    const stale = await upsertSticky(gh, 5, 'a.example.com', 'stale failure', {
      commit: 'c1',
      state: 'failed',
      guard: true,
    });
    expect(stale.action).toBe('skipped-stale');
    expect(fake.comments.get(5)![0]!.body).toContain('"commit":"c2"');
  });

  it('a preview of the commit a live comment shows does not replace it once the PR is closed', async () => {
    fake.pulls.set(6, { state: 'open', headSha: 'm', headRef: 'x' });
    const live = renderComment({ ...model('a.example.com', 'm'), state: 'live' });
    await upsertSticky(gh, 6, 'a.example.com', live, { commit: 'm', state: 'live' });
    fake.pulls.set(6, { state: 'closed', merged: true, headSha: 'm', headRef: 'x' });
    for (const state of ['preview', 'failed'] as const) {
      const r = await upsertSticky(gh, 6, 'a.example.com', 'late', { commit: 'm', state, guard: true });
      expect(r.action).toBe('skipped-stale');
    }
    expect(fake.comments.get(6)![0]!.body).toBe(live);
  });

  it('a missing permission is a warning that names it, not a crash', async () => {
    fake.deny.add('pull-requests');
    try {
      const r = await upsertSticky(gh, 4, 'a.example.com', 'x', { commit: 'c', state: 'live' });
      expect(r).toEqual({ id: null, action: 'failed' });
      expect(warnings.at(-1)).toMatch(/403.*Resource not accessible by integration.*"pull-requests: write"/s);
    } finally {
      fake.deny.clear();
    }
  });
});

describe('deployments', () => {
  it('in_progress → success with the URL, then inactive when the environment is discarded', async () => {
    const id = await startDeployment(gh, {
      ref: 'abc',
      environment: 'preview/a.example.com/pr-5',
      production: false,
      description: 'Preview',
      logUrl: 'https://github.com/octo/site/actions/runs/1',
      payload: { domain: 'a.example.com' },
    });
    expect(id).not.toBeNull();
    await finishDeployment(gh, id, 'success', 'https://1-a.example.com/', 'Preview', null);
    const all = { description: 'Preview removed', logUrl: null };
    expect(await deactivateDeployments(gh, 'preview/a.example.com/pr-5', all)).toBe(1);
    // already inactive: not marked again
    expect(await deactivateDeployments(gh, 'preview/a.example.com/pr-5', all)).toBe(0);
    const dep = fake.deployments.find((d) => d.id === id)!;
    expect(dep.transient_environment).toBe(true);
    expect(dep.statuses.map((s) => [s.state, s.environment_url])).toEqual([
      ['in_progress', undefined], // GitHub leaves out a URL a status was not given
      ['success', 'https://1-a.example.com/'],
      ['inactive', undefined],
    ]);
  });

  it('in one shared preview environment only the PR and site asked for are marked inactive', async () => {
    const start = (domain: string, pr: string) =>
      startDeployment(gh, {
        ref: `sha-${domain}-${pr}`,
        environment: 'preview',
        production: false,
        description: 'Preview',
        logUrl: null,
        payload: { domain, kind: 'preview', pr },
      });
    const mine = [await start('a.example.com', '8'), await start('a.example.com', '8')];
    const otherPr = await start('a.example.com', '9');
    const otherSite = await start('b.example.com', '8');
    const marked = await deactivateDeployments(gh, 'preview', {
      match: (d) => ofPullRequest(d.payload, 'a.example.com', 8),
      except: mine[1],
      description: 'Superseded',
      logUrl: null,
    });
    expect(marked).toBe(1);
    const last = (id: number | null) => fake.deployments.find((d) => d.id === id)!.statuses.at(-1)!.state;
    expect([last(mine[0]!), last(mine[1]!), last(otherPr), last(otherSite)]).toEqual([
      'inactive',
      'in_progress',
      'in_progress',
      'in_progress',
    ]);
  });
});
