/** Pure rules of the edge: path decoding and resolution, HTTP semantics, analytics aggregation. */
import { describe, expect, it } from 'vitest';
import { typeInfo } from '../../src/edge/content-type.ts';
import {
  chooseCoding,
  etagMatches,
  ifRangeAllows,
  isNotModified,
  parseRange,
} from '../../src/edge/http-semantics.ts';
import { decodeRequestPath, resolvePath } from '../../src/edge/resolve.ts';
import { compileRules, type RuleFile } from '../../src/rules/index.ts';
import { aggregate, browserOf, isPage } from '../../src/server/distribution/analytics.ts';
import type { EdgeRequestRecord } from '../../src/protocol/edge.ts';

describe('decodeRequestPath', () => {
  it('decodes and normalises ordinary paths', () => {
    expect(decodeRequestPath('/a%20b/c.html?x=1')).toEqual({ path: '/a b/c.html', query: '?x=1' });
    expect(decodeRequestPath('//a///b')).toEqual({ path: '/a/b', query: '' });
    expect(decodeRequestPath('/caf%C3%A9')).toEqual({ path: '/café', query: '' });
  });
  it('refuses traversal, encoded separators, NUL, double encoding and non-origin forms', () => {
    for (const bad of [
      '/../x',
      '/a/./b',
      '/%2e%2e/x',
      '/a%2fb',
      '/a%5cb',
      '/a\\b',
      '/a%00',
      '/%252e%252e/x',
      '/%25%32%65',
      '/%E0%A4%A',
      'x',
      'http://h/x',
      '*',
    ]) {
      expect(decodeRequestPath(bad), bad).toBeNull();
    }
  });
});

describe('resolvePath', () => {
  const files = new Map(
    ['/index.html', '/about.html', '/docs/index.html', '/404.html', '/CNAME', '/a.js'].map((p) => [p, p]),
  );
  const opts = { cleanUrls: true, spa: false };
  it('applies the static-site conventions', () => {
    expect(resolvePath(files, '/', '', opts)).toEqual({ kind: 'file', file: '/index.html', status: 200 });
    expect(resolvePath(files, '/about', '', opts)).toMatchObject({ file: '/about.html' });
    expect(resolvePath(files, '/docs', '?q', opts)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/docs/?q',
    });
    expect(resolvePath(files, '/docs/', '', opts)).toMatchObject({ file: '/docs/index.html' });
    expect(resolvePath(files, '/CNAME', '', opts)).toMatchObject({ file: '/404.html', status: 404 });
    expect(resolvePath(files, '/about', '', { cleanUrls: false, spa: false })).toMatchObject({ status: 404 });
    expect(resolvePath(files, '/x', '', { cleanUrls: true, spa: true })).toMatchObject({
      file: '/index.html',
      status: 200,
    });
    expect(resolvePath(new Map([['/a', 'a']]), '/b', '', opts)).toEqual({ kind: 'miss', status: 404 });
  });
  it('encodes redirect targets so they stay on the same host', () => {
    const f = new Map([['/a b/index.html', 'x']]);
    expect(resolvePath(f, '/a b', '', opts)).toEqual({ kind: 'redirect', status: 301, location: '/a%20b/' });
  });
});

describe('resolvePath with site rules: precedence', () => {
  const files = new Map(
    [
      '/index.html',
      '/real.html',
      '/app/index.html',
      '/200.html',
      '/404.html',
      '/gone.html',
      '/_redirects',
    ].map((p) => [p, p]),
  );
  const opts = { cleanUrls: true, spa: false };
  const rules = compileRules(
    new Map<RuleFile, Buffer>([
      [
        '/_redirects',
        Buffer.from(
          [
            '/real /elsewhere',
            '/index.html /forced 302!',
            '/app/* /app/index.html 200',
            '/removed /gone.html 410',
            '/gone-nopage /nothing.html 410',
            '/to-nothing /nothing.html 200',
            '/both /from-redirects',
          ].join('\n'),
        ),
      ],
      ['/ROUTER', Buffer.from('301 /both /from-router\n301 /only-router /r')],
    ]),
  ).rules;
  it('real files, then _redirects, then ROUTER, then 200.html, then 404.html; ! before files', () => {
    expect(resolvePath(files, '/real', '', opts, rules)).toMatchObject({ kind: 'file', file: '/real.html' });
    expect(resolvePath(files, '/index.html', '', opts, rules)).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/forced',
    });
    expect(resolvePath(files, '/both', '?x', opts, rules)).toMatchObject({ location: '/from-redirects?x' });
    expect(resolvePath(files, '/only-router', '', opts, rules)).toMatchObject({
      status: 301,
      location: '/r',
    });
    expect(resolvePath(files, '/app/deep/link', '', opts, rules)).toEqual({
      kind: 'file',
      file: '/app/index.html',
      status: 200,
    });
    expect(resolvePath(files, '/removed', '', opts, rules)).toEqual({
      kind: 'file',
      file: '/gone.html',
      status: 410,
    });
    expect(resolvePath(files, '/gone-nopage', '', opts, rules)).toEqual({ kind: 'miss', status: 410 });
    // a rewrite to no file falls through to 200.html
    expect(resolvePath(files, '/to-nothing', '', opts, rules)).toMatchObject({
      file: '/200.html',
      status: 200,
    });
    expect(resolvePath(files, '/_redirects', '', opts, rules)).toMatchObject({ file: '/200.html' });
    expect(resolvePath(files, '/x', '', opts, null)).toMatchObject({ file: '/200.html' });
  });
});

