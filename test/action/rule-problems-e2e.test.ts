/**
 * The bundled Action (dist/index.js) previews a site whose `_redirects` and `_headers` have bad lines, against the
 * real server and a fake GitHub: the deploy goes through, each bad line is a warning in the log, and the PR comment
 * and the job summary list them (file, line, why).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { pullRequestPayload, runAction, sha, specWith } from './helpers/run-action.ts';
import { writeSite } from './helpers/sites.ts';
import { get } from '../edge/helpers/http.ts';

const DOMAIN = 'rule-problems-action.localhost';
let srv: TestServer;
let gh: FakeGitHub;
let work: string;

beforeAll(async () => {
  srv = await startTestServer({ edges: 1 });
  gh = await startFakeGitHub();
  work = await mkdtemp(join(tmpdir(), 'sitepub-action-rules-'));
});

afterAll(async () => {
  await srv?.close();
  await gh?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('rule-file problems in the Action', () => {
  it('a preview with bad rule lines: deployed, warned, listed in the PR comment and the job summary', async () => {
    const token = await srv.token();
    const path = await writeSite(join(work, 'site'), {
      'index.html': '<h1>home</h1>',
      _redirects: '/old /index.html 301\n/no-destination\n',
      _headers: '/*\n  Set-Cookie: a=b\n',
    });
    gh.pulls.set(3, { state: 'open', headSha: sha('3'), headRef: 'rules' });
    const run = await runAction(
      specWith(
        { domain: DOMAIN, token, endpoint: srv.api, githubApi: gh.url, workspace: work },
        {
          eventName: 'pull_request',
          payload: pullRequestPayload({ action: 'opened', number: 3, headSha: sha('3'), headRef: 'rules' }),
          sha: sha('3'),
          ref: 'refs/pull/3/merge',
          inputs: { path },
        },
      ),
    );
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/::warning::_redirects line 2: a rule needs a source path and a destination/);
    expect(run.stdout).toMatch(/::warning::_headers line 2: Set-Cookie is set by the edge/);
    const comment = (gh.comments.get(3) ?? []).find((c) => c.body.includes(`domain=${DOMAIN}`));
    expect(comment?.body).toContain('**Rule files:** 2 lines not applied');
    expect(comment?.body).toContain('line 2: a rule needs a source path and a destination');
    expect(run.summary).toContain('**Rule files:** 2 lines not applied');
    // the good line applies on the preview
    const preview = new URL(run.outputs['preview-url']!);
    const moved = await get(srv.edges[0]!, preview.host, '/old');
    expect([moved.status, moved.headers.location]).toEqual([301, '/index.html']);
  }, 120_000);
});
