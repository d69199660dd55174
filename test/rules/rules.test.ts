/** Site rules, pure: each file's syntax, the problems of bad lines, the limits, and matching. */
import { describe, expect, it } from 'vitest';
import {
  authFor,
  basicAdmits,
  compileRules,
  corsOrigin,
  headersFor,
  identityAdmits,
  MAX_HEADER_RULES,
  MAX_LINE_CHARS,
  MAX_REDIRECT_RULES,
  redirectFor,
  type RuleFile,
} from '../../src/rules/index.ts';
import { parsePattern, matchPattern, substitute } from '../../src/rules/pattern.ts';

function compile(files: Partial<Record<RuleFile, string>>) {
  return compileRules(new Map(Object.entries(files).map(([k, v]) => [k as RuleFile, Buffer.from(v)])));
}
const basic = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;

describe('path patterns', () => {
  it('matches literals, placeholders and splats, forgiving a trailing slash', () => {
    const p = parsePattern('/blog/:year/:slug') as Exclude<ReturnType<typeof parsePattern>, string>;
    expect(matchPattern(p, '/blog/2024/hello')).toEqual({ year: '2024', slug: 'hello' });
    expect(matchPattern(p, '/blog/2024')).toBeNull();
    const s = parsePattern('/news/*') as Exclude<ReturnType<typeof parsePattern>, string>;
    expect(matchPattern(s, '/news/a/b')).toEqual({ splat: 'a/b' });
    expect(matchPattern(s, '/news')).toEqual({ splat: '' });
    expect(matchPattern(s, '/newsletter')).toBeNull();
    expect(parsePattern('/contact/')).toMatchObject({ literal: '/contact' });
    expect(parsePattern('/caf%C3%A9')).toMatchObject({ literal: '/café' });
  });
  it('refuses what is not a pattern', () => {
    expect(parsePattern('contact')).toMatch(/starts with \//);
    expect(parsePattern('/a/*/b/*')).toMatch(/more than one \*/);
    expect(parsePattern('/a/:1x')).toMatch(/placeholder/);
    expect(parsePattern('/a/%E0%A4%A')).toMatch(/malformed/);
  });
  it('substitutes captures, encoded', () => {
    expect(substitute('https://x.test:8080/:splat?a=:a', { splat: 'a b/c', a: '1' })).toBe(
      'https://x.test:8080/a%20b/c?a=1',
    );
    expect(substitute('/x/:missing', {})).toBe('/x/:missing');
  });
});

describe('_redirects', () => {
  const { rules, problems } = compile({
    '/_redirects': [
      '# comment',
      '/old /new',
      '/temp /elsewhere 302',
      '/news/* /blog/:splat',
      '/posts/:year/:slug https://blog.test/:year/:slug 308',
      '/app/* /app/index.html 200',
      '/gone /gone.html 410',
      '/forced /other 301!',
      '/old /second-rule-for-old 302',
      '/cond /x 301 Country=au',
      '/bad',
      'nope /x',
      '/p /x 305',
      '/proxy https://api.test/ 200',
      '/w //evil.test/',
      '/u /über',
    ].join('\n'),
  });
  const r = rules!.redirects;
  it('redirects with the default 301, keeping the query string', () => {
    expect(redirectFor(r, '/old', '?a=1', false)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/new?a=1',
    });
    expect(redirectFor(r, '/old/', '', false)).toEqual({ kind: 'redirect', status: 301, location: '/new' });
    expect(redirectFor(r, '/temp', '', false)).toMatchObject({ status: 302 });
  });
  it('substitutes splats and placeholders, to paths and URLs', () => {
    expect(redirectFor(r, '/news/a b/c', '', false)).toMatchObject({ location: '/blog/a%20b/c' });
    expect(redirectFor(r, '/posts/2024/hi', '?q', false)).toEqual({
      kind: 'redirect',
      status: 308,
      location: 'https://blog.test/2024/hi?q',
    });
  });
  it('rewrites (200) and custom-status pages (410)', () => {
    expect(redirectFor(r, '/app/settings', '', false)).toEqual({
      kind: 'rewrite',
      status: 200,
      path: '/app/index.html',
    });
    expect(redirectFor(r, '/gone', '', false)).toEqual({ kind: 'rewrite', status: 410, path: '/gone.html' });
  });
  it('only forced rules apply before files', () => {
    expect(redirectFor(r, '/forced', '', true)).toMatchObject({ location: '/other' });
    expect(redirectFor(r, '/old', '', true)).toBeNull();
    expect(redirectFor(r, '/nothing', '', false)).toBeNull();
  });
  it('reports every bad line by number, and keeps the good ones', () => {
    expect(problems.map((p) => [p.file, p.line])).toEqual([
      ['_redirects', 10],
      ['_redirects', 11],
      ['_redirects', 12],
      ['_redirects', 13],
      ['_redirects', 14],
      ['_redirects', 15],
      ['_redirects', 16],
    ]);
    expect(problems[0]!.message).toMatch(/conditions .* not supported/);
    expect(problems[1]!.message).toMatch(/source path and a destination/);
    expect(problems[3]!.message).toMatch(/"305" is not a status/);
    expect(problems[4]!.message).toMatch(/proxying is not supported/);
    expect(problems[6]!.message).toMatch(/%-encode/);
  });
  it('keeps file order between literal and dynamic rules', () => {
    const t = compile({ '/_redirects': '/a/* /first\n/a/b /second' }).rules!.redirects;
    expect(redirectFor(t, '/a/b', '', false)).toMatchObject({ location: '/first' });
    const u = compile({ '/_redirects': '/a/b /first\n/a/* /second' }).rules!.redirects;
    expect(redirectFor(u, '/a/b', '', false)).toMatchObject({ location: '/first' });
    expect(redirectFor(u, '/a/c', '', false)).toMatchObject({ location: '/second' });
  });
  it('keeps file order between patterns of a first segment and patterns starting with a placeholder', () => {
    const t = compile({ '/_redirects': '/:lang/about /wild\n/en/* /bucket\n/en/about /literal' }).rules!
      .redirects;
    expect(redirectFor(t, '/en/about', '', false)).toMatchObject({ location: '/wild' });
    expect(redirectFor(t, '/en/x', '', false)).toMatchObject({ location: '/bucket' });
    const u = compile({ '/_redirects': '/en/* /bucket\n/:lang/about /wild' }).rules!.redirects;
    expect(redirectFor(u, '/en/about', '', false)).toMatchObject({ location: '/bucket' });
    expect(redirectFor(u, '/fr/about', '', false)).toMatchObject({ location: '/wild' });
    expect(redirectFor(u, '/en', '', false)).toMatchObject({ location: '/bucket' });
  });
  it('stops at the rule limit and at over-long lines, and says so', () => {
    const lines = Array.from({ length: MAX_REDIRECT_RULES + 5 }, (_, i) => `/r${i} /t${i}`);
    lines.splice(3, 0, `/long /${'x'.repeat(MAX_LINE_CHARS)}`);
    const { rules: big, problems: p } = compile({ '/_redirects': lines.join('\n') });
    expect(big!.redirects!.size).toBe(MAX_REDIRECT_RULES);
    expect(p).toEqual([
      { file: '_redirects', line: 4, message: expect.stringMatching(/limit is 1000/) as unknown },
      {
        file: '_redirects',
        line: MAX_REDIRECT_RULES + 2,
        message: expect.stringMatching(/more than 2000 rules/) as unknown,
      },
    ]);
  });
});

