/**
 * mode: auto on a schedule event (the sweep) with the bundled Action, against both server profiles: two PRs with
 * previews, one closed without its close event ever running; the scheduled run discards the closed PR's previews
 * and its stable preview, and leaves the open PR's previews and production as they were. Then `sitepub sweep`
 * does the same from the CLI with an --open list.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { api, startTestServer, type TestServer } from '../helpers/server.ts';
import { PROFILES } from '../helpers/profiles.ts';
import { parseRecord } from '../../src/protocol/deploy-record.ts';
import {
  pullRequestPayload,
  runAction,
  sha,
  specWith,
  type ActionRun,
  type RunSpec,
} from './helpers/run-action.ts';
import { getSite, writeSite } from './helpers/sites.ts';
import { runCli } from '../cli/run-cli.ts';

describe.each(PROFILES)('sweep against the %s profile', (profile) => {
  const DOMAIN = 'sweep-action.localhost';
  let srv: TestServer;
  let gh: FakeGitHub;
  let token: string;
  let work: string;

  beforeAll(async () => {
    srv = await startTestServer({ profile, edges: 1, overrides: { limits: { ratePerDomain: 100 } } });
    token = await srv.token();
    gh = await startFakeGitHub();
    work = await mkdtemp(join(tmpdir(), 'sitepub-sweep-'));
  });
  afterAll(async () => {
    await srv?.close();
    await gh?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const spec = (o: Partial<RunSpec> & Pick<RunSpec, 'eventName' | 'payload'>): RunSpec =>
    specWith({ domain: DOMAIN, token, endpoint: srv.api, githubApi: gh.url, workspace: work }, o);
  const expectOk = (run: ActionRun): void => expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  const onEdge = (host: string): string => `${srv.edges[0]!.replace('//127.0.0.1', `//${host}`)}/`;

  async function revisions(): Promise<{ rev: number; current: boolean; pr?: number; kind?: string }[]> {
    const res = await api(srv.api, token, 'GET', `/${DOMAIN}/list`);
    return (res.body as { rev: number; current: boolean; msg?: string }[]).map((r) => ({
      rev: r.rev,
      current: r.current,
      ...parseRecord(r.msg).record,
    }));
  }

  async function preview(pr: number, commit: string, body: string): Promise<ActionRun> {
    gh.pulls.set(pr, { state: 'open', headSha: sha(commit), headRef: `feature-${pr}` });
    const run = await runAction(
      spec({
        eventName: 'pull_request',
        payload: pullRequestPayload({
          action: 'opened',
          number: pr,
          headSha: sha(commit),
          headRef: `feature-${pr}`,
        }),
        inputs: { path: await writeSite(join(work, `pr-${pr}-${commit}`), { 'index.html': body }) },
      }),
    );
    expectOk(run);
    expect(run.outputs.mode).toBe('preview');
    return run;
  }

  let production = 0;
  let stable1 = '';
  let stable2 = '';

  it('production and two PRs with previews', async () => {
    const run = await runAction(
      spec({
        eventName: 'push',
        payload: { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
        inputs: { path: await writeSite(join(work, 'main'), { 'index.html': '<h1>production</h1>' }) },
      }),
    );
    expectOk(run);
    production = Number(run.outputs.revision);
    await preview(1, '1', '<p>pr one, first push</p>');
    stable1 = (await preview(1, '2', '<p>pr one, second push</p>')).outputs['stable-preview-url']!;
    stable2 = (await preview(2, '3', '<p>pr two</p>')).outputs['stable-preview-url']!;
    expect(stable1).toContain('pr-1-sweep-action.localhost');
    expect((await getSite(stable1)).body).toContain('pr one, second push');
    const revs = await revisions();
    expect(revs.filter((r) => r.pr === 1)).toHaveLength(2);
    expect(revs.filter((r) => r.pr === 2)).toHaveLength(1);
  });

  it("a schedule run discards the closed PR's previews only, and says what it kept and why", async () => {
    // PR 1 is closed on GitHub, but its close event never ran (a disabled workflow, a failed job)
    gh.pulls.set(1, { state: 'closed', headSha: sha('2'), headRef: 'feature-1', merged: false });
    const before = await revisions();
    const run = await runAction(
      spec({ eventName: 'schedule', payload: { schedule: '17 3 * * *' }, inputs: {} }),
    );
    expectOk(run);
    expect(run.outputs.mode).toBe('sweep');
    const after = await revisions();
    expect(after.filter((r) => r.pr === 1)).toEqual([]);
    // the open PR's preview, and production, exactly as they were
    expect(after.filter((r) => r.pr === 2)).toEqual(before.filter((r) => r.pr === 2));
    expect(after.find((r) => r.current)?.rev).toBe(production);
    expect((await getSite(onEdge(DOMAIN))).body).toContain('<h1>production</h1>');
    // the closed PR's stable preview is gone; the open PR's still serves
    expect((await getSite(stable1)).status).toBe(404);
    expect((await getSite(stable2)).body).toContain('pr two');
    // the closed PR's GitHub preview deployments are marked inactive, the open PR's are not
    const lastState = (pr: string): string[] =>
      gh.deployments
        .filter((d) => (d.payload as { pr?: string }).pr === pr)
        .map((d) => d.statuses.at(-1)?.state ?? '');
    expect(new Set(lastState('1'))).toEqual(new Set(['inactive']));
    expect(lastState('2')).toEqual(['success']);
    // the summary: what was discarded, what was kept, and why
    expect(run.summary).toContain('Swept the previews of closed pull requests');
    expect(run.summary).toContain('### Discarded (2)');
    for (const r of before.filter((x) => x.pr === 1))
      expect(run.summary).toContain(`| <code>${r.rev}</code> | #1 | PR \\#1 is closed |`);
    expect(run.summary).toContain(
      `| <code>${before.find((r) => r.pr === 2)!.rev}</code> | #2 | PR \\#2 is open |`,
    );
    expect(run.summary).toContain(`| <code>${production}</code> |  | live |`);
  });

  it('sitepub sweep: an --open list, or GitHub asked with a token', async () => {
    await preview(3, '4', '<p>pr three</p>');
    const home = await mkdtemp(join(work, 'home-'));
    const cli = (...args: string[]) =>
      runCli(['--endpoint', srv.api, 'sweep', DOMAIN, ...args], { home, env: { SURGE_TOKEN: token } });
    const pr3 = (await revisions()).filter((r) => r.pr === 3).map((r) => r.rev);
    expect(pr3).toHaveLength(1);
    // --open says which PRs are open, not whether a closed one was merged: where the server keeps no live
    // history (the plain profile), a closed PR's preview may have been promoted, so it is kept
    const dry = await cli('--open', '2', '--dry-run', '--json');
    expect(dry.code, dry.stderr).toBe(0);
    const said = JSON.parse(dry.stdout) as {
      discarded: { rev: number }[];
      kept: { rev: number; reason: string }[];
    };
    if (profile === 'sitepub') expect(said.discarded.map((v) => v.rev)).toEqual(pr3);
    else {
      expect(said.discarded).toEqual([]);
      expect(said.kept.find((v) => v.rev === pr3[0])?.reason).toMatch(/closed \(merge unknown\)/);
    }
    expect((await revisions()).filter((r) => r.pr === 3)).toHaveLength(1); // a dry run discards nothing
    // GitHub says PR 3 was closed without merging: discarded on both profiles
    gh.pulls.set(3, { state: 'closed', headSha: sha('4'), headRef: 'feature-3', merged: false });
    const real = await cli(
      '--github-token',
      'ghs_clitoken',
      '--repository',
      'octo/site',
      '--github-api',
      gh.url,
    );
    expect(real.code, real.stderr).toBe(0);
    expect(real.stdout).toMatch(/Discarded 1, kept \d+\./);
    const left = await revisions();
    expect(left.filter((r) => r.pr === 3)).toEqual([]);
    expect(left.filter((r) => r.pr === 2)).toHaveLength(1);
    expect(left.find((r) => r.current)?.rev).toBe(production);
    const bad = await cli('--open', 'twelve');
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('--open takes pull request numbers separated by commas');
  });
});
