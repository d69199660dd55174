import { describe, expect, it } from 'vitest';
import {
  DEPENDABOT_SKIP,
  eventContext,
  FORK_SKIP,
  MERGED_WITHOUT_SECRETS_SKIP,
  decide,
  outcomeOf,
  decideEvent,
} from '../../src/action/decide.ts';
import { InputError, readSettings } from '../../src/action/inputs.ts';
import { settings } from './settings-fixture.ts';

const SHA = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);

function prEvent(action: string, extra: Record<string, unknown> = {}, fork = false): Record<string, unknown> {
  return {
    action,
    number: 7,
    pull_request: {
      number: 7,
      title: 'Fix <script>',
      merged: false,
      head: { sha: HEAD, ref: 'feature/x', repo: { full_name: fork ? 'someone/site' : 'octo/site' } },
      base: { ref: 'main', repo: { full_name: 'octo/site' } },
      ...extra,
    },
    repository: { default_branch: 'main' },
  };
}

const ctx = (name: string, payload: Record<string, unknown>, ref = 'refs/heads/main') =>
  eventContext(name, payload, SHA, ref);

describe('decide (auto)', () => {
  it.each(['opened', 'synchronize', 'reopened'])('pull_request %s → preview of the head commit', (action) => {
    const decision = decide(ctx('pull_request', prEvent(action), 'refs/pull/7/merge'), settings(), 'main');
    expect(decision).toMatchObject({ kind: 'preview', commit: HEAD, prNumber: 7, ref: 'feature/x' });
  });

  it('pull_request labeled → skip', () => {
    expect(decide(ctx('pull_request', prEvent('labeled')), settings(), 'main').kind).toBe('skip');
  });

  it('closed and merged → promote the PR head commit', () => {
    const decision = decide(ctx('pull_request', prEvent('closed', { merged: true })), settings(), 'main');
    expect(decision).toMatchObject({ kind: 'promote', commit: HEAD, prNumber: 7 });
  });

  it('closed unmerged → discard the PR previews', () => {
    const decision = decide(ctx('pull_request', prEvent('closed')), settings(), 'main');
    expect(decision).toMatchObject({ kind: 'discard-pr', prNumber: 7 });
  });

  it('push to the production branch → promote the pushed commit', () => {
    const decision = decide(ctx('push', { ref: 'refs/heads/main' }), settings(), 'main');
    expect(decision).toMatchObject({ kind: 'promote', commit: SHA, prNumber: null });
  });

  it('push elsewhere → skip, naming the production branch', () => {
    const decision = decide(ctx('push', {}, 'refs/heads/dev'), settings(), 'main');
    expect(decision.kind).toBe('skip');
    expect(decision.kind === 'skip' && decision.reason).toContain('"main"');
  });

  it('production-branch decides what a push promotes', () => {
    expect(decide(ctx('push', {}, 'refs/heads/release'), settings(), 'release').kind).toBe('promote');
  });

  it('workflow_dispatch → rollback, or cutover when a revision is given', () => {
    expect(decide(ctx('workflow_dispatch', {}), settings(), 'main')).toEqual({ kind: 'rollback' });
    expect(decide(ctx('workflow_dispatch', {}), settings({ revision: '1700000000000' }), 'main')).toEqual({
      kind: 'cutover',
      revision: '1700000000000',
    });
  });

  it('workflow_run of a pull_request → preview of its head, PR from input', () => {
    const payload = {
      workflow_run: {
        event: 'pull_request',
        head_sha: HEAD,
        head_branch: 'feat',
        conclusion: 'success',
        pull_requests: [],
      },
    };
    const decision = decide(ctx('workflow_run', payload), settings({ 'pr-number': '12' }), 'main');
    expect(decision).toMatchObject({ kind: 'preview', commit: HEAD, prNumber: 12 });
  });

  it('workflow_run that failed → skip', () => {
    const payload = { workflow_run: { event: 'pull_request', head_sha: HEAD, conclusion: 'failure' } };
    expect(decide(ctx('workflow_run', payload), settings(), 'main').kind).toBe('skip');
  });

  it('unknown events ask for an explicit mode', () => {
    expect(() => decide(ctx('issues', {}), settings(), 'main')).toThrow(/Set the "mode" input/);
  });

  it('never tears down in auto', () => {
    for (const [name, payload] of [
      ['pull_request', prEvent('closed')],
      ['push', {}],
      ['workflow_dispatch', {}],
    ] as const) {
      expect(decide(ctx(name, payload), settings(), 'main').kind).not.toBe('teardown');
    }
  });
});

