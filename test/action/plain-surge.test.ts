/**
 * The bundled Action against a plain surge server (surge.sh): the reference server on its plain-surge profile
 * (`profile: 'surge'`), behind test/helpers/recording-proxy.ts so that tests see the requests the Action made.
 * What the Action must find again comes from the deploy records in the messages and from its GitHub deployments:
 * a merge promotes the reviewed preview without a second upload, closing a PR discards its previews, rollbacks
 * never make live a preview that never was, force-https goes as the `ssl` deploy header only, and the job summary
 * is written without `created_at`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readState } from '../../src/action/comment.ts';
import { parseRecord } from '../../src/protocol/deploy-record.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { startRecordingProxy, type RecordingProxy } from '../helpers/recording-proxy.ts';
import { api, startTestServer, type TestServer } from '../helpers/server.ts';
import { pullRequestPayload, runAction, type ActionRun, type RunSpec } from './helpers/run-action.ts';
import { getSite, writeSite } from './helpers/sites.ts';

const sha = (c: string): string => c.repeat(40).slice(0, 40);

let srv: TestServer;
let plain: RecordingProxy;
let gh: FakeGitHub;
let token: string;
let work: string;

beforeAll(async () => {
  srv = await startTestServer({ edges: 1, profile: 'surge', overrides: { limits: { ratePerDomain: 100 } } });
  token = await srv.token();
  plain = await startRecordingProxy(srv.api);
  gh = await startFakeGitHub();
  work = await mkdtemp(join(tmpdir(), 'sitepub-plain-'));
});

afterAll(async () => {
  await plain?.close();
  await srv?.close();
  await gh?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

function spec(
  domain: string,
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
      domain,
      token,
      endpoint: plain.url,
      'github-token': 'ghs_faketoken123',
      'health-check-paths': '/',
      ...o.inputs,
    },
  };
}

const site = (name: string, home: string): Promise<string> =>
  writeSite(join(work, name), { 'index.html': `<h1>${home}</h1>`, 'about.html': `about ${home}` });

const push = (commit: string) => ({
  eventName: 'push',
  sha: commit,
  payload: { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
});

/** The list as the server itself has it (liveAt and all), to check what production serves. */
async function serverList(domain: string): Promise<{ rev: number; current: boolean; msg: string | null }[]> {
  const res = await api(srv.api, token, 'GET', `/${domain}/list`);
  return res.status === 404 ? [] : res.body;
}
const live = async (domain: string): Promise<number | undefined> =>
  (await serverList(domain)).find((r) => r.current)?.rev;
const uploads = (domain: string): number =>
  plain.log.filter((r) => r.method === 'PUT' && r.path === `/${domain}`).length;
const productionUrl = (domain: string): string =>
  `${srv.edges[0]!.replace(/\/\/127\.0\.0\.1/, `//${domain}`)}/`;

function expectOk(run: ActionRun): void {
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
}

