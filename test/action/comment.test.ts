import { describe, expect, it } from 'vitest';
import { marker, readState, renderComment, withShown, type CommentModel } from '../../src/action/comment.ts';
import { failureLine } from '../../src/action/errors.ts';
import { basicAuthValue } from '../../src/action/inputs.ts';
import { code, encodePath, formatBytes, md } from '../../src/action/escape.ts';
import { summarizeChanges } from '../../src/action/pages.ts';
import { diffManifests } from '../../src/pack/index.ts';

const base: CommentModel = {
  state: 'preview',
  domain: 'docs.example.com',
  commit: 'b'.repeat(40),
  repoUrl: 'https://github.com/octo/site',
  at: '2026-01-02T03:04:05.678Z',
  previewUrl: 'https://1700000000000-docs.example.com/',
  productionUrl: 'https://docs.example.com/',
  revision: 1700000000000,
  fileCount: 12,
  size: 34_567,
  branch: 'feature/x',
  changes: null,
  detail: null,
  runUrl: 'https://github.com/octo/site/actions/runs/1',
  production: null,
  failedStep: null,
  previous: null,
};

describe('escaping', () => {
  it('neutralises HTML, Markdown, mentions and control characters', () => {
    const evil =
      '<img src=x onerror=alert(1)> **bold** [x](javascript:alert(1)) @admin #1 `tick` |pipe|\nnext';
    const out = md(evil);
    expect(out).not.toMatch(/<img/);
    expect(out).not.toMatch(/\*\*bold\*\*/);
    expect(out).not.toMatch(/\]\(javascript/);
    expect(out).not.toContain('@admin');
    expect(out).not.toContain('\n');
    expect(out).not.toMatch(/(^|[^\\])\|/);
    expect(code('a`b</code><script>')).toBe('<code>a\\`b&lt;/code&gt;&lt;script&gt;</code>');
  });

  it('encodes every path segment of a file name', () => {
    expect(encodePath('/a b/c)(d/<e>.html')).toBe('/a%20b/c)(d/%3Ce%3E.html');
  });

  it('formats sizes in decimal units', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(34_567)).toBe('35 kB');
    expect(formatBytes(4_500_000)).toBe('4.5 MB');
  });
});