describe('HTTP semantics', () => {
  it('negotiates codings by q-value', () => {
    const both = { br: true, gzip: true };
    expect(chooseCoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseCoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseCoding('*', both)).toBe('br');
    expect(chooseCoding('*;q=0', both)).toBeNull();
    expect(chooseCoding(undefined, both)).toBeNull();
    expect(chooseCoding('br', { br: false, gzip: true })).toBeNull();
    expect(chooseCoding('identity', both)).toBeNull();
  });
  it('evaluates conditional requests', () => {
    expect(etagMatches('W/"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(isNotModified('*', undefined, '"x"', 0)).toBe(true);
    const t = Date.UTC(2024, 0, 1);
    expect(isNotModified(undefined, new Date(t).toUTCString(), '"x"', t + 999)).toBe(true);
    expect(isNotModified('"y"', new Date(t).toUTCString(), '"x"', t)).toBe(false);
    expect(isNotModified(undefined, 'garbage', '"x"', t)).toBe(false);
    expect(ifRangeAllows('"x"', '"x"', t)).toBe(true);
    expect(ifRangeAllows('W/"x"', '"x"', t)).toBe(false);
  });
  it('parses single byte ranges', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=5-1', 100)).toBeNull();
  });
  it('gives text a charset and knows what compresses', () => {
    expect(typeInfo('/a.html')).toEqual({
      contentType: 'text/html; charset=utf-8',
      compressible: true,
      html: true,
    });
    expect(typeInfo('/a.svg').contentType).toBe('image/svg+xml; charset=utf-8');
    expect(typeInfo('/a.woff2').compressible).toBe(false);
    expect(typeInfo('/noext').contentType).toBe('application/octet-stream');
    expect(typeInfo('/a.JS').contentType).toBe('text/javascript; charset=utf-8');
  });
});

describe('analytics aggregation', () => {
  const now = Date.UTC(2024, 5, 14, 12);
  const rec = (
    over: Partial<EdgeRequestRecord & { edge: string }>,
  ): EdgeRequestRecord & { edge: string } => ({
    t: now - 1000,
    host: 'a.test',
    domain: 'a.test',
    rev: 1,
    preview: false,
    method: 'GET',
    path: '/',
    status: 200,
    bytes: 100,
    ref: null,
    proto: 'HTTP/1.1',
    tls: false,
    enc: null,
    hit: false,
    vid: 'v1',
    ua: 'Mozilla/5.0 (Windows NT 10.0) Chrome/120 Safari/537',
    edge: 'edge-1',
    ...over,
  });
  it('counts connections, visits, uniques, bandwidth, status codes, sources and load per day', () => {
    const a = aggregate(
      'a.test',
      [
        rec({}),
        rec({ vid: 'v2', path: '/about', ref: 'https://search.example/q' }),
        rec({ path: '/app.js', bytes: 5000, hit: true }),
        rec({ path: '/nope', status: 404, bytes: 10 }),
        rec({ t: now - 86_400_000, tls: true, edge: 'edge-2' }),
        rec({ t: now - 30 * 86_400_000 }), // outside the window
        rec({ domain: 'other.test' }),
      ],
      { now, days: 14, edges: [{ id: 'edge-1', location: 'local' }] },
    );
    expect(a.range).toHaveLength(14);
    expect(a.range[13]).toBe('2024-06-14');
    expect(a.traffic.connections).toMatchObject({ t: 5 });
    expect(a.traffic.connections.s.slice(12)).toEqual([1, 4]);
    expect(a.traffic.visits.t).toBe(3);
    expect(a.traffic.uniques.t).toBe(2);
    expect(a.bandwidth.all.t).toBe(5310);
    expect(a.statusCodes['404']!.t).toBe(1);
    expect(a.encryption.cE.t).toBe(1);
    expect(a.encryption.cU.t).toBe(4);
    expect(a.cache.hit.t).toBe(1);
    expect(a.source['2024-06-14']).toEqual([{ name: 'search.example', count: 1 }]);
    expect(a.load['2024-06-14']![0]).toEqual({ name: '/app.js', count: 5000 });
    expect(a.fail['2024-06-14']).toEqual([{ name: '/nope', count: 1 }]);
    expect(a.datacenters['edge-1']).toMatchObject({ city: 'local', t: 4 });
    expect(a.datacenters['edge-2']).toMatchObject({ t: 1 });
    expect(a.browser['2024-06-14']).toEqual([{ name: 'Chrome', count: 2 }]);
  });
  it('classifies pages and browsers', () => {
    expect(isPage('/docs/')).toBe(true);
    expect(isPage('/about')).toBe(true);
    expect(isPage('/a.css')).toBe(false);
    expect(browserOf('curl/8.0')).toBe('Bot/CLI');
    expect(browserOf('Mozilla/5.0 Firefox/120.0')).toBe('Firefox');
  });
});
