/**
 * The Action (its sources, run by Node 24 as a runner would run the bundle) against the real server with two
 * edges and the fake GitHub, on both profiles: a pull request's stable preview URL (a preview alias on a sitepub
 * server, a project of its own on a plain surge server) serves the newest preview over HTTP through the edges,
 * stays the same across pushes and is gone once the PR closes; GitHub deployments go to the environments the
 * inputs name (previews transient in one environment, superseded ones inactive); a rollback reads production
 * deployments recorded under the old `production/<domain>` name.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { api, startTestServer, type TestServer } from '../helpers/server.ts';
import { itOn, PROFILES } from '../helpers/profiles.ts';
import {
  ACTION_SOURCES,
  pullRequestPayload,
  runAction,
  type ActionRun,
  type RunSpec,
} from './helpers/run-action.ts';
import { getSite, writeSite } from './helpers/sites.ts';

describe.each(PROFILES)('against the %s profile', (profile) => {
  const it = itOn(profile);
  const DOMAIN = 'stable-action.localhost';
  const sha = (c: string): string => c.repeat(40).slice(0, 40);

  let srv: TestServer;
  let gh: FakeGitHub;
  let token: string;
  let work: string;

  beforeAll(async () => {
    srv = await startTestServer({ profile, edges: 2, overrides: { limits: { ratePerDomain: 100 } } });
    token = await srv.token();
    gh = await startFakeGitHub();
    work = await mkdtemp(join(tmpdir(), 'sitepub-stable-'));
  });
  afterAll(async () => {
    await srv?.close();
    await gh?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  function run(
    o: Partial<RunSpec> & {
      inputs: Record<string, string>;
      eventName: string;
      payload: Record<string, unknown>;
    },
  ): Promise<ActionRun> {
    return runAction({
      sha: sha('0'),
      ref: 'refs/heads/main',
      githubApi: gh.url,
      workspace: work,
      entry: ACTION_SOURCES,
      ...o,
      inputs: { domain: DOMAIN, token, endpoint: srv.api, 'github-token': 'ghs_faketoken123', ...o.inputs },
    });
  }

  function expectOk(r: ActionRun): void {
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
  }

  /** The same URL fetched through every edge (its host, each edge's port). */
  async function throughEdges(url: string): Promise<{ status: number; body: string }[]> {
    const u = new URL(url);
    return Promise.all(srv.edges.map((e) => getSite(`${e.replace('127.0.0.1', u.hostname)}${u.pathname}`)));
  }

  const site = (name: string, home: string) =>
    writeSite(join(work, name), { 'index.html': `<h1>${home}</h1>`, 'about.html': 'about' });

  const prEvent = (action: string, head: string) =>
    pullRequestPayload({ action, number: 3, headSha: sha(head), headRef: 'feature/Stable URL' });

  const prDeployments = () =>
    gh.deployments.filter((d) => (d.payload as { pr?: string }).pr === '3' && d.environment === 'review');

  describe('a pull request: open, push, close', () => {
    let stable = '';
    let firstPreview = '';

    it('push to main: production in the environment production-environment names', async () => {
      const r = await run({
        eventName: 'push',
        payload: { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
        inputs: { path: await site('v0', 'v0'), 'production-environment': 'live' },
      });
      expectOk(r);
      const dep = gh.deployments.find((d) => String(d.id) === r.outputs['deployment-id'])!;
      expect(dep).toMatchObject({ environment: 'live', production_environment: true });
      expect(dep.payload).toMatchObject({ domain: DOMAIN, kind: 'production' });
      expect(r.summary).toContain('| GitHub environment | <code>live</code> |');
    });

    it('opened: the stable URL serves revision 1, first in the comment, in a transient "preview" deployment', async () => {
      gh.pulls.set(3, { state: 'open', headSha: sha('1'), headRef: 'feature/Stable URL' });
      const r = await run({
        eventName: 'pull_request',
        payload: prEvent('opened', '1'),
        inputs: { path: await site('v1', 'rev one'), 'preview-environment': 'review' },
      });
      expectOk(r);
      stable = r.outputs['stable-preview-url']!;
      firstPreview = r.outputs['preview-url']!;
      expect(stable).toMatch(new RegExp(`^http://pr-3-${DOMAIN.replace(/\./g, '\\.')}:\\d+/$`));
      expect(firstPreview).not.toBe(stable);
      for (const page of await throughEdges(stable))
        expect(page).toEqual({ status: 200, body: '<h1>rev one</h1>' });
      // production untouched
      for (const page of await throughEdges(`http://${DOMAIN}/`)) expect(page.body).toBe('<h1>v0</h1>');

      const comment = (gh.comments.get(3) ?? []).find((c) => c.body.includes(`domain=${DOMAIN}`))!;
      expect(comment.body).toMatch(
        new RegExp(
          `Preview: \\*\\*${esc(stable)}\\*\\* \\(follows this PR\\) · this commit, \\[[0-9a-f]{7}\\]\\([^)]+\\): ${esc(firstPreview)}`,
        ),
      );
      expect(r.summary).toContain(`| Stable preview | ${stable} |`);
      expect(r.stdout).toContain(`::notice title=Stable preview::${stable}`);

      const [dep] = prDeployments();
      expect(dep).toMatchObject({
        ref: sha('1'),
        transient_environment: true,
        production_environment: false,
      });
      expect(dep!.payload).toMatchObject({ domain: DOMAIN, kind: 'preview', pr: '3' });
      expect(dep!.statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
      expect(dep!.statuses[1]!.environment_url).toBe(stable);
    });

    it('synchronize: the same stable URL now serves revision 2; the older deployment is inactive', async () => {
      gh.pulls.set(3, { state: 'open', headSha: sha('2'), headRef: 'feature/Stable URL' });
      const r = await run({
        eventName: 'pull_request',
        payload: prEvent('synchronize', '2'),
        inputs: { path: await site('v2', 'rev two'), 'preview-environment': 'review' },
      });
      expectOk(r);
      expect(r.outputs['stable-preview-url']).toBe(stable);
      expect(r.outputs['preview-url']).not.toBe(firstPreview);
      for (const page of await throughEdges(stable))
        expect(page).toEqual({ status: 200, body: '<h1>rev two</h1>' });
      // the first commit's own preview still serves it
      for (const page of await throughEdges(firstPreview)) expect(page.body).toBe('<h1>rev one</h1>');
      const deps = prDeployments();
      expect(deps).toHaveLength(2);
      expect(deps.map((d) => d.statuses.at(-1)!.state)).toEqual(['inactive', 'success']);
    });

    it('a late run for the older commit leaves the stable URL on the newest one', async () => {
      const r = await run({
        eventName: 'pull_request',
        payload: prEvent('synchronize', '1'),
        inputs: { path: await site('v1-late', 'rev one again'), 'preview-environment': 'review' },
      });
      expectOk(r);
      expect(r.outputs['stable-preview-url']).toBe('');
      expect(r.stdout).toContain("The stable preview URL stays on PR #3's head 2222222");
      for (const page of await throughEdges(stable)) expect(page.body).toBe('<h1>rev two</h1>');
      // the newest commit's deployment is not superseded by the late one
      expect(prDeployments().map((d) => [d.ref, d.statuses.at(-1)!.state])).toEqual([
        [sha('1'), 'inactive'],
        [sha('2'), 'success'],
        [sha('1'), 'success'],
      ]);
    });

    it('closed unmerged: the stable URL is gone, and every deployment of the PR inactive', async () => {
      gh.pulls.set(3, { state: 'closed', headSha: sha('2'), headRef: 'feature/Stable URL' });
      const r = await run({
        eventName: 'pull_request',
        payload: prEvent('closed', '2'),
        inputs: { path: await site('v2', 'rev two'), 'preview-environment': 'review' },
      });
      expectOk(r);
      expect(r.outputs.mode).toBe('discard');
      for (const page of await throughEdges(stable)) expect(page.status).toBe(404);
      expect(prDeployments().map((d) => d.statuses.at(-1)!.state)).toEqual([
        'inactive',
        'inactive',
        'inactive',
      ]);
      // production still serves what it did
      for (const page of await throughEdges(`http://${DOMAIN}/`)) expect(page.body).toBe('<h1>v0</h1>');
    });
  });

  it('merged: the PR is promoted, then its stable URL is gone and its preview deployments inactive', async () => {
    const domain = 'merged-stable.localhost';
    const event = (action: string, merged = false) =>
      pullRequestPayload({ action, number: 6, headSha: sha('6'), headRef: 'merge-me', merged });
    gh.pulls.set(6, { state: 'open', headSha: sha('6'), headRef: 'merge-me' });
    const path = await site('merge-me', 'to be merged');
    const opened = await run({
      eventName: 'pull_request',
      payload: event('opened'),
      inputs: { domain, path },
    });
    expectOk(opened);
    const stable = opened.outputs['stable-preview-url']!;
    for (const page of await throughEdges(stable)) expect(page.body).toBe('<h1>to be merged</h1>');

    gh.pulls.set(6, { state: 'closed', merged: true, headSha: sha('6'), headRef: 'merge-me' });
    const merged = await run({
      eventName: 'pull_request',
      payload: event('closed', true),
      sha: sha('m'),
      inputs: { domain, path },
    });
    expectOk(merged);
    expect(merged.outputs.mode).toBe('promote');
    expect(merged.outputs.revision).toBe(opened.outputs.revision);
    for (const page of await throughEdges(`http://${domain}/`))
      expect(page.body).toBe('<h1>to be merged</h1>');
    for (const page of await throughEdges(stable)) expect(page.status).toBe(404);
    const previews = gh.deployments.filter(
      (d) => d.environment === 'preview' && (d.payload as { domain?: string }).domain === domain,
    );
    expect(previews.map((d) => d.statuses.at(-1)!.state)).toEqual(['inactive']);
  }, 180_000);

  it('a preview-domain template: a project of its own, torn down on close', async () => {
    const domain = 'tpl-action.localhost';
    const inputs = { domain, 'preview-domain': '{repo}-{branch}-{pr}.localhost' };
    const event = (action: string) =>
      pullRequestPayload({ action, number: 4, headSha: sha('4'), headRef: 'Fix/Typo' });
    gh.pulls.set(4, { state: 'open', headSha: sha('4'), headRef: 'Fix/Typo' });
    const opened = await run({
      eventName: 'pull_request',
      payload: event('opened'),
      inputs: { ...inputs, path: await site('tpl', 'template preview') },
    });
    expectOk(opened);
    const stable = opened.outputs['stable-preview-url']!;
    expect(new URL(stable).hostname).toBe('site-fix-typo-4.localhost');
    for (const page of await throughEdges(stable)) expect(page.body).toBe('<h1>template preview</h1>');

    gh.pulls.set(4, { state: 'closed', headSha: sha('4'), headRef: 'Fix/Typo' });
    const closed = await run({ eventName: 'pull_request', payload: event('closed'), inputs });
    expectOk(closed);
    expect(closed.summary.replace(/\\/g, '')).toContain(
      'Tore down the stable preview site-fix-typo-4.localhost of PR #4.',
    );
    for (const page of await throughEdges(stable)) expect(page.status).toBe(404);
    expect((await api(srv.api, token, 'GET', '/site-fix-typo-4.localhost/list')).status).toBe(404);
  }, 180_000);

  it('a bad preview-domain template fails the step naming the input and what is wrong', async () => {
    const r = await run({
      eventName: 'pull_request',
      payload: prEvent('opened', '5'),
      inputs: { path: await site('bad', 'x'), 'preview-domain': '{number}.surge.sh' },
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Input "preview-domain" ("{number}.surge.sh") is not a usable template');
  });

  it.skipIf(profile === 'sitepub')(
    'rollback on a server without history: production deployments under the old production/<domain> name count',
    async () => {
      // (a sitepub server says which revisions were live itself: GitHub's history is read on a plain server only)
      const domain = 'legacy-rollback.localhost';
      const push = (sub: string, extra: Record<string, string> = {}) =>
        site(sub, sub).then((path) =>
          run({
            eventName: 'push',
            payload: { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
            inputs: { domain, path, ...extra },
          }),
        );
      // A: made live by an older release, whose GitHub deployment is in production/<domain>
      const a = await push('rev-a', { 'github-deployment': 'false' });
      expectOk(a);
      gh.deployments.push({
        id: 1,
        ref: sha('a'),
        sha: sha('a'),
        environment: `production/${domain}`,
        transient_environment: false,
        production_environment: true,
        description: 'Deploy',
        payload: { domain, kind: 'production', revision: a.outputs.revision },
        created_at: new Date().toISOString(),
        statuses: [
          {
            id: 2,
            state: 'success',
            description: `Revision ${a.outputs.revision}: Deploy`,
          },
        ],
      });
      // A2: live for a moment without any GitHub deployment (its deploy record alone would make it the target)
      expectOk(await push('rev-a2', { 'github-deployment': 'false' }));
      // B: this release, in the "production" environment
      const b = await push('rev-b');
      expectOk(b);
      expect(gh.deployments.find((d) => String(d.id) === b.outputs['deployment-id'])!.environment).toBe(
        'production',
      );
      const rollback = await run({
        eventName: 'workflow_dispatch',
        payload: { inputs: {} },
        inputs: { domain },
      });
      expectOk(rollback);
      expect(rollback.stdout).toContain(`by GitHub deployment 1 of production/${domain}`);
      expect(rollback.outputs.revision).toBe(a.outputs.revision);
      for (const page of await throughEdges(`http://${domain}/`)) expect(page.body).toBe('<h1>rev-a</h1>');
    },
    240_000,
  );
});

function esc(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