describe('renderComment', () => {
  it('carries the domain marker and the commit it shows', () => {
    const body = renderComment(base);
    expect(body.startsWith(marker('docs.example.com'))).toBe(true);
    expect(readState(body)).toEqual({
      commit: base.commit,
      state: 'preview',
      at: base.at,
      // a hidden record of the preview the Action made, revision included
      preview: { commit: base.commit, url: base.previewUrl, rev: 1700000000000 },
    });
    expect(body).toContain('https://1700000000000-docs.example.com/');
    expect(body).toContain(
      'Revision <code>1700000000000</code> · 12 files (35 kB) · branch <code>feature/x</code>',
    );
  });

  it('markers of two sites in one PR differ', () => {
    expect(renderComment(base)).not.toContain(marker('blog.example.com'));
  });

  it('escapes an untrusted branch name and file names', () => {
    const changes = summarizeChanges(
      diffManifests(
        {
          '/index.html': { size: 2, md5: 'b' },
          '/<script>alert(1)</script>.html': { size: 1, md5: 'x' },
          '/a.css': { size: 1, md5: 'c' },
        },
        { '/index.html': { size: 1, md5: 'a' }, '/gone.html': { size: 1, md5: 'g' } },
      ),
    );
    const body = renderComment({ ...base, branch: 'x`</code><b>@everyone</b>', changes });
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('<b>');
    expect(body).not.toContain('@everyone');
    expect(body).toContain('%3Cscript%3E'); // link target encoded
    expect(body).toContain('(removed)');
    expect(body).toContain('(and 1 other file)');
    // the page link goes to the preview, index.html as its folder
    expect(body).toContain('](https://1700000000000-docs.example.com/)');
  });

  it('says when the change is live and when the preview was removed', () => {
    expect(renderComment({ ...base, state: 'live' })).toContain(
      `Production **https://docs.example.com/** serves commit [bbbbbbb](https://github.com/octo/site/commit/${'b'.repeat(40)})`,
    );
    const removed = renderComment({ ...base, state: 'removed' });
    expect(removed).toContain('preview was removed');
    expect(removed).not.toContain('| Preview |');
  });

  it('links the commit to its page, short SHA as text; without a repository it is plain code', () => {
    const body = renderComment(base);
    expect(body).toContain(
      `Preview of commit [bbbbbbb](https://github.com/octo/site/commit/${'b'.repeat(40)}):`,
    );
    const failed = { ...base, state: 'failed' as const, failedStep: 'production' as const };
    expect(renderComment({ ...failed, repoUrl: null })).toContain('| Commit | <code>bbbbbbb</code> |');
    // a commit that is not a SHA is never put into a URL
    const odd = renderComment({ ...failed, commit: 'x](javascript:alert(1))' });
    expect(odd.split('\n').find((l) => l.startsWith('| Commit |'))).toBe(
      '| Commit | <code>x\\]\\(java</code> |',
    );
  });

  it('shows the time readable, in UTC', () => {
    const body = renderComment(base);
    expect(body).toContain('<sub>Updated 2026-01-02 03:04 UTC by sitepub');
    expect(body.split('\n').at(-1)).not.toContain('03:04:05');
    expect(readState(body)?.at).toBe(base.at); // the hidden state keeps the exact time
  });

  it('names the preview URL once', () => {
    const body = renderComment(base)
      .split('\n')
      .filter((l) => !l.startsWith('<!--')) // the hidden lines
      .join('\n');
    expect(body.split(base.previewUrl!)).toHaveLength(2);
    expect(body).toContain(`: **${base.previewUrl}**`);
  });

  it('a typical preview (a few changed pages) is at most 20 lines, hidden lines included', () => {
    const changes = summarizeChanges(
      diffManifests(
        {
          '/index.html': { size: 2, md5: 'b' },
          '/about/index.html': { size: 2, md5: 'b' },
          '/new.html': { size: 1, md5: 'x' },
          '/a.css': { size: 1, md5: 'c' },
        },
        { '/index.html': { size: 1, md5: 'a' }, '/about/index.html': { size: 1, md5: 'a' } },
      ),
    );
    const body = renderComment({ ...base, changes });
    expect(body.split('\n').length).toBeLessThanOrEqual(20);
    expect(body).toContain('(and 1 other file)');
  });

  it('updating: says the new commit is being deployed, and links the previous preview as the old commit', () => {
    const previous = { commit: 'a'.repeat(40), url: 'https://1-docs.example.com/', rev: 1 };
    const body = renderComment({ ...base, state: 'updating', previewUrl: null, revision: null, previous });
    expect(body).toContain('### ⏳ Updating the preview: docs.example.com');
    expect(body).toContain(
      `Building and deploying commit [bbbbbbb](https://github.com/octo/site/commit/${'b'.repeat(40)})`,
    );
    expect(body).toContain(
      `Previous preview, of commit [aaaaaaa](https://github.com/octo/site/commit/${'a'.repeat(40)}) (not the new commit): [`,
    );
    expect(body).not.toContain('Preview ready');
    // the previous preview stays recorded for the next run
    expect(readState(body)?.preview).toEqual(previous);
    // completed from the comment it replaces
    const shown = { commit: previous.commit, state: 'preview' as const, at: base.at, preview: previous };
    expect(withShown({ ...base, state: 'updating', previewUrl: null }, shown).previous).toEqual(previous);
  });

  it('rolled back: no longer says live, names the revision left and the one served', () => {
    const body = renderComment({
      ...base,
      state: 'rolled-back',
      nowServing: { revision: 1600000000000, commit: 'c'.repeat(40) },
    });
    expect(body).toContain('### ↩️ Rolled back from production: docs.example.com');
    expect(body).not.toMatch(/live in production/i);
    expect(body).toContain('no longer serves commit');
    expect(body).toContain(
      'rolled back from revision <code>1700000000000</code> to revision <code>1600000000000</code>',
    );
  });

  it('live: keeps the reviewed preview and says whether production got its bytes or a fresh build', () => {
    const promoted = renderComment({ ...base, state: 'live', production: 'promoted' });
    expect(promoted).toContain(`| Reviewed preview | ${base.previewUrl} |`);
    expect(promoted).toContain(
      'the reviewed preview, revision <code>1700000000000</code>, promoted as it is (no new upload).',
    );
    // one statement of the promotion
    expect(promoted.match(/promot/gi)).toHaveLength(1);
    expect(promoted.split(base.productionUrl)).toHaveLength(2);
    const deployed = renderComment({
      ...base,
      state: 'live',
      production: 'deployed',
      revision: 1700000000999,
      detail: 'The previewed revision does not match the merged build, so the build was deployed instead.',
    });
    expect(deployed).toContain(`| Reviewed preview | ${base.previewUrl} |`);
    expect(deployed).toContain(
      "a fresh build of this commit, revision <code>1700000000999</code>, not the reviewed preview's bytes.",
    );
    expect(deployed).toContain('does not match the merged build');
  });

  it("a failed preview says this commit failed and why, and links the previous preview as its commit's", () => {
    const previous = { commit: 'a'.repeat(40), url: 'https://1600000000000-docs.example.com/' };
    const failed: CommentModel = {
      ...base,
      state: 'failed',
      failedStep: 'preview',
      previewUrl: null,
      revision: null,
      detail: 'PUT /docs.example.com failed with HTTP 500: boom.',
    };
    const body = renderComment(
      withShown(failed, { commit: previous.commit, state: 'preview', at: base.at, preview: previous }),
    );
    expect(body).toContain('### ❌ Preview failed: docs.example.com');
    expect(body).not.toContain('Preview ready');
    expect(body).toContain(
      `The preview of commit [bbbbbbb](https://github.com/octo/site/commit/${'b'.repeat(40)}) failed; nothing of this commit is served:`,
    );
    expect(body).toContain('> PUT /docs\\.example\\.com failed with HTTP 500\\: boom\\.');
    expect(body).toMatch(
      new RegExp(
        `Previous preview, of commit \\[aaaaaaa\\]\\(https://github\\.com/octo/site/commit/a{40}\\) \\(not this commit\\): ` +
          `\\[[^\\]]+\\]\\(https://1600000000000-docs\\.example\\.com/\\)`,
      ),
    );
    // the previous preview is carried over to the next failure too
    expect(readState(body)).toMatchObject({ commit: base.commit, state: 'failed', preview: previous });
    // without a previous preview there is nothing to link
    expect(renderComment(failed)).not.toContain('Previous preview');
  });

  it('a failed change of production says production was not changed and why', () => {
    const body = renderComment({
      ...base,
      state: 'failed',
      failedStep: 'production',
      detail: 'Production was not changed: PUT /docs.example.com failed with HTTP 500.',
    });
    expect(body).toContain('### ❌ Deploy failed: docs.example.com');
    expect(body).toContain('Production was not changed\\: PUT /docs\\.example\\.com failed with HTTP 500\\.');
    expect(body).toContain(`| Preview | ${base.previewUrl} |`);
  });

  it('the outcome of a merge links the preview reviewers saw for its commit', () => {
    const live: CommentModel = { ...base, state: 'live', previewUrl: null, production: 'deployed' };
    const shown = {
      commit: base.commit,
      state: 'preview' as const,
      at: base.at,
      preview: { commit: base.commit, url: 'https://9-docs.example.com/' },
    };
    expect(withShown(live, shown).previewUrl).toBe('https://9-docs.example.com/');
    expect(
      withShown(live, { ...shown, preview: { ...shown.preview, commit: 'c'.repeat(40) } }).previewUrl,
    ).toBeNull();
    const failed: CommentModel = {
      ...live,
      state: 'failed',
      failedStep: 'production',
      previewUrl: 'https://x/',
    };
    expect(withShown(failed, shown).previewUrl).toBe('https://9-docs.example.com/');
    // a failed preview's own URL slot stays empty: the shown one is the previous preview, linked as such
    const failedPreview: CommentModel = { ...live, state: 'failed', failedStep: 'preview' };
    expect(withShown(failedPreview, shown)).toMatchObject({ previewUrl: null, previous: shown.preview });
  });

  it('the hidden state line cannot be closed early by what it records', () => {
    const body = renderComment({ ...base, commit: 'x-->y' });
    const line = body.split('\n')[1]!;
    expect(line.indexOf('-->')).toBe(line.length - 3);
    expect(readState(body)?.commit).toBe('x-->y');
  });

  it('a hand-edited state line reads as unknown', () => {
    expect(readState('<!-- sitepub:state {broken -->')).toBeNull();
  });
});

