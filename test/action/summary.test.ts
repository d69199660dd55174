import { describe, expect, it } from 'vitest';
import { annotations, outputValues } from '../../src/action/outputs.ts';
import { emptyResult, type RunResult } from '../../src/action/result.ts';
import { renderSummary } from '../../src/action/summary.ts';
import type { RevisionEntry } from '../../src/protocol/types.ts';

const rev = (n: number, o: Partial<RevisionEntry>): RevisionEntry => ({
  rev: n,
  preview: `${n}-x.example.com`,
  current: false,
  email: 'a@b.c',
  message: null,
  msg: null,
  friendlySize: '',
  timeAgoInWords: '',
  publicFileCount: 3,
  publicTotalSize: 10,
  created_at: '2026-01-01T00:00:00.000Z',
  liveAt: null,
  contentHash: '',
  meta: {},
  ...o,
});

describe('job summary', () => {
  it('is written from a plain surge list: no created_at, liveAt, meta nor publicTotalSize', () => {
    const r = emptyResult('x.example.com', 'rollback');
    const bare = (n: number, msg: string | null, current = false): RevisionEntry =>
      ({
        rev: n,
        preview: `${n}-x`,
        current,
        email: 'a@b.c',
        msg,
        friendlySize: '1 kB',
        timeAgoInWords: '2 minutes ago',
        publicFileCount: 3,
      }) as RevisionEntry;
    r.recent = [
      bare(3, 'Deploy 1234567 [sitepub id=abc kind=production sha=1234567890abcdef]', true),
      bare(2, 'Preview of PR #4 [sitepub id=def kind=preview pr=4 sha=feedbee]'),
      bare(1, null),
    ];
    const md = renderSummary(r);
    expect(md).toContain(
      '| <code>3</code> | **current** | 2 minutes ago | <code>1234567</code> | Deploy 1234567 | 3 |',
    );
    // another PR's preview, never live, and a revision nothing proves was live are not rows
    expect(md).not.toContain('| <code>2</code>');
    expect(md).not.toContain('| <code>1</code>');
  });

  it('lists revisions only in rollback and cutover runs, marking one that failed its health check', () => {
    const r = emptyResult('x.example.com', 'rollback');
    r.healthFailed = [3];
    r.recent = [
      rev(4, { liveAt: null }),
      rev(3, { liveAt: '2026-01-03T00:00:00Z', created_at: '2026-01-03T10:11:12.345Z' }),
      rev(2, { current: true, liveAt: '2026-01-04T00:00:00Z', created_at: '2026-01-02T10:11:12.345Z' }),
      rev(1, { liveAt: '2026-01-01T00:00:00Z', created_at: '2026-01-01T10:11:12.345Z' }),
    ];
    const md = renderSummary(r);
    expect(md).toContain('| <code>3</code> | ⚠️ failed its health check | 2026-01-03 10:11 UTC |');
    expect(md).toContain('| <code>1</code> | was live | 2026-01-01 10:11 UTC |');
    expect(md).not.toContain('| <code>4</code>'); // a preview never live
    expect(md).not.toContain('.345');
    expect(md).toContain('`mode: cutover`');
    for (const mode of ['preview', 'deploy', 'promote'] as const) {
      const other = renderSummary({ ...r, mode });
      expect(other).not.toContain('Revisions of this site');
      expect(other).not.toContain('mode: cutover');
    }
  });

  it('links the changed pages on the preview, with correct plurals', () => {
    const r = emptyResult('x.example.com', 'preview');
    r.previewUrl = 'https://7-x.example.com/';
    r.changes = {
      pages: [{ path: '/docs/index.html', href: '/docs/', change: 'changed' }],
      otherFiles: 1,
      firstDeploy: false,
    };
    const md = renderSummary(r);
    expect(md).toContain('### Changed pages (1, plus 1 other file)');
    expect(md).toContain('- [/docs/index\\.html](https://7-x.example.com/docs/)');
  });

  it('tells what happened, with a table, the health check and recent revisions to roll back to', () => {
    const r = emptyResult('x.example.com', 'deploy');
    Object.assign(r, {
      productionUrl: 'https://x.example.com/',
      revision: 2,
      previousRevision: 1,
      fileCount: 3,
      size: 2048,
      rolledBack: true,
      failure: 'Health check failed on https://x.example.com/ (/ → HTTP 500); production was rolled back',
      health: {
        ok: false,
        results: [{ path: '/', url: 'https://x.example.com/', ok: false, status: 500, error: 'HTTP 500' }],
      },
      changes: {
        pages: [{ path: '/a<b>.html', href: '/a<b>.html', change: 'added' }],
        otherFiles: 2,
        firstDeploy: false,
      },
      recent: [
        rev(2, {
          liveAt: '2026-01-02T00:00:00Z',
          message: 'evil | <img src=x> @everyone',
          meta: { commit: 'abcdef1234' },
        }),
        rev(1, { current: true, liveAt: '2026-01-03T00:00:00Z' }),
      ],
    });
    const md = renderSummary(r);
    expect(md).toContain('❌ sitepub: Deploy to production failed (x.example.com)');
    expect(md).toContain('| Previous revision | <code>1</code> |');
    expect(md).toContain('| Health check | failed, rolled back |');
    expect(md).toContain('| <code>1</code> | **current** |');
    expect(md).toContain('was live');
    expect(md).not.toContain('<img');
    expect(md).not.toContain('<b>');
    expect(md).not.toContain('@everyone');
    expect(md).toContain('plus 2 other files');
  });

  it('titles a failed run by what failed, never "Nothing to do" or a success', () => {
    const failed = (mode: Parameters<typeof emptyResult>[1]) =>
      renderSummary({ ...emptyResult('x.example.com', mode), failure: 'boom' }).split('\n')[0];
    expect(failed('preview')).toBe('## ❌ sitepub: Preview failed (x.example.com)');
    expect(failed('promote')).toBe('## ❌ sitepub: Promotion to production failed (x.example.com)');
    expect(failed('discard')).toBe('## ❌ sitepub: Discarding preview revisions failed (x.example.com)');
    expect(failed('skip')).toBe('## ❌ sitepub: Failed before anything was done (x.example.com)');
    expect(renderSummary(emptyResult('x.example.com', 'preview')).split('\n')[0]).toBe(
      '## ✅ sitepub: Preview deployed (x.example.com)',
    );
  });

  it('sets every output, empty when it does not apply', () => {
    const values = outputValues(emptyResult('x.example.com', 'skip'));
    expect(Object.keys(values).sort()).toEqual([
      'broken-links',
      'changed-pages',
      'comment-id',
      'deployment-id',
      'domain',
      'file-count',
      'mode',
      'preview-url',
      'previous-revision',
      'production-url',
      'revision',
      'size',
      'stable-preview-url',
      'url',
    ]);
    expect(values.mode).toBe('skip');
    expect(values.domain).toBe('x.example.com');
    expect(values.url).toBe('');
    expect(values['production-url']).toBe('');
  });

  it("changed-pages lists a preview's added and changed pages as preview URLs, JSON", () => {
    const preview = Object.assign(emptyResult('x.example.com', 'preview'), {
      previewUrl: 'https://1-x.example.com',
      changes: {
        pages: [
          { path: '/index.html', change: 'changed', href: '/' },
          { path: '/docs/a b.html', change: 'added', href: '/docs/a b.html' },
          { path: '/old.html', change: 'removed', href: null },
        ],
        otherFiles: 2,
        firstDeploy: false,
      },
    } satisfies Partial<RunResult>);
    expect(JSON.parse(outputValues(preview)['changed-pages']!)).toEqual([
      'https://1-x.example.com/',
      'https://1-x.example.com/docs/a%20b.html',
    ]);
    const none = Object.assign(emptyResult('x.example.com', 'preview'), {
      previewUrl: 'https://1-x.example.com/',
      changes: { pages: [], otherFiles: 0, firstDeploy: false },
    } satisfies Partial<RunResult>);
    expect(outputValues(none)['changed-pages']).toBe('[]');
    expect(outputValues(emptyResult('x.example.com', 'deploy'))['changed-pages']).toBe('');
  });

  it('production-url is set whenever the run knows it, previews included; url stays what was done', () => {
    const preview = Object.assign(emptyResult('x.example.com', 'preview'), {
      url: 'https://1-x.example.com/',
      previewUrl: 'https://1-x.example.com/',
      productionUrl: 'https://x.example.com/',
    });
    expect(outputValues(preview)).toMatchObject({
      url: 'https://1-x.example.com/',
      'preview-url': 'https://1-x.example.com/',
      'production-url': 'https://x.example.com/',
    });
  });
});

