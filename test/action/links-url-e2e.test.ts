/**
 * The bundled Action against the real server (sitepub profile) and the fake GitHub: the link check of a preview's
 * changed pages (check-links warn and fail, a clean PR), and mode url, whose URL the following preview reports.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { api, startTestServer, type TestServer } from '../helpers/server.ts';
import {
  pullRequestPayload,
  runAction,
  sha,
  specWith,
  type ActionRun,
  type RunSpec,
} from './helpers/run-action.ts';
import { writeSite } from './helpers/sites.ts';

const DOMAIN = 'links-action.localhost';
let srv: TestServer;
let gh: FakeGitHub;
let token: string;
let work: string;

beforeAll(async () => {
  srv = await startTestServer({ edges: 1, overrides: { limits: { ratePerDomain: 100 } } });
  token = await srv.token();
  gh = await startFakeGitHub();
  work = await mkdtemp(join(tmpdir(), 'sitepub-links-'));
  const run = await runAction(
    spec({
      eventName: 'push',
      payload: { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
      inputs: { path: await writeSite(join(work, 'main'), BASE) },
    }),
  );
  expectOk(run);
});
afterAll(async () => {
  await srv?.close();
  await gh?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const BASE = {
  'index.html': '<h1>home</h1>',
  'about/index.html': '<p>about</p>',
  'img/logo.png': 'png',
};

function spec(o: Partial<RunSpec> & Pick<RunSpec, 'eventName' | 'payload'>): RunSpec {
  return specWith({ domain: DOMAIN, token, endpoint: srv.api, githubApi: gh.url, workspace: work }, o);
}
const expectOk = (run: ActionRun): void => expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
const sticky = (pr: number): string =>
  (gh.comments.get(pr) ?? []).find((c) => c.body.includes(`domain=${DOMAIN}`))?.body ?? '';

async function previewRun(
  pr: number,
  commit: string,
  files: Record<string, string>,
  inputs: Record<string, string> = {},
): Promise<ActionRun> {
  gh.pulls.set(pr, { state: 'open', headSha: sha(commit), headRef: `links-${pr}` });
  return runAction(
    spec({
      eventName: 'pull_request',
      payload: pullRequestPayload({
        action: 'opened',
        number: pr,
        headSha: sha(commit),
        headRef: `links-${pr}`,
      }),
      inputs: { path: await writeSite(join(work, `pr-${pr}-${commit}`), { ...BASE, ...files }), ...inputs },
    }),
  );
}

/** A changed page with a working link, a missing page, a missing image, and links the check leaves alone. */
const BROKEN = {
  'index.html': `<h1>home, changed</h1>
    <a href="/about/">about (works)</a>
    <a href="/missing-page/">missing page</a>
    <img src="img/missing.png" srcset="img/logo.png 1x">
    <a href="https://example.org/elsewhere">another site</a> <a href="mailto:a@b.c">mail</a> <a href="#top">top</a>`,
};

describe('check-links', () => {
  it('warn: the comment and the summary list the missing page and image, not the working link; exit 0', async () => {
    const run = await previewRun(5, '1', BROKEN);
    expectOk(run);
    expect(run.outputs['broken-links']).toBe('2');
    const body = sticky(5);
    expect(body).toContain('Link check: **2 broken links**');
    expect(body).toContain('<code>/missing\\-page/</code>: HTTP 404');
    expect(body).toContain('<code>/img/missing\\.png</code>: HTTP 404');
    expect(body).not.toMatch(/<code>\/about\/<\/code>/);
    expect(body).not.toContain('logo');
    expect(body).not.toContain('example.org');
    expect(run.summary).toContain('### Links');
    expect(run.summary).toContain('<code>/missing\\-page/</code>: HTTP 404');
    expect(run.stdout).toContain('::warning::Broken link on /: ');
  });

  it('fail: the same preview fails the step after commenting', async () => {
    const run = await previewRun(
      5,
      '2',
      { ...BROKEN, 'new.html': '<a href="/about/">ok</a>' },
      { 'check-links': 'fail' },
    );
    expect(run.code).not.toBe(0);
    expect(run.outputs['broken-links']).toBe('2');
    expect(run.outputs.mode).toBe('preview');
    expect(run.stdout).toContain('::error::The preview has 2 broken links on its changed pages');
    // the comment was written for this commit before the step failed
    expect(sticky(5)).toContain(sha('2'));
    expect(sticky(5)).toContain('Link check: **2 broken links**');
  });

  it('a clean PR reports none; off checks nothing', async () => {
    const clean = await previewRun(6, '3', {
      'index.html': '<a href="/about/">about</a><img src="/img/logo.png">',
    });
    expectOk(clean);
    expect(clean.outputs['broken-links']).toBe('0');
    expect(sticky(6)).toContain('Link check: no broken links');
    const off = await previewRun(6, '4', BROKEN, { 'check-links': 'off' });
    expectOk(off);
    expect(off.outputs['broken-links']).toBe('');
    expect(sticky(6)).not.toContain('Link check');
  });
});

describe('mode url', () => {
  it('names the stable preview URL without uploading; the following preview reports the same', async () => {
    const count = async (): Promise<number> =>
      ((await api(srv.api, token, 'GET', `/${DOMAIN}/list`)).body as unknown[]).length;
    const before = await count();
    gh.pulls.set(8, { state: 'open', headSha: sha('5'), headRef: 'url-8' });
    const payload = pullRequestPayload({ action: 'opened', number: 8, headSha: sha('5'), headRef: 'url-8' });
    const url = await runAction(
      spec({ eventName: 'pull_request', payload, inputs: { mode: 'url', path: '' } }),
    );
    expectOk(url);
    expect(url.outputs.mode).toBe('url');
    expect(url.outputs['preview-url']).toMatch(/^http:\/\/pr-8-links-action\.localhost:\d+\/$/);
    expect(await count()).toBe(before); // nothing uploaded
    expect(gh.writes().filter((w) => w.path.includes('/issues/8/'))).toEqual([]); // nor commented
    const preview = await previewRun(8, '5', { 'index.html': '<p>pr 8</p>' });
    expectOk(preview);
    expect(preview.outputs['stable-preview-url']).toBe(url.outputs['preview-url']);
  });
});