describe('failureLine', () => {
  it('one line, without the token in any form', () => {
    const token = 'tok_0123456789abcdef';
    const err = new Error(
      `upload failed\n  with ${token}\nAuthorization: Basic ${basicAuthValue(token)}\n\n github ghs_secret99`,
    );
    const line = failureLine(err, { token, githubToken: 'ghs_secret99' });
    expect(line).toBe('upload failed with *** Authorization: Basic *** github ***');
    expect(failureLine('x'.repeat(600), null)).toHaveLength(500);
  });
});

describe('summarizeChanges', () => {
  it('lists pages shallow first, counts other files, maps index.html to its folder', () => {
    const s = summarizeChanges({
      added: ['/docs/deep/index.html', '/app.js'],
      changed: ['/index.html', '/about.html'],
      removed: ['/old/index.html'],
    });
    expect(s.pages.map((p) => [p.path, p.href, p.change])).toEqual([
      ['/about.html', '/about.html', 'changed'],
      ['/index.html', '/', 'changed'],
      ['/old/index.html', null, 'removed'],
      ['/docs/deep/index.html', '/docs/deep/', 'added'],
    ]);
    expect(s.otherFiles).toBe(1);
  });
});

describe('the link check in the comment', () => {
  const links = {
    pages: 1,
    checked: 2,
    cut: 'only the first 500 of 700 distinct URLs were checked',
    broken: [
      { page: '/docs/', broken: [{ url: 'http://h/x.png?v=1', status: null, error: 'ECONNREFUSED' }] },
    ],
  };
  it('a preview lists the broken links page by page, and says when a bound cut the check short', () => {
    const body = renderComment({ ...base, state: 'preview', links });
    expect(body).toContain('Link check: **1 broken link** (2 links checked on 1 changed page):');
    expect(body).toContain('- <code>/docs/</code>\n  - <code>/x\\.png?v=1</code>: ECONNREFUSED');
    expect(body).toContain('The check stopped early: only the first 500 of 700 distinct URLs were checked.');
  });
  it('other states show no link check', () => {
    expect(renderComment({ ...base, state: 'live', links })).not.toContain('Link check');
  });
});

describe('rule-file problems', () => {
  const problems = [
    {
      file: '_redirects',
      line: 8,
      message: 'a rule needs a source path and a destination: FROM TO [STATUS]',
    },
    { file: '_headers', line: 0, message: 'the file is larger than 4 MiB and was not read <b>' },
  ];
  it('are listed in the PR comment (file, line, why), escaped; nothing when there are none', () => {
    const out = renderComment({ ...base, ruleProblems: problems });
    expect(out).toContain('**Rule files:** 2 lines not applied');
    expect(out).toContain('- <code>\\_redirects</code> line 8: a rule needs a source path');
    expect(out).toMatch(/- <code>\\_headers<\/code>: the file is larger .*&lt;b&gt;/);
    expect(renderComment(base)).not.toContain('Rule files');
  });
});