describe('ROUTER', () => {
  const { rules, problems } = compile({
    '/ROUTER': [
      '301 /contact /about',
      '302 /my-blog/:title /articles/:title',
      '307 /code https://github.test/x',
      '308 /x /y',
      '301 /a/* /b',
      '301 /only-two',
    ].join('\n'),
  });
  it('redirects as surge.sh documents it', () => {
    const r = rules!.router;
    expect(redirectFor(r, '/contact/', '?ref=hn', false)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/about?ref=hn',
    });
    expect(redirectFor(r, '/my-blog/first', '', false)).toMatchObject({
      status: 302,
      location: '/articles/first',
    });
    expect(redirectFor(r, '/code', '', false)).toMatchObject({
      status: 307,
      location: 'https://github.test/x',
    });
  });
  it('reports what ROUTER does not know', () => {
    expect(problems.map((p) => p.line)).toEqual([4, 5, 6]);
    expect(problems[0]!.message).toMatch(/301, 302 or 307/);
    expect(problems[1]!.message).toMatch(/not \*/);
  });
});

describe('_headers', () => {
  const { rules, problems } = compile({
    '/_headers': [
      '/*',
      '  X-Frame-Options: DENY',
      '  Content-Security-Policy: default-src *',
      '/secure/*',
      '  ! Content-Security-Policy',
      '  X-Frame-Options: SAMEORIGIN',
      '  Set-Cookie: a=b',
      '/page.html',
      '  Cache-Control: max-age=60',
      '  Link: </a.css>; rel=preload',
      '  Link: </b.js>; rel=preload',
      '  Just text',
      '  Vary: Cookie',
      'https://example.com/*',
      '  X-A: b',
    ].join('\n'),
  });
  it('adds, joins and detaches headers by path', () => {
    expect(headersFor(rules!.headers, '/index.html')).toEqual({
      set: { 'x-frame-options': 'DENY', 'content-security-policy': 'default-src *' },
      detach: [],
    });
    expect(headersFor(rules!.headers, '/secure/a')).toEqual({
      set: { 'x-frame-options': 'DENY, SAMEORIGIN' },
      detach: ['content-security-policy'],
    });
    expect(headersFor(rules!.headers, '/page.html')!.set.link).toBe(
      '</a.css>; rel=preload, </b.js>; rel=preload',
    );
  });
  it('refuses the headers the edge owns, and reports bad lines', () => {
    expect(problems.map((p) => p.line)).toEqual([7, 12, 13, 14]);
    expect(problems[0]!.message).toMatch(/Set-Cookie is set by the edge/);
    expect(problems[3]!.message).toMatch(/absolute URLs are not supported/);
  });
  it('stops at 100 path rules', () => {
    const text = Array.from({ length: MAX_HEADER_RULES + 2 }, (_, i) => `/p${i}\n  X-N: ${i}`).join('\n');
    const c = compile({ '/_headers': text });
    expect(c.rules!.headers!.size).toBe(MAX_HEADER_RULES);
    expect(c.problems).toHaveLength(1);
    expect(c.problems[0]!.message).toMatch(/more than 100/);
  });
});

