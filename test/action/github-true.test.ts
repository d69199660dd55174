/**
 * The fake GitHub is GitHub-true (test/helpers/github-openapi.ts): a request GitHub's published REST description
 * would reject is answered as GitHub answers it and recorded, and closing the fake then fails the test file; its
 * answers are completed to validate against the description; event payloads must validate against the webhook
 * schemas.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { checkRequest, completeWebhook } from '../helpers/github-openapi.ts';
import { eventPayload, pullRequestPayload } from './helpers/run-action.ts';

describe("the fake GitHub checks requests against GitHub's REST description", () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub();
  });
  afterEach(async () => {
    gh.violations.length = 0; // the violations below are provoked on purpose
    await gh.close();
  });

  const call = async (
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown }> => {
    const res = await fetch(`${gh.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: 'token ghs_x' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: await res.json() };
  };

  it('answers a valid request with a body that has every field GitHub sends', async () => {
    gh.pulls.set(4, { state: 'open', headSha: 'a'.repeat(40), headRef: 'topic' });
    const res = await call('GET', '/repos/octo/site/pulls/4');
    expect(res.status).toBe(200);
    const pr = res.body as Record<string, unknown>;
    expect(pr).toMatchObject({ number: 4, state: 'open', head: { sha: 'a'.repeat(40), ref: 'topic' } });
    for (const field of ['url', 'html_url', 'user', 'base', 'created_at', 'merge_commit_sha'])
      expect(pr).toHaveProperty(field);
    expect(gh.violations).toEqual([]);
  });

  it('rejects a body GitHub would reject (422), an undeclared query parameter, an operation GitHub lacks (404)', async () => {
    const bad = await call('POST', '/repos/octo/site/deployments', { ref: 12, environment: 'preview' });
    expect(bad.status).toBe(422);
    expect(gh.deployments).toEqual([]); // not acted upon
    const query = await call('GET', '/repos/octo/site/pulls/4?per_page=5');
    expect(query.status).toBe(422);
    const none = await call('POST', '/repos/octo/site/pulls/4/deploy-it', {});
    expect(none.status).toBe(404);
    expect(gh.violations).toEqual([
      'POST /repos/octo/site/deployments: the body does not validate: /ref must be string {"type":"string"}',
      'GET /repos/octo/site/pulls/4: query parameter "per_page" is not declared by /repos/{owner}/{repo}/pulls/{pull_number}',
      "POST /repos/octo/site/pulls/4/deploy-it: GitHub's REST description has no such operation",
    ]);
  });

  it('fails on close while it saw a request GitHub would reject', async () => {
    const other = await startFakeGitHub();
    await fetch(`${other.url}/repos/octo/site/issues/3/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'the field is called body' }),
    });
    await expect(other.close()).rejects.toThrow(
      /issues\/3\/comments: the body does not validate: .*required property 'body'/,
    );
  });

  it('checks path parameters too', () => {
    expect(checkRequest('GET', new URL('http://x/repos/octo/site/pulls/seven'), null)).toEqual([
      'GET /repos/octo/site/pulls/seven: path parameter pull_number=seven: (root) must be integer {"type":"integer"}',
    ]);
  });
});

describe("event payloads validate against GitHub's webhook schemas", () => {
  it("a pull_request payload is completed around the test's fields and validates", () => {
    const payload = eventPayload({
      eventName: 'pull_request',
      payload: pullRequestPayload({
        action: 'synchronize',
        number: 3,
        headSha: 'b'.repeat(40),
        headRef: 'x',
      }),
    });
    expect(payload).toMatchObject({ action: 'synchronize', number: 3, pull_request: { head: { ref: 'x' } } });
    expect((payload.pull_request as Record<string, unknown>).url).toEqual(expect.any(String));
  });

  it('a field of the wrong shape fails', () => {
    const wrong = pullRequestPayload({ action: 'opened', number: 3, headSha: 'b'.repeat(40), headRef: 'x' });
    (wrong.pull_request as Record<string, unknown>).number = '3';
    expect(() => eventPayload({ eventName: 'pull_request', payload: wrong })).toThrow(
      /pull-request-opened payload does not validate.*\/pull_request\/number must be integer/,
    );
    expect(() => completeWebhook('pull_request', { action: 'teleported' })).toThrow(
      'No webhook schema for the pull_request event (action teleported)',
    );
  });
});