describe('annotations', () => {
  const urls = { previewUrl: 'https://1-x.example.com/', productionUrl: 'https://x.example.com/' };
  const result = (mode: Parameters<typeof emptyResult>[1], o: Partial<RunResult> = {}): RunResult =>
    Object.assign(emptyResult('x.example.com', mode), urls, o);

  it('a successful preview: its URL, titled Preview', () => {
    expect(annotations(result('preview'))).toEqual([
      { title: 'Preview', message: 'https://1-x.example.com/' },
    ]);
  });

  it.each(['deploy', 'promote', 'rollback', 'cutover'] as const)(
    'a successful %s: the production URL, titled Production',
    (mode) => {
      expect(annotations(result(mode))).toEqual([{ title: 'Production', message: 'https://x.example.com/' }]);
    },
  );

  it('none after a failure, a skip, a discard or a teardown', () => {
    expect(annotations(result('preview', { failure: 'boom' }))).toEqual([]);
    expect(annotations(result('deploy', { failure: 'Health check failed', rolledBack: true }))).toEqual([]);
    for (const mode of ['skip', 'discard', 'teardown'] as const)
      expect(annotations(result(mode))).toEqual([]);
    expect(annotations(result('preview', { previewUrl: null }))).toEqual([]);
  });
});

describe('sweep and link check in the summary', () => {
  it('lists what a sweep discarded and kept, and why', () => {
    const r = emptyResult('x.example.com', 'sweep');
    r.sweep = {
      discard: [{ rev: 1700000000002, pr: 4, discard: true, reason: 'PR #4 is closed' }],
      keep: [
        { rev: 1700000000001, pr: null, discard: false, reason: 'live' },
        { rev: 1700000000003, pr: 5, discard: false, reason: 'PR #5 is open' },
      ],
      closedPulls: [4],
    };
    const md = renderSummary(r);
    expect(md).toContain('## ✅ sitepub: Swept the previews of closed pull requests (x.example.com)');
    expect(md).toContain('### Discarded (1)');
    expect(md).toContain('| <code>1700000000002</code> | #4 | PR \\#4 is closed |');
    expect(md).toContain('### Kept (2)');
    expect(md).toContain('| <code>1700000000003</code> | #5 | PR \\#5 is open |');
  });

  it('lists broken links page by page, and sets broken-links', () => {
    const r = emptyResult('x.example.com', 'preview');
    r.links = {
      pages: 1,
      checked: 3,
      cut: null,
      broken: [{ page: '/', broken: [{ url: 'http://h/gone.png', status: 404, error: 'HTTP 404' }] }],
    };
    expect(renderSummary(r)).toContain('### Links\n\nLink check: **1 broken link**');
    expect(outputValues(r)['broken-links']).toBe('1');
    expect(outputValues(emptyResult('x.example.com', 'preview'))['broken-links']).toBe('');
  });
});

describe('job summary: rule-file problems', () => {
  it('lists the lines the edges do not apply', () => {
    const r = emptyResult('x.example.com', 'preview');
    expect(renderSummary(r)).not.toContain('Rule files');
    r.ruleProblems = [{ file: 'ROUTER', line: 3, message: '"999" is not a status ROUTER knows' }];
    const out = renderSummary(r);
    expect(out).toContain('**Rule files:** 1 line not applied');
    expect(out).toContain('- <code>ROUTER</code> line 3: &quot;999&quot; is not a status ROUTER knows');
  });
});