describe('outcomeOf (the mode a run reports, also when it fails)', () => {
  it('is the decided kind, a PR discard reported as discard', () => {
    const decision = (name: string, payload: Record<string, unknown>, mode = 'auto') =>
      decideEvent(ctx(name, payload), settings({ mode }), 'main');
    expect(outcomeOf(decision('pull_request', prEvent('opened')))).toBe('preview');
    expect(outcomeOf(decision('pull_request', prEvent('closed', { merged: true })))).toBe('promote');
    expect(outcomeOf(decision('pull_request', prEvent('closed')))).toBe('discard');
    expect(outcomeOf(decision('push', {}))).toBe('promote');
    expect(outcomeOf(decision('push', {}, 'deploy'))).toBe('deploy');
    expect(outcomeOf(decision('workflow_dispatch', {}))).toBe('rollback');
    expect(outcomeOf(decision('push', {}, 'teardown'))).toBe('teardown');
    expect(outcomeOf(decision('push', {}, 'cutover'))).toBe('cutover');
    expect(outcomeOf({ kind: 'skip', reason: 'x' })).toBe('skip');
  });

  it('decideEvent decides without looking at the token (run.ts reports the decision when the token is missing)', () => {
    const s = settings({ token: '' });
    expect(decideEvent(ctx('push', {}), s, 'main').kind).toBe('promote');
  });
});