describe('the Action on a plain surge server', () => {
  const domain = 'plain-promote.localhost';
  let previewRev = 0;

  it('a push deploys production; its record is in the message; the summary is written without created_at', async () => {
    const run = await runAction(spec(domain, { ...push(sha('a')), inputs: { path: await site('pa', 'A') } }));
    expectOk(run);
    expect(run.outputs.mode).toBe('deploy');
    const entry = (await serverList(domain)).find((r) => r.rev === Number(run.outputs.revision))!;
    expect(parseRecord(entry.msg).record).toMatchObject({ kind: 'production', sha: sha('a') });
    expect(run.stdout).not.toContain('Could not write the job summary');
    // the revision table is for rollback and cutover runs (the rollback below reads it from this plain list)
    expect(run.summary).not.toContain('### Revisions of this site');
  });

  it('a staged preview followed by the merge: production cut over to the reviewed revision, no second upload', async () => {
    gh.pulls.set(21, { state: 'open', headSha: sha('1'), headRef: 'feature' });
    const opened = await runAction(
      spec(domain, {
        eventName: 'pull_request',
        payload: pullRequestPayload({ action: 'opened', number: 21, headSha: sha('1'), headRef: 'feature' }),
        ref: 'refs/pull/21/merge',
        inputs: { path: await site('p1', 'reviewed') },
      }),
    );
    expectOk(opened);
    previewRev = Number(opened.outputs.revision);
    const previewDep = gh.deployments.find((d) => String(d.id) === opened.outputs['deployment-id'])!;

    const sent = uploads(domain);
    gh.pulls.set(21, { state: 'closed', merged: true, headSha: sha('1'), headRef: 'feature' });
    const merged = await runAction(
      spec(domain, {
        eventName: 'pull_request',
        payload: pullRequestPayload({
          action: 'closed',
          number: 21,
          headSha: sha('1'),
          headRef: 'feature',
          merged: true,
          mergeSha: sha('m'),
        }),
        sha: sha('m'),
        inputs: { path: await site('p1-merged', 'reviewed') },
      }),
    );
    expectOk(merged);
    expect(merged.outputs.mode, merged.stdout).toBe('promote');
    expect(Number(merged.outputs.revision)).toBe(previewRev);
    expect(uploads(domain)).toBe(sent); // no second upload
    expect(await live(domain)).toBe(previewRev);
    expect((await getSite(productionUrl(domain))).body).toContain('reviewed');
    const prod = gh.deployments
      .filter((d) => d.environment === 'production' && (d.payload as { domain?: string }).domain === domain)
      .at(-1)!;
    expect(prod.payload).toMatchObject({ domain, kind: 'production', revision: String(previewRev) });
    expect(prod.statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
    // the sticky comment's hidden state recorded the preview it showed, revision included
    const sticky = (gh.comments.get(21) ?? []).find((c) => c.body.includes(`domain=${domain}`))!;
    expect(readState(sticky.body)?.preview).toEqual({
      commit: sha('1'),
      url: opened.outputs['preview-url'],
      rev: previewRev,
    });
    // the preview's deployment names its kind and revision too
    expect(previewDep.payload).toMatchObject({ domain, kind: 'preview', pr: '21' });
    const success = previewDep.statuses.find((s) => s.state === 'success')!;
    expect(success.description).toBe(`Revision ${previewRev}: Preview of ${domain}`);
    // the PR is closed: its preview deployment is inactive now
    expect(previewDep.statuses.at(-1)!.state).toBe('inactive');
  });

  it('a deploy of the build production serves is found by the record: nothing uploaded', async () => {
    const sent = uploads(domain);
    const run = await runAction(
      spec(domain, {
        ...push(sha('m')),
        inputs: { path: await site('p1-push', 'reviewed'), mode: 'deploy' },
      }),
    );
    expectOk(run);
    expect(run.stdout).toContain(`Production (revision ${previewRev}) already serves exactly this build`);
    expect(uploads(domain)).toBe(sent);
    expect(await live(domain)).toBe(previewRev);
  });

  it("closing a PR unmerged discards that PR's previews, found by their records", async () => {
    gh.pulls.set(22, { state: 'open', headSha: sha('2'), headRef: 'doomed' });
    const previews: number[] = [];
    for (const action of ['opened', 'synchronize']) {
      const run = await runAction(
        spec(domain, {
          eventName: 'pull_request',
          payload: pullRequestPayload({ action, number: 22, headSha: sha('2'), headRef: 'doomed' }),
          inputs: { path: await site(`p22-${action}`, action) },
        }),
      );
      expectOk(run);
      previews.push(Number(run.outputs.revision));
    }
    gh.pulls.set(22, { state: 'closed', headSha: sha('2'), headRef: 'doomed' });
    const closed = await runAction(
      spec(domain, {
        eventName: 'pull_request',
        payload: pullRequestPayload({ action: 'closed', number: 22, headSha: sha('2'), headRef: 'doomed' }),
        inputs: {},
      }),
    );
    expectOk(closed);
    expect(closed.outputs.mode).toBe('discard');
    const left = (await serverList(domain)).map((r) => r.rev);
    for (const rev of previews) expect(left).not.toContain(rev);
    expect(left).toContain(previewRev); // PR 21's promoted preview stays
  });
});

describe('rollback on a plain surge server', () => {
  const domain = 'plain-rollback.localhost';
  const revs: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };

  beforeAll(async () => {
    for (const [name, commit] of [
      ['A', 'a'],
      ['B', 'b'],
    ] as const) {
      const run = await runAction(
        spec(domain, { ...push(sha(commit)), inputs: { path: await site(`r${name}`, name) } }),
      );
      expectOk(run);
      revs[name] = Number(run.outputs.revision);
    }
    gh.pulls.set(31, { state: 'open', headSha: sha('c'), headRef: 'staged' });
    const staged = await runAction(
      spec(domain, {
        eventName: 'pull_request',
        payload: pullRequestPayload({ action: 'opened', number: 31, headSha: sha('c'), headRef: 'staged' }),
        inputs: { path: await site('rC', 'C') },
      }),
    );
    expectOk(staged);
    revs.C = Number(staged.outputs.revision);
    expect(await live(domain)).toBe(revs.B);
  });

  it('after A (live), B (live), C (staged): a rollback serves A; a second neither returns to B nor serves C', async () => {
    const first = await runAction(
      spec(domain, { eventName: 'workflow_dispatch', payload: { inputs: {} }, inputs: {} }),
    );
    expectOk(first);
    expect(first.outputs.mode).toBe('rollback');
    expect(first.stdout).toContain('no liveAt in its revision list');
    expect(await live(domain)).toBe(revs.A);
    // the summary's table from a plain list (no created_at: the age in words), B marked as rolled back from
    expect(first.summary).toContain('### Revisions of this site');
    expect(first.summary).toMatch(/\| \*\*current\*\* \| [^|]+ \| <code>aaaaaaa<\/code> \| Deploy aaaaaaa/);
    expect(first.summary).toContain(`| <code>${revs.B}</code> | rolled back from |`);
    // B was rolled back from (it may be what broke the site): a rollback does not return to it
    const second = await runAction(
      spec(domain, { eventName: 'workflow_dispatch', payload: { inputs: {} }, inputs: {} }),
    );
    expect(second.code).toBe(1);
    expect(second.stdout).toMatch(new RegExp(`::error::Nothing to roll back to: .*other than ${revs.B}`));
    expect(await live(domain)).toBe(revs.A);
    expect((await getSite(productionUrl(domain))).body).toContain('<h1>A</h1>');
  });

  it('without a GitHub token: the revision recorded as a production deploy, still never the preview', async () => {
    const noGitHub = { 'github-token': '' };
    const cut = await runAction(
      spec(domain, {
        eventName: 'workflow_dispatch',
        payload: { inputs: { revision: String(revs.B) } },
        inputs: { ...noGitHub, revision: String(revs.B) },
      }),
    );
    expectOk(cut);
    expect(await live(domain)).toBe(revs.B);
    const run = await runAction(
      spec(domain, { eventName: 'workflow_dispatch', payload: { inputs: {} }, inputs: noGitHub }),
    );
    expectOk(run);
    expect(run.stdout).toContain('by its deploy record (kind=production)');
    expect(await live(domain)).toBe(revs.A);
  });
});