describe('CORS', () => {
  it('allows any origin, or the listed ones by name', () => {
    expect(corsOrigin(compile({ '/CORS': '*\n' }).rules!.cors!, 'https://a.test')).toBe('*');
    const c = compile({
      '/CORS': 'https://a.test\nhttp://b.test:8080\nftp://c.test\nnot-a-url\nhttps://d.test/path',
    });
    expect(corsOrigin(c.rules!.cors!, 'https://a.test')).toBe('https://a.test');
    expect(corsOrigin(c.rules!.cors!, 'http://b.test:8080')).toBe('http://b.test:8080');
    expect(corsOrigin(c.rules!.cors!, 'https://evil.test')).toBeNull();
    expect(corsOrigin(c.rules!.cors!, undefined)).toBeNull();
    expect(c.problems.map((p) => p.line)).toEqual([3, 4, 5]);
  });
});

describe('AUTH', () => {
  const { rules, problems } = compile({
    '/AUTH': [
      '/admin/* jane@example.com *@corp.test collaborators',
      '/private/* alice:s3cret bob:pw',
      'classic:pass',
      '/nobody',
      '/x bogus',
    ].join('\n'),
  });
  it('guards paths by the first matching rule', () => {
    const admin = authFor(rules!.auth, '/admin/x')!;
    expect(identityAdmits(admin, 'Jane@Example.com', false)).toBe(true);
    expect(identityAdmits(admin, 'who@corp.test', false)).toBe(true);
    expect(identityAdmits(admin, 'other@example.com', false)).toBe(false);
    expect(identityAdmits(admin, 'other@example.com', true)).toBe(true);
    const priv = authFor(rules!.auth, '/private/a')!;
    expect(basicAdmits(priv, basic('alice:s3cret'))).toBe(true);
    expect(basicAdmits(priv, basic('alice:wrong'))).toBe(false);
    expect(basicAdmits(priv, undefined)).toBe(false);
    // the older form: bare user:password lines guard the whole site
    expect(basicAdmits(authFor(rules!.auth, '/index.html')!, basic('classic:pass'))).toBe(true);
  });
  it('reports lines that name nobody or no principal', () => {
    expect(problems.map((p) => p.line)).toEqual([4, 5]);
    expect(problems[1]!.message).toMatch(/"bogus" is not a principal/);
  });
});

describe('compileRules', () => {
  it('lists at most 100 problems a file, then counts the others', () => {
    const c = compile({ '/ROUTER': Array.from({ length: 150 }, (_, i) => `999 /a${i} /b`).join('\n') });
    expect(c.problems).toHaveLength(101);
    expect(c.problems[100]).toEqual({
      file: 'ROUTER',
      line: 0,
      message: '50 more lines are not applied (not listed)',
    });
  });
  it('is null without rule files, and reports a file too large to read', () => {
    expect(compileRules(new Map()).rules).toBeNull();
    const c = compileRules(new Map([['/_redirects', null]]));
    expect(c.rules).toBeNull();
    expect(c.problems).toEqual([
      { file: '_redirects', line: 0, message: expect.stringMatching(/larger than/) as unknown },
    ]);
  });
});