describe('decide (no token)', () => {
  it('fork PR without a token → clean skip with the fork notice', () => {
    const decision = decide(
      ctx('pull_request', prEvent('opened', {}, true)),
      settings({ token: '' }),
      'main',
    );
    expect(decision).toEqual({ kind: 'skip', reason: FORK_SKIP });
    expect(FORK_SKIP).toMatch(/^preview skipped: secrets are not available to pull requests from forks/);
  });

  it('SURGE_TOKEN stands in for the token input', () => {
    const s = settings({ token: '' }, { SURGE_TOKEN: 'from-env' });
    expect(s.token).toBe('from-env');
    expect(decide(ctx('pull_request', prEvent('opened')), s, 'main').kind).toBe('preview');
  });

  it('fork PR closed unmerged without a token → clean skip', () => {
    const decision = decide(
      ctx('pull_request', prEvent('closed', {}, true)),
      settings({ token: '' }),
      'main',
    );
    expect(decision).toEqual({ kind: 'skip', reason: FORK_SKIP });
  });

  it('fork or Dependabot PR merged without a token → clean skip: the push of the merge commit publishes it', () => {
    const merged = prEvent('closed', { merged: true }, true);
    expect(decide(ctx('pull_request', merged), settings({ token: '' }), 'main')).toEqual({
      kind: 'skip',
      reason: MERGED_WITHOUT_SECRETS_SKIP,
    });
    const bot = eventContext(
      'pull_request',
      prEvent('closed', { merged: true }),
      SHA,
      'refs/heads/main',
      'dependabot[bot]',
    );
    expect(decide(bot, settings({ token: '' }), 'main')).toEqual({
      kind: 'skip',
      reason: MERGED_WITHOUT_SECRETS_SKIP,
    });
    // a same-repo merge without the secret is still an error (below), and with a token a fork's merge promotes
    expect(decide(ctx('pull_request', merged), settings({ token: 't' }), 'main').kind).toBe('promote');
  });

  it('pull_request_target without a token → an error, forks included: that event has the secrets', () => {
    for (const payload of [prEvent('opened', {}, true), prEvent('closed', { merged: true }, true)]) {
      const decision = () => decide(ctx('pull_request_target', payload), settings({ token: '' }), 'main');
      expect(decision).toThrow(/^No sitepub token: set the "token" input/);
    }
    expect(() =>
      decide(ctx('pull_request_target', prEvent('opened', {}, true)), settings({ token: '' }), 'main'),
    ).toThrow(/A pull_request_target workflow has the repository's secrets \(also for fork pull requests\)/);
  });

  it('same-repo PR without a token → the "No sitepub token" error, saying the secret is missing', () => {
    for (const action of ['opened', 'closed']) {
      const decision = () => decide(ctx('pull_request', prEvent(action)), settings({ token: '' }), 'main');
      expect(decision).toThrow(InputError);
      expect(decision).toThrow(/^No sitepub token: set the "token" input/);
      expect(decision).toThrow(/not from a fork.*secret is missing/);
    }
  });

  it('same-repo PR with an explicit mode preview and no token → error too', () => {
    const decision = () =>
      decide(ctx('pull_request', prEvent('opened')), settings({ token: '', mode: 'preview' }), 'main');
    expect(decision).toThrow(/No sitepub token/);
  });

  it('Dependabot PR without a token → clean skip naming Dependabot secrets', () => {
    const ev = eventContext('pull_request', prEvent('opened'), SHA, 'refs/pull/7/merge', 'dependabot[bot]');
    expect(decide(ev, settings({ token: '' }), 'main')).toEqual({ kind: 'skip', reason: DEPENDABOT_SKIP });
    expect(DEPENDABOT_SKIP).toMatch(/^preview skipped: .*Dependabot secrets/);
  });

  it('workflow_run without a token → error (workflow_run has the secrets)', () => {
    const payload = {
      workflow_run: { event: 'pull_request', head_sha: HEAD, head_branch: 'f', conclusion: 'success' },
    };
    const decision = () => decide(ctx('workflow_run', payload), settings({ token: '' }), 'main');
    expect(decision).toThrow(InputError);
    expect(decision).toThrow(/No sitepub token.*workflow_run.*secret is missing/);
  });

  it('push without a token → error naming the input', () => {
    expect(() => decide(ctx('push', {}), settings({ token: '' }), 'main')).toThrow(InputError);
    expect(() => decide(ctx('push', {}), settings({ token: '' }), 'main')).toThrow(/"token" input/);
  });
});

describe('decide (explicit modes)', () => {
  it('discard needs a revision or a PR', () => {
    expect(
      decide(ctx('workflow_dispatch', {}), settings({ mode: 'discard', revision: '1700000000001' }), 'main'),
    ).toEqual({
      kind: 'discard',
      revision: '1700000000001',
    });
    expect(() => decide(ctx('workflow_dispatch', {}), settings({ mode: 'discard' }), 'main')).toThrow(
      /revision/,
    );
  });

  it('teardown only when asked', () => {
    expect(decide(ctx('workflow_dispatch', {}), settings({ mode: 'teardown' }), 'main')).toEqual({
      kind: 'teardown',
    });
  });

  it('preview on a push uses GITHUB_SHA', () => {
    expect(decide(ctx('push', {}), settings({ mode: 'preview' }), 'main')).toMatchObject({
      kind: 'preview',
      commit: SHA,
    });
  });
});

describe('readSettings', () => {
  it('masks the token and its Basic-auth value at once', () => {
    const masked: string[] = [];
    const all: Record<string, string> = { domain: 'x.example.com', token: 's3cret-token' };
    readSettings({ read: (n) => all[n] ?? '', env: {}, mask: (s) => masked.push(s) });
    expect(masked).toContain('s3cret-token');
    expect(masked).toContain(Buffer.from('token:s3cret-token').toString('base64'));
  });

  it('rejects bad inputs with messages naming the input', () => {
    expect(() => settings({ domain: '' })).toThrow(/"domain" is required/);
    expect(() => settings({ domain: 'no_dot' })).toThrow(/"domain"/);
    expect(() => settings({ mode: 'yolo' })).toThrow(/"mode" must be one of auto, preview/);
    expect(() => settings({ comment: 'maybe' })).toThrow(/"comment" must be true or false/);
    expect(() => settings({ 'health-check-paths': 'about' })).toThrow(/must start with "\/"/);
    expect(() => settings({ revision: 'latest' })).toThrow(/"revision"/);
    expect(() => settings({ 'pr-number': 'abc' })).toThrow(/"pr-number"/);
    expect(() => settings({ 'health-check-timeout': '5s' })).toThrow(
      /"health-check-timeout" must be a number of seconds from 0 \(no health check\) to 600; got "5s"/,
    );
    expect(() => settings({ 'health-check-timeout': '601' })).toThrow(/"health-check-timeout"/);
    expect(() => settings({ endpoint: 'ftp://x' })).toThrow(/"endpoint"/);
  });

  it('parses lists and defaults', () => {
    const s = settings({ 'health-check-paths': '/\n/about/\n# comment\n', ignore: '*.map\n\ndrafts/' });
    expect(s.healthCheckPaths).toEqual(['/', '/about/']);
    expect(s.ignore).toEqual(['*.map', 'drafts/']);
    expect(s.endpoint).toBe('https://surge.surge.sh');
    expect(s.mode).toBe('auto');
    expect(s.comment && s.githubDeployment && s.jobSummary).toBe(true);
    expect(s.forceHttps).toBeNull();
    expect(s.healthCheckTimeoutMs).toBe(10_000);
    expect(settings({ 'health-check-timeout': '0' }).healthCheckTimeoutMs).toBe(0);
    expect(settings({ 'health-check-timeout': '2.5' }).healthCheckTimeoutMs).toBe(2500);
    expect(settings({ 'health-check-timeout': '0.0001' }).healthCheckTimeoutMs).toBe(1); // short, never off
  });
});

describe('sweep and url', () => {
  it('auto on a schedule event sweeps', () => {
    expect(decide(ctx('schedule', { schedule: '17 3 * * *' }), settings(), 'main')).toEqual({
      kind: 'sweep',
    });
  });
  it('mode sweep sweeps on any event', () => {
    expect(decide(ctx('workflow_dispatch', {}), settings({ mode: 'sweep' }), 'main')).toEqual({
      kind: 'sweep',
    });
  });
  it('mode url names the PR from the event or pr-number, and needs no token', () => {
    expect(
      decide(ctx('pull_request', prEvent('opened')), settings({ mode: 'url', token: '' }), 'main'),
    ).toEqual({ kind: 'url', prNumber: 7, ref: 'feature/x' });
    expect(decide(ctx('push', {}), settings({ mode: 'url', 'pr-number': '12' }), 'main')).toMatchObject({
      kind: 'url',
      prNumber: 12,
    });
    expect(() => decide(ctx('push', {}), settings({ mode: 'url' }), 'main')).toThrow(/needs a pull request/);
  });
  it('preview-retention and check-links are validated', () => {
    expect(settings({ 'preview-retention': '14' }).previewRetentionDays).toBe(14);
    expect(settings().previewRetentionDays).toBeNull();
    expect(settings().checkLinks).toBe('warn');
    expect(settings({ 'check-links': 'FAIL' }).checkLinks).toBe('fail');
    expect(() => settings({ 'preview-retention': '2 weeks' })).toThrow(
      /"preview-retention" must be a whole number/,
    );
    expect(() => settings({ 'check-links': 'strict' })).toThrow(
      /"check-links" must be one of off, warn, fail/,
    );
  });
});