describe('a cutover whose answer names no revision', () => {
  it('takes the asked revision as live, with a notice, and does not crash', async () => {
    const domain = 'plain-rollback.localhost';
    const bare = await startRecordingProxy(srv.api, { bareCutover: true });
    const target = (await serverList(domain)).find((r) => !r.current)!;
    const run = await runAction(
      spec(domain, {
        eventName: 'workflow_dispatch',
        payload: { inputs: { revision: String(target.rev) } },
        // the answer names no URL either: the health check would go to https://<domain>, not this test's edge
        inputs: { revision: String(target.rev), endpoint: bare.url, 'health-check-timeout': '0' },
      }),
    ).finally(() => bare.close());
    expectOk(run);
    expect(run.outputs.mode).toBe('cutover');
    expect(run.outputs.revision).toBe(String(target.rev));
    expect(run.stdout).toContain(`names no revision; revision ${target.rev} is taken as live`);
    expect(await live(domain)).toBe(target.rev);
  });
});

describe('force-https on a plain surge server', () => {
  const domain = 'plain-https.localhost';

  it('goes as the ssl header of the production upload, never PUT /settings; a promotion says it was not applied', async () => {
    const from = plain.log.length;
    const run = await runAction(
      spec(domain, {
        ...push(sha('d')),
        inputs: { path: await site('https', 'https'), 'force-https': 'true' },
      }),
    );
    expectOk(run);
    const seen = plain.log.slice(from);
    const upload = seen.find((r) => r.method === 'PUT' && r.path === `/${domain}`)!;
    expect(upload.headers.ssl).toBe('true');
    expect(seen.filter((r) => r.path.endsWith('/settings'))).toEqual([]);

    // a staged preview carries no ssl header (a project setting); its promotion, no upload, cannot apply it
    const preview = await runAction(
      spec(domain, {
        ...push(sha('e')),
        inputs: { path: await site('https2', 'https2'), mode: 'preview', 'force-https': 'true' },
      }),
    );
    expectOk(preview);
    const promoted = await runAction(
      spec(domain, {
        ...push(sha('e')),
        inputs: { path: await site('https2', 'https2'), 'force-https': 'true' },
      }),
    );
    expectOk(promoted);
    expect(promoted.outputs.mode).toBe('promote');
    expect(promoted.stdout).toContain('::notice::force-https: true was not applied by this run');
    const all = plain.log.slice(from);
    expect(all.filter((r) => r.path.endsWith('/settings'))).toEqual([]);
    expect(
      all.filter((r) => r.method === 'PUT' && r.path === `/${domain}`).map((r) => r.headers.ssl),
    ).toEqual(['true', undefined]);
  });
});
