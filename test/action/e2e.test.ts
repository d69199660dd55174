/**
 * The bundled Action (dist/index.js) run as a child process, as a runner runs it, against the real server with
 * two real edges and a fake GitHub REST API: a PR walked through open → synchronize (45 other comments) →
 * merge (the previewed revision promoted, no upload) → workflow_dispatch rollback → cutover; a PR closed
 * unmerged; a failing health check; a bad token; a fork PR, a Dependabot PR and a same-repo PR without a token.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as tar from 'tar';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { startFaultProxy } from '../helpers/hostile-proxy.ts';
import { tgzOf } from '../helpers/archives.ts';
import { api, putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import { pullRequestPayload, runAction, type ActionRun, type RunSpec } from './helpers/run-action.ts';
import { getSite, writeSite } from './helpers/sites.ts';
import { itOn, PROFILES, sitepubOnly } from '../helpers/profiles.ts';
import { parseRecord, type DeployRecord } from '../../src/protocol/deploy-record.ts';
import { expectFixture } from './helpers/fixtures.ts';

describe.each(PROFILES)('against the %s profile', (profile) => {
  const it = itOn(profile);

  const DOMAIN = 'docs-action.localhost';
  const sha = (c: string): string => c.repeat(40).slice(0, 40);

  let srv: TestServer;
  let gh: FakeGitHub;
  let token: string;
  let work: string;

  const V0 = {
    'index.html': '<h1>v0 home</h1>',
    'about/index.html': '<p>about v0</p>',
    'style.css': 'body{}',
    'healthz.html': 'ok',
  };
  const V1 = { ...V0, 'index.html': '<h1>v1 home</h1>', 'new-page.html': '<p>new</p>' };
  const V2 = { ...V1, 'about/index.html': '<p>about v2</p>', 'app.js': 'console.log(2)' };

  async function site(name: string, files: Record<string, string>): Promise<string> {
    return writeSite(join(work, name), files);
  }

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
      inputs: { domain: DOMAIN, token, endpoint: srv.api, 'github-token': 'ghs_faketoken123', ...o.inputs },
    };
  }

  /** The payload of a workflow_run event: a successful pull_request build (the fork-safe pattern). */
  function workflowRunPayload(o: {
    id: number;
    headSha: string;
    headBranch: string;
  }): Record<string, unknown> {
    return {
      action: 'completed',
      workflow_run: {
        id: o.id,
        event: 'pull_request',
        head_sha: o.headSha,
        head_branch: o.headBranch,
        conclusion: 'success',
        pull_requests: [],
      },
      repository: { default_branch: 'main' },
    };
  }

  /**
   * `GET /:domain/list`, each item with the deploy record at the end of its message (`msg` on a plain server,
   * `message` too on sitepub): what both profiles return. `meta` is sitepub's only.
   */
  async function revisions(): Promise<
    Array<{ rev: number; current: boolean; meta?: Record<string, string>; record: DeployRecord }>
  > {
    const res = await api(srv.api, token, 'GET', `/${DOMAIN}/list`);
    if (res.status === 404) return [];
    return (res.body as Array<{ rev: number; current: boolean; msg?: string; message?: string }>).map(
      (r) => ({ ...r, record: parseRecord(r.msg ?? r.message).record }),
    );
  }

  const productionUrl = (): string => `${srv.edges[0]!.replace(/\/\/127\.0\.0\.1/, `//${DOMAIN}`)}/`;

  function expectOk(run: ActionRun): void {
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  }

  /**
   * GitHub answers the creation of a deployment only once the site's upload has reached the server (or after 10 s):
   * the Action creates it while it uploads, not before. `end()` says which came first and stops holding.
   */
  function holdDeploymentUntilUpload(): { end(): 'upload' | 'timeout' | null } {
    let uploaded!: () => void;
    const upload = new Promise<void>((resolve) => (uploaded = resolve));
    const onPut = (req: IncomingMessage) => {
      if (req.method === 'PUT' && req.url === `/${DOMAIN}`) uploaded();
    };
    srv.server.app.server.on('request', onPut);
    let heldUntil: 'upload' | 'timeout' | null = null;
    const timer = new AbortController();
    gh.hold = (method, path) =>
      method === 'POST' && path.endsWith('/deployments')
        ? Promise.race([
            upload.then(() => (heldUntil ??= 'upload')),
            sleep(10_000, undefined, { signal: timer.signal }).then(() => (heldUntil ??= 'timeout')),
          ])
        : undefined;
    return {
      end() {
        timer.abort(); // no 10 s timer left behind
        gh.hold = null;
        srv.server.app.server.off('request', onPut);
        return heldUntil;
      },
    };
  }

  const stickies = (issue: number) =>
    (gh.comments.get(issue) ?? []).filter((c) => c.body.includes(`domain=${DOMAIN}`));

  beforeAll(async () => {
    // The walk-through deploys one site over and over; rate limits are tested in test/server/rate-limits.test.ts.
    srv = await startTestServer({ profile, edges: 2, overrides: { limits: { ratePerDomain: 100 } } });
    token = await srv.token();
    gh = await startFakeGitHub();
    work = await mkdtemp(join(tmpdir(), 'sitepub-action-'));
  });

  afterAll(async () => {
    await srv?.close();
    await gh?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  describe('a pull request from open to rollback', () => {
    let baseRev = 0;
    let previewRev2 = 0;

    it('push to main deploys production (no preview recorded for it)', async () => {
      const held = holdDeploymentUntilUpload();
      const run = await runAction(
        spec({
          eventName: 'push',
          payload: { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
          sha: sha('a'),
          inputs: { path: await site('v0', V0) },
        }),
      );
      expectOk(run);
      expect(held.end()).toBe('upload');
      expect(run.outputs.mode).toBe('deploy');
      expect(run.outputs['production-url']).toBe(productionUrl());
      expect(run.outputs.url).toBe(productionUrl());
      expect(run.stdout).toContain(`::notice title=Production::${productionUrl()}`);
      baseRev = Number(run.outputs.revision);
      expect(baseRev).toBeGreaterThan(0);
      expect(run.outputs['file-count']).toBe('4');
      expect((await getSite(productionUrl())).body).toContain('v0 home');
      expect(run.summary).toContain('Deployed to production');
      // the sitepub CLI is on PATH for later steps, and runs
      expect(run.paths).toHaveLength(1);
      const cli = await new Promise<string>((resolve, reject) =>
        execFile(join(run.paths[0]!, 'sitepub'), ['--version'], (err, stdout) =>
          err ? reject(err) : resolve(stdout),
        ),
      );
      expect(cli.trim()).toMatch(/^\d+\.\d+\.\d+/);
    });

    it('opened: a staged preview, one sticky comment, a transient deployment', async () => {
      gh.pulls.set(7, { state: 'open', headSha: sha('1'), headRef: 'feature/<b>x</b>' });
      const held = holdDeploymentUntilUpload();
      const run = await runAction(
        spec({
          eventName: 'pull_request',
          payload: pullRequestPayload({
            action: 'opened',
            number: 7,
            headSha: sha('1'),
            headRef: 'feature/<b>x</b>',
          }),
          ref: 'refs/pull/7/merge',
          inputs: { path: await site('v1', V1) },
        }),
      );
      expectOk(run);
      expect(run.outputs.mode).toBe('preview');
      const previewUrl = run.outputs['preview-url']!;
      expect(previewUrl).toMatch(new RegExp(`^http://\\d+-${DOMAIN}:\\d+/?$`));
      expect(run.outputs.url).toBe(previewUrl);
      expect(run.outputs['production-url']).toBe(productionUrl()); // a preview knows it too
      expect(run.stdout).toContain(`::notice title=Preview::${previewUrl}`);
      expect(run.stdout).not.toContain('::notice title=Production::');
      expect((await getSite(previewUrl)).body).toContain('v1 home');
      expect((await getSite(productionUrl())).body).toContain('v0 home'); // production untouched
      if (profile === 'sitepub') {
        // only what production does not already hold went over the wire (upload plan, a sitepub extension)
        expect(run.stdout).toContain('Uploading 2 of 5 files');
        expect(run.stdout).toContain('3 already on the server');
      } else {
        // a plain surge server has no upload plans: the whole site goes over the wire
        expect(run.stdout).not.toContain('already on the server');
      }

      const [comment] = stickies(7);
      expect(stickies(7)).toHaveLength(1);
      expect(String(comment!.id)).toBe(run.outputs['comment-id']);
      expect(comment!.body).toContain(previewUrl);
      expect(comment!.body).toContain('/new-page.html');
      expect(comment!.body).not.toContain('<b>x</b>'); // branch name escaped
      const dep = gh.deployments.find((d) => String(d.id) === run.outputs['deployment-id'])!;
      expect(dep).toMatchObject({
        ref: sha('1'),
        environment: 'preview',
        transient_environment: true,
        payload: { domain: DOMAIN, kind: 'preview', pr: '7' },
      });
      expect(dep.statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
      // GitHub's "View deployment" opens the PR's stable preview (test/action/stable-preview.test.ts)
      expect(run.outputs['stable-preview-url']).toMatch(/^http:\/\/pr-7-/);
      expect(dep.statuses[1]!.environment_url).toBe(run.outputs['stable-preview-url']);
      expect(run.stdout).toMatch(/Upload: 100%/);
      expect(held.end()).toBe('upload');
      await expectFixture(profile, 'opened-comment', comment!.body);
      await expectFixture(profile, 'opened-summary', run.summary);
    });

    it('synchronize: the same comment is updated even among 45 other comments', async () => {
      gh.addNoise(7, 45);
      gh.pulls.set(7, { state: 'open', headSha: sha('2'), headRef: 'feature/x' });
      const before = await revisions();
      // Each GitHub answer takes 20 ms: requests of the run that overlapped would show here (GitHub asks for one
      // at a time per token).
      let inFlight = 0;
      let mostInFlight = 0;
      gh.hold = async () => {
        mostInFlight = Math.max(mostInFlight, ++inFlight);
        await sleep(20);
        inFlight--;
      };
      const firstRequest = gh.requests.length;
      const stickyId = stickies(7)[0]!.id;
      const oldPreview = stickies(7)[0]!.body;
      const run = await runAction(
        spec({
          eventName: 'pull_request',
          payload: pullRequestPayload({
            action: 'synchronize',
            number: 7,
            headSha: sha('2'),
            headRef: 'feature/x',
          }),
          inputs: { path: await site('v2', V2) },
        }),
      );
      gh.hold = null;
      expectOk(run);
      expect(mostInFlight).toBe(1);
      // At the start of the run, before anything was uploaded, the comment said the new commit is being deployed
      // and kept the old preview's link, marked as the old commit's.
      const during = gh.requests.slice(firstRequest);
      const edits = during.filter((r) => r.method === 'PATCH' && r.path.endsWith(`/comments/${stickyId}`));
      expect(edits.length).toBe(2);
      const updating = String((edits[0]!.body as { body: string }).body);
      expect(updating).toContain('Updating the preview');
      expect(updating).toContain(`Building and deploying commit [2222222]`);
      // the old commit's own preview (beside the PR's stable preview URL, which follows the PR)
      const oldUrl = /this commit, \[[0-9a-f]{7}\]\([^)]+\): (http:\/\/\S+)/.exec(oldPreview)![1]!;
      expect(updating).toContain(`(${oldUrl})`);
      expect(updating).toContain('(not the new commit)');
      expect(updating).not.toContain('Preview ready');
      expect(during.indexOf(edits[0]!)).toBeLessThan(
        during.findIndex((r) => r.method === 'POST' && r.path.endsWith('/deployments')),
      );
      await expectFixture(profile, 'synchronize-updating-comment', updating);
      previewRev2 = Number(run.outputs.revision);
      expect((await revisions()).length).toBe(before.length + 1);
      expect(gh.comments.get(7)!.length).toBe(46);
      expect(stickies(7)).toHaveLength(1);
      const body = stickies(7)[0]!.body;
      expect(body).toContain(sha('2').slice(0, 12));
      expect(body).toContain('/about/');
      expect(String(stickies(7)[0]!.id)).toBe(run.outputs['comment-id']);
      const preview = run.outputs['preview-url']!.replace(/\/?$/, '/');
      expect(JSON.parse(run.outputs['changed-pages']!)).toEqual([
        preview,
        `${preview}new-page.html`,
        `${preview}about/`,
      ]);
      // the listing had to follow Link headers past the first page
      expect(gh.requests.some((r) => r.path.endsWith('/issues/7/comments') && r.method === 'GET')).toBe(true);
      await expectFixture(profile, 'synchronize-ready-comment', body);
      await expectFixture(profile, 'synchronize-ready-summary', run.summary);
    });

    it('a stale run for the older commit leaves the newer comment alone', async () => {
      const run = await runAction(
        spec({
          eventName: 'pull_request',
          payload: pullRequestPayload({
            action: 'synchronize',
            number: 7,
            headSha: sha('1'),
            headRef: 'feature/x',
          }),
          inputs: { path: await site('v1', V1) },
        }),
      );
      expectOk(run);
      expect(stickies(7)[0]!.body).toContain(sha('2').slice(0, 12));
    });

    it('merged: production serves exactly the previewed revision, with no new upload', async () => {
      const before = await revisions();
      gh.pulls.set(7, { state: 'closed', merged: true, headSha: sha('2'), headRef: 'feature/x' });
      const run = await runAction(
        spec({
          eventName: 'pull_request',
          payload: pullRequestPayload({
            action: 'closed',
            number: 7,
            headSha: sha('2'),
            headRef: 'feature/x',
            merged: true,
            mergeSha: sha('m'),
          }),
          sha: sha('m'),
          inputs: { path: await site('v2-merged', V2) },
        }),
      );
      expectOk(run);
      expect(run.outputs.mode).toBe('promote');
      expect(run.stdout).toContain(`::notice title=Production::${productionUrl()}`);
      expect(run.stdout).not.toContain('::notice title=Preview::');
      expect(Number(run.outputs.revision)).toBe(previewRev2);
      // the promoted preview's URL as the server serves it (scheme and port), in the output and the summary
      const promotedPreview = new RegExp(`http://${previewRev2}-${DOMAIN}:\\d+/?`);
      expect(run.outputs['preview-url']).toMatch(new RegExp(`^${promotedPreview.source}$`));
      expect(run.summary).toMatch(new RegExp(`\\| Preview \\| ${promotedPreview.source} \\|`));
      expect(run.summary).not.toContain(`https://${previewRev2}-`);
      const after = await revisions();
      expect(after.length).toBe(before.length); // nothing uploaded
      expect(after.find((r) => r.current)!.rev).toBe(previewRev2);
      expect((await getSite(`${productionUrl()}about/`)).body).toContain('about v2');
      const live = stickies(7)[0]!.body;
      expect(live).toContain('Live in production');
      expect(live).toContain(
        `the reviewed preview, revision <code>${previewRev2}</code>, promoted as it is (no new upload)`,
      );
      expect(live.match(/promot/gi)).toHaveLength(1); // stated once
      expect(run.summary).not.toContain('mode: cutover'); // no revision table after a promotion
      expect(live).toMatch(new RegExp(`\\| Reviewed preview \\| http://${previewRev2}-${DOMAIN}:\\d+/? \\|`));
      expect(live).toContain(`[2222222](https://github.com/octo/site/commit/${sha('2')})`);
      const prod = gh.deployments.filter(
        (d) => d.environment === 'production' && (d.payload as { domain?: string }).domain === DOMAIN,
      );
      expect(prod.at(-1)!.statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
      expect(prod.at(-1)!.ref).toBe(sha('m')); // the merge commit on main, not the PR's head
      expect(run.outputs['previous-revision']).toBe(String(baseRev));
      await expectFixture(profile, 'merged-comment', live);
      await expectFixture(profile, 'merged-summary', run.summary);
    });

    it('a rerun of the merge job changes nothing', async () => {
      const run = await runAction(
        spec({
          eventName: 'pull_request',
          payload: pullRequestPayload({
            action: 'closed',
            number: 7,
            headSha: sha('2'),
            headRef: 'feature/x',
            merged: true,
          }),
          inputs: { path: await site('v2-merged', V2) },
        }),
      );
      expectOk(run);
      expect(run.summary).toContain('already live');
    });

    it('a re-run of the preview job after the merge uploads nothing and leaves the comment live', async () => {
      const revs = (await revisions()).length;
      const writes = gh.writes().length;
      const comment = stickies(7)[0]!.body;
      const run = await runAction(
        spec({
          eventName: 'pull_request',
          // the payload of the original synchronize event: the PR was open then
          payload: pullRequestPayload({
            action: 'synchronize',
            number: 7,
            headSha: sha('2'),
            headRef: 'feature/x',
          }),
          inputs: { path: await site('v2', V2) },
        }),
      );
      expectOk(run);
      expect(run.stdout).toContain(
        '::notice::PR #7 was closed (merged) after the event this run is for; a preview now would never be ' +
          'cleaned up and would overwrite the comment; nothing uploaded.',
      );
      expect(run.outputs.mode).toBe('skip');
      expect(run.outputs['preview-url']).toBe('');
      expect(run.outputs.revision).toBe('');
      expect(run.summary).toContain('Nothing to do');
      expect((await revisions()).length).toBe(revs);
      expect(gh.writes().length).toBe(writes);
      expect(stickies(7)[0]!.body).toBe(comment);
    });

    it('workflow_dispatch: rollback returns to the revision live before, skipping never-live previews', async () => {
      const run = await runAction(
        spec({ eventName: 'workflow_dispatch', payload: { inputs: {} }, inputs: {} }),
      );
      expectOk(run);
      expect(run.outputs.mode).toBe('rollback');
      expect(Number(run.outputs.revision)).toBe(baseRev);
      expect(Number(run.outputs['previous-revision'])).toBe(previewRev2);
      expect((await getSite(productionUrl())).body).toContain('v0 home');
      expect(run.summary).toContain('Revisions of this site');
      // the merged PR's comment no longer says its change is live
      const comment = stickies(7)[0]!.body;
      expect(comment).not.toContain('Live in production');
      expect(comment).toContain('Rolled back from production');
      expect(comment).toContain(
        `rolled back from revision <code>${previewRev2}</code> to revision <code>${baseRev}</code>`,
      );
      await expectFixture(profile, 'rollback-comment', comment);
      await expectFixture(profile, 'rollback-summary', run.summary);
    });

    it('workflow_dispatch with a revision: cutover to it', async () => {
      const run = await runAction(
        spec({
          eventName: 'workflow_dispatch',
          payload: { inputs: { revision: String(previewRev2) } },
          inputs: { revision: String(previewRev2) },
        }),
      );
      expectOk(run);
      expect(run.outputs.mode).toBe('cutover');
      expect((await getSite(productionUrl())).body).toContain('v1 home');
      expect((await getSite(`${productionUrl()}about/`)).body).toContain('about v2');
      // served again: the PR's comment says it is live again
      expect(stickies(7)[0]!.body).toContain('Live in production');
    });
  });

  describe('other paths', () => {
    sitepubOnly(
      profile,
      'reads GET /:domain/settings, and force-https: false needs PUT /settings (plain-surge.test.ts covers the ssl header)',
    )(
      'force-https true turns the redirect on and false turns it off again, on production changes only',
      async () => {
        const domain = 'https-action.localhost';
        const settings = async () => (await api(srv.api, token, 'GET', `/${domain}/settings`)).body;
        for (const [input, want] of [
          ['true', true],
          ['false', false],
        ] as const) {
          const run = await runAction(
            spec({
              eventName: 'push',
              payload: { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
              inputs: {
                domain,
                path: await site(`https-${input}`, V0),
                'force-https': input,
              },
            }),
          );
          expectOk(run);
          expect((await settings()).forceHttps, input).toBe(want);
        }
        // A preview never changes production's settings: force-https waits for the change of production.
        const path = await site('https-preview', { ...V0, 'index.html': 'https preview' });
        const push = { eventName: 'push', sha: sha('h'), payload: { ref: 'refs/heads/main' } };
        const preview = await runAction(
          spec({ ...push, inputs: { domain, path, mode: 'preview', 'force-https': 'true' } }),
        );
        expectOk(preview);
        expect(preview.outputs.mode).toBe('preview');
        expect((await settings()).forceHttps, 'after the preview').toBe(false);
        // ...and the promotion of that preview (a cutover, no upload) applies it.
        const promote = await runAction(spec({ ...push, inputs: { domain, path, 'force-https': 'true' } }));
        expectOk(promote);
        expect(promote.outputs.mode).toBe('promote');
        expect(promote.outputs.revision).toBe(preview.outputs.revision);
        expect((await settings()).forceHttps, 'after the promotion').toBe(true);
      },
    );

    sitepubOnly(
      profile,
      'a plain server is never sent PUT /settings (plain-surge.test.ts covers force-https there)',
    )(
      'force-https that cannot be set after the change: the step fails, says production moved, reports the revision',
      async () => {
        const domain = 'https-fails-action.localhost';
        // a first deploy: the revision list then shows a sitepub server, which takes the setting (PUT /settings)
        expectOk(
          await runAction(
            spec({
              eventName: 'push',
              payload: { ref: 'refs/heads/main' },
              inputs: { domain, mode: 'deploy', path: await site('https-fails-0', V0) },
            }),
          ),
        );
        const proxy = await startFaultProxy(srv.api, (req) =>
          req.method === 'PUT' && req.url?.endsWith('/settings')
            ? { kind: 'status', status: 403, body: '{"messages":["settings refused"]}' }
            : null,
        );
        const run = await runAction(
          spec({
            eventName: 'push',
            payload: { ref: 'refs/heads/main' },
            inputs: {
              domain,
              endpoint: proxy.url,
              mode: 'deploy',
              path: await site('https-fails', V1),
              'force-https': 'true',
            },
          }),
        ).finally(() => proxy.close());
        expect(run.code).toBe(1);
        expect(proxy.log.filter((r) => r.path.endsWith('/settings'))).toHaveLength(1);
        const list = (await api(srv.api, token, 'GET', `/${domain}/list`)).body as {
          rev: number;
          current: boolean;
        }[];
        const now = list.find((r) => r.current)!.rev;
        expect(run.outputs.revision).toBe(String(now));
        expect(run.stdout).toMatch(
          new RegExp(
            `::error::Production moved: it now serves revision ${now}, but force-https: true could not be set`,
          ),
        );
        const prod = gh.deployments.filter(
          (d) => d.environment === 'production' && (d.payload as { domain?: string }).domain === domain,
        );
        expect(run.outputs['deployment-id']).toBe(String(prod.at(-1)!.id));
        // production does serve the new revision: the deployment succeeded, the step failed on the setting
        expect(prod.at(-1)!.statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
      },
    );

    it('closed unmerged: every preview is discarded (several at once) and stops serving; the comment says so', async () => {
      gh.pulls.set(8, { state: 'open', headSha: sha('8'), headRef: 'doomed' });
      const previewUrls: string[] = [];
      for (const [i, action] of ['opened', 'synchronize', 'synchronize'].entries()) {
        const run = await runAction(
          spec({
            eventName: 'pull_request',
            payload: pullRequestPayload({ action, number: 8, headSha: sha('8'), headRef: 'doomed' }),
            inputs: { path: await site(`v8-${i}`, { ...V0, 'index.html': `doomed ${i}` }) },
          }),
        );
        expectOk(run);
        previewUrls.push(run.outputs['preview-url']!);
      }
      const previewUrl = previewUrls[0]!;
      expect((await getSite(previewUrl)).body).toBe('doomed 0');
      expect((await revisions()).filter((r) => r.record.pr === 8)).toHaveLength(3);
      // through a proxy that holds each discard's answer 100 ms, so that discards sent together are seen together (even on a loaded machine)
      const proxy = await startFaultProxy(srv.api, (req) =>
        req.method === 'DELETE' && req.url?.startsWith(`/${DOMAIN}/rev/`) ? { kind: 'delay', ms: 100 } : null,
      );
      const closed = await runAction(
        spec({
          eventName: 'pull_request',
          payload: pullRequestPayload({ action: 'closed', number: 8, headSha: sha('8'), headRef: 'doomed' }),
          inputs: { endpoint: proxy.url },
        }),
      ).finally(() => proxy.close());
      expect(proxy.log.filter((r) => r.fault === 'delay')).toHaveLength(3);
      expect(proxy.mostInFlight(), closed.stdout).toBe(3);
      expectOk(closed);
      expect(closed.outputs.mode).toBe('discard');
      for (const url of previewUrls.slice(1)) expect((await getSite(url)).status).toBe(404);
      expect(
        (await revisions()).some((r) => r.record.pr === 8),
        closed.stdout,
      ).toBe(false);
      const gone = await getSite(previewUrl);
      expect(gone.status, gone.body).toBe(404);
      expect(stickies(8)[0]!.body).toContain('preview was removed');
      expect(stickies(8)[0]!.body).not.toContain('revision(s)');
      await expectFixture(profile, 'closed-unmerged-comment', stickies(8)[0]!.body);
      await expectFixture(profile, 'closed-unmerged-summary', closed.summary);
      const deps = gh.deployments.filter(
        (d) => d.environment === 'preview' && (d.payload as { pr?: string }).pr === '8',
      );
      expect(deps.length).toBeGreaterThan(0);
      for (const dep of deps) expect(dep.statuses.at(-1)!.state).toBe('inactive');
      expect((await revisions()).some((r) => r.record.pr === 8)).toBe(false);
    });

    it('a failing health check rolls production back and fails the step', async () => {
      const live = (await revisions()).find((r) => r.current)!.rev;
      const run = await runAction(
        spec({
          eventName: 'push',
          payload: { ref: 'refs/heads/main' },
          sha: sha('b'),
          inputs: {
            path: await site('broken', { 'index.html': 'broken build' }),
            'health-check-paths': '/\n/healthz.html',
            'health-check-timeout': '1.5',
          },
        }),
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/::error::Health check failed .*healthz\.html.*rolled back automatically/);
      expect((await revisions()).find((r) => r.current)!.rev).toBe(live);
      expect((await getSite(`${productionUrl()}healthz.html`)).body).toBe('ok');
      expect(run.summary).toContain('failed, rolled back');
      expect(run.stdout).not.toContain('::notice title=Production::'); // no success annotation for a failure
      expect(run.outputs['previous-revision']).toBe(String(live));
      const broken = Number(run.outputs.revision);
      expect(run.summary).toContain(`| <code>${broken}</code> | ⚠️ failed its health check |`);
      await expectFixture(profile, 'health-failed-summary', run.summary);

      // The rollback from the Actions tab afterwards never makes the failed revision live again.
      const back = await runAction(
        spec({ eventName: 'workflow_dispatch', payload: { inputs: {} }, inputs: {} }),
      );
      expectOk(back);
      expect(back.outputs.mode).toBe('rollback');
      expect(Number(back.outputs.revision)).not.toBe(broken);
      expect((await revisions()).find((r) => r.current)!.rev).not.toBe(broken);
      expect((await getSite(`${productionUrl()}healthz.html`)).body).toBe('ok');
      expect(back.summary).toContain(`| <code>${broken}</code> | ⚠️ failed its health check |`);
      await expectFixture(profile, 'rollback-after-health-failure-summary', back.summary);
    });

    it('health-check-timeout 0: no health check, production changed all the same', async () => {
      const run = await runAction(
        spec({
          eventName: 'push',
          payload: { ref: 'refs/heads/main' },
          inputs: {
            domain: 'unchecked-action.localhost',
            path: await site('unchecked', { 'index.html': 'no healthz here' }),
            'health-check-paths': '/healthz.html',
            'health-check-timeout': '0',
          },
        }),
      );
      expectOk(run);
      expect(run.outputs.mode).toBe('deploy');
      expect(run.stdout).toContain('No health check (health-check-timeout: 0)');
      expect(run.summary).toMatch(/Production was not health\\?-checked/);
      const list = await api(srv.api, token, 'GET', '/unchecked-action.localhost/list');
      expect(list.body.find((r: { current: boolean }) => r.current)).toBeDefined();
    });

    it('a bad token: a clear error, and the token appears nowhere but in the mask command', async () => {
      const bad = 'definitely-not-a-valid-token-9f3b';
      const run = await runAction(
        spec({
          eventName: 'push',
          payload: { ref: 'refs/heads/main' },
          inputs: { token: bad, path: await site('v0', V0) },
        }),
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/::error::.*(401|token)/i);
      const unmasked = (run.stdout + run.stderr)
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n');
      expect(unmasked).not.toContain(bad);
      // written for the person who must fix it: the input and secret, and how; no API calls
      expect(run.stdout).toMatch(/::error::The `token` input \(the secret SURGE_TOKEN .*\) was rejected by /);
      expect(run.stdout).toContain('store it as the repository secret SURGE_TOKEN');
      expect(
        run.stdout
          .split('\n')
          .filter((l) => !l.startsWith('::debug::'))
          .join('\n'),
      ).not.toMatch(/POST \/token|createClient|HTTP Basic|mintToken/);
      expect(unmasked).not.toContain(Buffer.from(`token:${bad}`).toString('base64'));
      expect(run.summary).not.toContain(bad);
      // the outputs and the summary say what failed, not "skip" / "Nothing to do"
      expect(run.outputs.mode).toBe('promote');
      expect(run.summary).toContain('❌ sitepub: Promotion to production failed');
    });

    it('a fork PR without secrets: a notice, exit 0, no upload and no GitHub writes', async () => {
      const writes = gh.writes().length;
      const revs = (await revisions()).length;
      const run = await runAction(
        spec({
          eventName: 'pull_request',
          payload: pullRequestPayload({
            action: 'opened',
            number: 9,
            headSha: sha('9'),
            headRef: 'patch-1',
            fork: true,
          }),
          inputs: { token: '', path: await site('v9', V0) },
        }),
      );
      expectOk(run);
      expect(run.stdout).toContain(
        '::notice::preview skipped: secrets are not available to pull requests from forks',
      );
      expect(run.outputs.mode).toBe('skip');
      expect(gh.writes().length).toBe(writes);
      expect((await revisions()).length).toBe(revs);
    });

    it("a merged fork PR is not promoted unverified: its preview came from the fork's build", async () => {
      // The fork-safe pattern deployed the fork's build as PR #15's preview (workflow_run, this repo's token).
      const preview = await runAction(
        spec({
          eventName: 'workflow_run',
          payload: workflowRunPayload({ id: 97, headSha: sha('c'), headBranch: 'patch-2' }),
          inputs: {
            path: await site('fork-build', { ...V0, 'index.html': '<h1>from a fork</h1>' }),
            'pr-number': '15',
          },
        }),
      );
      expectOk(preview);
      const before = (await revisions()).find((r) => r.current)!.rev;
      const run = await runAction(
        spec({
          eventName: 'pull_request_target',
          payload: pullRequestPayload({
            action: 'closed',
            number: 15,
            headSha: sha('c'),
            headRef: 'patch-2',
            merged: true,
            fork: true,
          }),
          inputs: { path: join(work, 'no-build-here') },
        }),
      );
      expect(run.code).not.toBe(0);
      expect(run.stdout).toContain("Not promoting PR #15's preview unverified: the PR comes from a fork");
      expect((await revisions()).find((r) => r.current)!.rev).toBe(before);
      expect((await getSite(productionUrl())).body).not.toContain('from a fork');
    });

    it('a same-repo PR without a token: the step fails naming the missing secret, the outputs say preview', async () => {
      const writes = gh.writes().length;
      const revs = (await revisions()).length;
      const run = await runAction(
        spec({
          eventName: 'pull_request',
          payload: pullRequestPayload({
            action: 'opened',
            number: 12,
            headSha: sha('d'),
            headRef: 'no-secret',
          }),
          inputs: { token: '', path: await site('v12', V0) },
        }),
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/::error::No sitepub token: .*not from a fork.*secret is missing/);
      expect(run.stdout).not.toContain('::notice::preview skipped');
      expect(run.outputs.mode).toBe('preview');
      expect(run.summary).toContain('❌ sitepub: Preview failed');
      expect(gh.writes().length).toBe(writes);
      expect((await revisions()).length).toBe(revs);
    });

    it('a Dependabot PR without a token: a notice naming Dependabot secrets, exit 0, no upload', async () => {
      const revs = (await revisions()).length;
      const run = await runAction(
        spec({
          eventName: 'pull_request',
          payload: pullRequestPayload({
            action: 'opened',
            number: 13,
            headSha: sha('f'),
            headRef: 'dependabot/x',
          }),
          inputs: { token: '', path: await site('v13', V0) },
          env: { GITHUB_ACTOR: 'dependabot[bot]' },
        }),
      );
      expectOk(run);
      expect(run.stdout).toMatch(/::notice::preview skipped: .*Dependabot secrets/);
      expect(run.outputs.mode).toBe('skip');
      expect((await revisions()).length).toBe(revs);
    });

    it('a preview whose comparison with production fails still succeeds: a warning, the comment without the list', async () => {
      const proxy = await startFaultProxy(srv.api, (req) =>
        req.method === 'GET' && req.url?.includes('manifest')
          ? { kind: 'status', status: 403, body: '{"messages":["nope"]}' }
          : null,
      );
      const run = await runAction(
        spec({
          eventName: 'pull_request',
          payload: pullRequestPayload({
            action: 'opened',
            number: 16,
            headSha: sha('6'),
            headRef: 'no-compare',
          }),
          inputs: { endpoint: proxy.url, path: await site('v16', V1) },
        }),
      ).finally(() => proxy.close());
      expect(proxy.log.some((r) => r.fault === 'status')).toBe(true);
      expectOk(run);
      expect(run.outputs.mode).toBe('preview');
      expect(run.stdout).toMatch(
        /::warning::The preview is deployed, but production's file list could not be read/,
      );
      expect(stickies(16)[0]!.body).toContain(run.outputs['preview-url']!);
      expect(run.outputs['changed-pages']).toBe('');
    });

    it('missing GitHub permissions: warnings naming the permission, the preview still deploys', async () => {
      gh.deny.add('pull-requests');
      gh.deny.add('deployments');
      gh.pulls.set(10, { state: 'open', headSha: sha('c'), headRef: 'perm' });
      try {
        const run = await runAction(
          spec({
            eventName: 'pull_request',
            payload: pullRequestPayload({ action: 'opened', number: 10, headSha: sha('c'), headRef: 'perm' }),
            inputs: { path: await site('v10', V0) },
          }),
        );
        expectOk(run);
        expect(run.stdout).toMatch(/::warning::.*pull-requests: write/);
        expect(run.stdout).toMatch(/::warning::.*deployments: write/);
        expect(run.outputs['preview-url']).toMatch(/^http:/);
      } finally {
        gh.deny.clear();
      }
    });
  });

  describe('failures on the pull request', () => {
    let previewUrl = '';
    const prEvent = (action: string, c: string, extra: { merged?: boolean } = {}) =>
      pullRequestPayload({ action, number: 12, headSha: sha(c), headRef: 'flaky', ...extra });
    /** The server answers the upload 400 with a message that quotes the token (as a careless server might). */
    const failingUpload = () =>
      startFaultProxy(srv.api, (req) =>
        req.method === 'PUT' && req.url === `/${DOMAIN}`
          ? {
              kind: 'status',
              status: 400,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ message: `upload refused for ${token}\nsecond line` }),
            }
          : null,
      );

    it('a failed upload: the comment says this commit failed and why, the previous preview marked as its', async () => {
      gh.pulls.set(12, { state: 'open', headSha: sha('3'), headRef: 'flaky' });
      const ok = await runAction(
        spec({
          eventName: 'pull_request',
          payload: prEvent('opened', '3'),
          inputs: { path: await site('v12', V1) },
        }),
      );
      expectOk(ok);
      previewUrl = ok.outputs['preview-url']!;
      expect(stickies(12)[0]!.body).toContain('Preview ready');

      gh.pulls.set(12, { state: 'open', headSha: sha('4'), headRef: 'flaky' });
      const revs = (await revisions()).length;
      const proxy = await failingUpload();
      const run = await runAction(
        spec({
          eventName: 'pull_request',
          payload: prEvent('synchronize', '4'),
          inputs: { path: await site('v12b', V2), endpoint: proxy.url },
        }),
      ).finally(() => proxy.close());
      expect(run.code).toBe(1);
      expect((await revisions()).length).toBe(revs);
      expect(stickies(12)).toHaveLength(1);
      const body = stickies(12)[0]!.body;
      expect(body).not.toContain('Preview ready');
      expect(body).toContain('Preview failed');
      expect(body).toContain(
        `The preview of commit [4444444](https://github.com/octo/site/commit/${sha('4')}) failed`,
      );
      expect(body).toContain('The upload of docs\\-action\\.localhost failed\\: ');
      expect(body).toContain('answered HTTP 400 \\(upload refused for \\*\\*\\* second line\\)');
      expect(body).not.toContain('PUT /');
      expect(body).toContain(
        `of commit [3333333](https://github.com/octo/site/commit/${sha('3')}) (not this commit)`,
      );
      expect(body).toContain(`](${previewUrl})`);
      expect(body).not.toContain(token);
      const dep = gh.deployments
        .filter((d) => d.environment === 'preview' && (d.payload as { pr?: string }).pr === '12')
        .at(-1)!;
      expect(dep.statuses.map((s) => s.state)).toEqual(['in_progress', 'failure']);
    });

    it('a build folder that cannot be read: the same, still linking the last preview that deployed', async () => {
      gh.pulls.set(12, { state: 'open', headSha: sha('5'), headRef: 'flaky' });
      const run = await runAction(
        spec({
          eventName: 'pull_request',
          payload: prEvent('synchronize', '5'),
          inputs: { path: join(work, 'no-such-build') },
        }),
      );
      expect(run.code).toBe(1);
      const body = stickies(12)[0]!.body;
      expect(body).toContain(
        `The preview of commit [5555555](https://github.com/octo/site/commit/${sha('5')}) failed`,
      );
      expect(body).toContain('no\\-such\\-build');
      expect(body).toContain(
        `of commit [3333333](https://github.com/octo/site/commit/${sha('3')}) (not this commit)`,
      );
      expect(body).toContain(`](${previewUrl})`);
    });

    it('a failed upload on merge: the comment says production was not changed, and why', async () => {
      gh.pulls.set(12, { state: 'closed', merged: true, headSha: sha('3'), headRef: 'flaky' });
      const live = (await revisions()).find((r) => r.current)?.rev ?? null;
      const proxy = await failingUpload();
      const run = await runAction(
        spec({
          eventName: 'pull_request',
          payload: prEvent('closed', '3', { merged: true }),
          sha: sha('6'),
          // not the previewed bytes: promote falls back to deploying this build, and that upload fails
          inputs: { path: await site('v12-merged', { ...V1, 'extra.html': 'x' }), endpoint: proxy.url },
        }),
      ).finally(() => proxy.close());
      expect(run.code).toBe(1);
      expect((await revisions()).find((r) => r.current)?.rev ?? null).toBe(live);
      const body = stickies(12)[0]!.body;
      expect(body).toContain('Deploy failed');
      expect(body).toContain(
        'Production was not changed\\: The upload of docs\\-action\\.localhost failed\\: ',
      );
      expect(body).toContain(`| Preview | ${previewUrl} |`);
      expect(body).not.toContain(token);
    });
  });

  describe('a production change the server made before the client failed', () => {
    it('the comment says production now serves the new revision, not that it was not changed', async () => {
      const domain = 'swallowed-action.localhost';
      const first = await runAction(
        spec({
          eventName: 'push',
          payload: { ref: 'refs/heads/main' },
          inputs: { domain, mode: 'deploy', path: await site('swallowed-v0', V0) },
        }),
      );
      expectOk(first);
      // the server takes the deploy and publishes it; the client gets a 500 for an answer
      const proxy = await startFaultProxy(srv.api, (req) =>
        req.method === 'PUT' && req.url === `/${domain}` ? { kind: 'swallow', status: 500 } : null,
      );
      gh.pulls.set(17, { state: 'closed', merged: true, headSha: sha('7'), headRef: 'swallowed' });
      const run = await runAction(
        spec({
          eventName: 'pull_request',
          payload: pullRequestPayload({
            action: 'closed',
            number: 17,
            headSha: sha('7'),
            headRef: 'swallowed',
            merged: true,
          }),
          inputs: { domain, path: await site('swallowed-v1', V1), endpoint: proxy.url },
        }),
      ).finally(() => proxy.close());
      const list = (await api(srv.api, token, 'GET', `/${domain}/list`)).body as Array<{
        rev: number;
        current: boolean;
      }>;
      const live = list.find((r) => r.current)!.rev;
      expect(run.code).toBe(1);
      const body = (gh.comments.get(17) ?? []).find((c) => c.body.includes(`domain=${domain}`))!.body;
      expect(body).not.toContain('Production was not changed');
      expect(body).toContain(`Production now serves revision ${live}`);
    });
  });

  describe('workflow_run and cancellation', () => {
    it('workflow_run from a pull_request (the fork-safe pattern): preview, comment on pr-number', async () => {
      gh.pulls.set(11, { state: 'open', headSha: sha('e'), headRef: 'from-fork' });
      const run = await runAction(
        spec({
          eventName: 'workflow_run',
          payload: workflowRunPayload({ id: 99, headSha: sha('e'), headBranch: 'from-fork' }),
          inputs: { path: await site('v11', V1), 'pr-number': '11' },
        }),
      );
      expectOk(run);
      expect(run.outputs.mode).toBe('preview');
      expect(stickies(11)).toHaveLength(1);
      expect(stickies(11)[0]!.body).toContain(run.outputs['preview-url']!);
      const rev = (await revisions()).find((r) => String(r.rev) === run.outputs.revision)!;
      expect(rev.record).toMatchObject({ sha: sha('e'), pr: 11, kind: 'preview' });
      if (profile === 'sitepub') {
        expect(rev.meta).toMatchObject({
          commit: sha('e'),
          pr: '11',
          kind: 'preview',
          source: 'sitepub-action',
        });
      }

      // a build of another commit claiming PR #11 (an older build finishing late, or an artifact's wrong number):
      // nothing uploaded, the comment and deployments left as they are
      const body = stickies(11)[0]!.body;
      const [revCount, writes] = [(await revisions()).length, gh.writes().length];
      const other = await runAction(
        spec({
          eventName: 'workflow_run',
          payload: workflowRunPayload({ id: 98, headSha: sha('5'), headBranch: 'from-fork' }),
          inputs: { path: await site('v11-other', V2), 'pr-number': '11' },
        }),
      );
      expectOk(other);
      expect(other.stdout).toContain(`PR #11's head is eeeeeee, but this run is for 5555555`);
      expect(other.outputs.mode).toBe('skip');
      expect((await revisions()).length).toBe(revCount);
      expect(gh.writes().length).toBe(writes);
      expect(stickies(11)[0]!.body).toBe(body);

      // the same workflow_run re-run after the PR was closed unmerged (and its previews discarded): nothing new
      gh.pulls.set(11, { state: 'closed', headSha: sha('e'), headRef: 'from-fork' });
      const revs = (await revisions()).length;
      const again = await runAction(
        spec({
          eventName: 'workflow_run',
          payload: workflowRunPayload({ id: 99, headSha: sha('e'), headBranch: 'from-fork' }),
          inputs: { path: await site('v11', V1), 'pr-number': '11' },
        }),
      );
      expectOk(again);
      expect(again.stdout).toContain('::notice::PR #11 was closed (not merged)');
      expect(again.outputs.mode).toBe('skip');
      expect((await revisions()).length).toBe(revs);
    });

    it('cancelling the workflow aborts the upload: no revision, the step fails', async () => {
      const dir = join(work, 'cancel');
      await site('cancel', { 'index.html': 'x' });
      // 120 MB of incompressible bytes: the upload takes long enough to be interrupted
      const out = createWriteStream(join(dir, 'noise.bin'));
      for (let i = 0; i < 120; i++) {
        if (!out.write(randomBytes(1 << 20))) await once(out, 'drain');
      }
      await new Promise<void>((r) => out.end(r));
      const revs = (await revisions()).length;
      let signalled = false;
      const run = await runAction({
        ...spec({
          eventName: 'push',
          payload: { ref: 'refs/heads/main' },
          inputs: { mode: 'deploy', path: dir },
        }),
        onStdout: (text, child) => {
          if (!signalled && text.includes('::group::Upload')) {
            signalled = true;
            setTimeout(() => child.kill('SIGINT'), 300);
          }
        },
      });
      expect(signalled).toBe(true);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/::error::.*cancelled/);
      expect((await revisions()).length).toBe(revs);
    });
  });

  describe('built-site archives and payment', () => {
    const ARCH = { 'index.html': '<h1>from an archive</h1>', 'docs/index.html': 'docs' };

    it('path names a .tgz file: unpacked, its single top folder entered, previewed', async () => {
      await site('arch/public', ARCH);
      const file = join(work, 'site.tgz');
      await tar.c({ gzip: true, cwd: join(work, 'arch'), file }, ['public']);
      const run = await runAction(
        spec({
          eventName: 'push',
          payload: { ref: 'refs/heads/main' },
          inputs: { mode: 'preview', path: 'site.tgz' },
        }),
      );
      expectOk(run);
      expect(run.outputs['file-count']).toBe('2');
      expect((await getSite(run.outputs['preview-url']!)).body).toContain('from an archive');
    });

    it('path is a URL of a .tar.gz (a release asset): downloaded, unpacked, previewed', async () => {
      const file = join(work, 'site.tgz');
      const assets = createServer((req, res) => {
        if (req.url !== '/releases/site.tar.gz') return void res.writeHead(404).end();
        res.writeHead(200, { 'content-type': 'application/gzip' });
        createReadStream(file).pipe(res);
      });
      await new Promise<void>((r) => assets.listen(0, '127.0.0.1', r));
      try {
        const url = `http://127.0.0.1:${(assets.address() as AddressInfo).port}/releases/site.tar.gz`;
        const run = await runAction(
          spec({
            eventName: 'push',
            payload: { ref: 'refs/heads/main' },
            inputs: { mode: 'preview', path: url },
          }),
        );
        expectOk(run);
        expect((await getSite(`${run.outputs['preview-url']!.replace(/\/$/, '')}/docs/`)).body).toBe('docs');
      } finally {
        await new Promise<void>((r) => assets.close(() => r()));
      }
    });

    sitepubOnly(profile, "the collect line's reason (what is over which limit) is a sitepub extension")(
      'a deploy that needs payment fails at once with the checkout URL',
      async () => {
        const dir = await site('huge', { 'index.html': 'big' });
        await truncate(join(dir, 'index.html'), 0);
        const blob = join(dir, 'video.bin');
        await site('huge', { 'video.bin': '' });
        await truncate(blob, 201_000_000); // sparse: over the free plan's 200 MB
        // A site of its own: the deploys above count against DOMAIN's rate limit (15 per 15 minutes, unverified).
        const run = await runAction(
          spec({
            eventName: 'push',
            payload: { ref: 'refs/heads/main' },
            inputs: { mode: 'deploy', path: dir, domain: 'huge-action.localhost' },
          }),
        );
        expect(run.code).toBe(1);
        expect(run.stdout).toMatch(
          /::error::.*[Pp]ayment required.*over the Free plan's limits \(201 MB is over its 200 MB\).*\/billing\/upgrade\//,
        );
        expect((await api(srv.api, token, 'GET', '/huge-action.localhost/list')).status).toBe(404);
      },
    );
  });

  describe('an overtaken upload', () => {
    sitepubOnly(
      profile,
      "a plain surge server puts the last finished deploy live; overtaken deploys are sitepub's",
    )(
      'kept as a revision, production stays on the later-started deploy, and the summary says so',
      async () => {
        const domain = 'overtaken-action.localhost';
        const dir = await site('overtaken', { 'index.html': '<h1>big</h1>' });
        for (let i = 0; i < 8; i++) await writeFile(join(dir, `noise-${i}.bin`), randomBytes(2 << 20));
        let release!: () => void;
        let started!: () => void;
        const upload = new Promise<void>((resolve) => (started = resolve));
        const proxy = await startFaultProxy(srv.api, (req) =>
          req.method === 'PUT' && req.url === `/${domain}`
            ? {
                kind: 'hold',
                afterBytes: 1 << 20,
                release: new Promise<void>((resolve) => (release = resolve)),
                started,
              }
            : null,
        );
        try {
          const running = runAction(
            spec({
              eventName: 'push',
              payload: { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
              sha: sha('e'),
              inputs: { domain, mode: 'deploy', path: dir, endpoint: proxy.url, 'health-check-timeout': '0' },
            }),
          );
          await upload;
          const tiny = await putArchive(
            srv.api,
            token,
            domain,
            tgzOf([{ path: 's/index.html', body: '<h1>tiny</h1>' }]),
          );
          expect(tiny.status).toBe(200);
          const tinyRev = (tiny.events.at(-1) as { metadata: { rev: number } }).metadata.rev;
          release();
          const run = await running;
          expectOk(run);
          expect(run.outputs.revision).toBe(String(tinyRev));
          expect(run.summary).toContain(
            `sitepub: Uploaded, not live: revision ${tinyRev}, deployed later, went live first (${domain})`,
          );
          expect(run.summary).toMatch(
            // (markdown-escaped in the summary)
            new RegExp(
              `Overtaken\\\\?: revision \\d+ was uploaded but not put live, because revision ${tinyRev}`,
            ),
          );
          const list = (await api(srv.api, token, 'GET', `/${domain}/list`)).body as {
            rev: number;
            current: boolean;
          }[];
          expect(list.map((r) => r.current)).toEqual([true, false]);
          expect(list[0]!.rev).toBe(tinyRev);
        } finally {
          await proxy.close();
        }
      },
    );
  });

  describe('edges', () => {
    // Last in the file: the dead edge stays registered for the rest of the server's life.
    sitepubOnly(profile, "which edge serves a revision is sitepub's instances vocabulary")(
      'an edge that does not confirm the revision is named in a warning; the deploy succeeds',
      async () => {
        await srv.server.app.distributor.register!({
          id: 'gone',
          url: 'http://127.0.0.1:1',
          location: 'test',
          ip: '127.0.0.1',
        });
        const run = await runAction(
          spec({
            eventName: 'push',
            payload: { ref: 'refs/heads/main' },
            inputs: { domain: 'edges-action.localhost', mode: 'deploy', path: await site('edges', V0) },
          }),
        );
        expectOk(run);
        expect(run.stdout).toMatch(
          /::warning::2 of 3 edges serve this revision; the others catch up when they are back: gone \(127\.0\.0\.1:1\): unreachable/,
        );
      },
    );
  });
});
