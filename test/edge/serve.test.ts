import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type RunningEdge } from '../../src/edge/edge.ts';
import { MIN_COMPRESS_BYTES } from '../../src/edge/compressor.ts';
import { get } from './helpers/http.ts';
import { MiniOrigin } from './helpers/mini-origin.ts';

const LIVE = 1_700_000_000_000;
const STAGED = 1_700_000_100_000;
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(50))});\n`.repeat(400);
const BINARY = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7) % 256));
/** Compressible, one byte under and exactly at the size from which files are precompressed. */
const ICON = `<svg>${'<path d="M0 0h24v24H0z"/>'.repeat(40)}</svg>`.padEnd(MIN_COMPRESS_BYTES - 1, ' ');
const PAGE = `<p>${'hello '.repeat(200)}</p>`.padEnd(MIN_COMPRESS_BYTES, ' ').slice(0, MIN_COMPRESS_BYTES);

let origin: MiniOrigin;
let edge: RunningEdge;
let data: string;

beforeAll(async () => {
  data = await mkdtemp(join(tmpdir(), 'sitepub-edge-'));
  origin = new MiniOrigin();
  origin.addRevision('site.test', LIVE, {
    '/index.html': '<h1>live home</h1>',
    '/about.html': '<h1>about</h1>',
    '/docs/index.html': '<h1>docs</h1>',
    '/404.html': '<h1>custom not found</h1>',
    '/CNAME': 'site.test',
    '/app.js': BIG_JS,
    '/data.bin': BINARY,
    '/style.css': 'body{color:red}',
    '/icon.svg': ICON,
    '/page.html': PAGE,
  });
  origin.addRevision(
    'site.test',
    STAGED,
    { '/index.html': '<h1>staged home</h1>', '/app.js': 'staged()' },
    { live: false },
  );
  origin.addRevision('spa.test', LIVE, { '/index.html': 'spa index', '/200.html': '<div id=app></div>' });
  await origin.start();
  edge = await startEdge({
    origin: origin.url,
    secret: origin.secret,
    data,
    id: 'edge-t',
    register: false,
    reconcileMs: 0,
  });
  await edge.ready;
  await edge.edge.compressionIdle();
});

afterAll(async () => {
  await edge?.close();
  await origin?.stop();
  await rm(data, { recursive: true, force: true });
});

describe('Host routing', () => {
  it('serves the live revision on the canonical host, whatever its case, port or trailing dot', async () => {
    for (const host of ['site.test', 'SITE.Test:8080', 'site.test.']) {
      const r = await get(edge.url, host, '/');
      expect(r.status).toBe(200);
      expect(r.body.toString()).toBe('<h1>live home</h1>');
    }
  });

  it('serves a staged revision on its preview host while production keeps the live one', async () => {
    const r = await get(edge.url, `${STAGED}-site.test`, '/');
    expect(r.body.toString()).toBe('<h1>staged home</h1>');
    expect(r.headers['x-robots-tag']).toBe('noindex');
    expect((await get(edge.url, 'site.test', '/')).headers['x-robots-tag']).toBeUndefined();
    expect((await get(edge.url, `${LIVE}-site.test`, '/about')).body.toString()).toBe('<h1>about</h1>');
  });

  it('answers a neutral 404 without customer content for unknown hosts and revisions', async () => {
    const neutral = await get(edge.url, 'other.test', '/');
    expect(neutral.status).toBe(404);
    for (const host of ['127.0.0.1', '', '1700000000001-site.test', 'www.site.test', '[::1]:80']) {
      const r = await get(edge.url, host, '/index.html');
      expect(r.status).toBe(404);
      expect(r.body).toEqual(neutral.body);
      expect(r.body.toString()).not.toContain('custom not found');
    }
  });

  it('ignores X-Forwarded-Host from an untrusted client', async () => {
    const r = await get(edge.url, 'other.test', '/', { 'x-forwarded-host': 'site.test' });
    expect(r.status).toBe(404);
  });

  it('treats /_sitepub/ requests without the right secret as site requests', async () => {
    const r = await get(edge.url, 'site.test', '/_sitepub/health', { authorization: 'Bearer wrong' });
    expect(r.status).toBe(404);
    expect(r.body.toString()).toBe('<h1>custom not found</h1>');
    const ok = await get(edge.url, 'site.test', '/_sitepub/health', {
      authorization: `Bearer ${origin.secret}`,
    });
    expect(JSON.parse(ok.body.toString())).toMatchObject({ edge: 'edge-t', projects: 2 });
  });
});

describe('static-site conventions', () => {
  it('serves index.html for folders, clean URLs, and redirects a folder without its slash', async () => {
    expect((await get(edge.url, 'site.test', '/docs/')).body.toString()).toBe('<h1>docs</h1>');
    expect((await get(edge.url, 'site.test', '/about')).body.toString()).toBe('<h1>about</h1>');
    expect((await get(edge.url, 'site.test', '/about.html')).body.toString()).toBe('<h1>about</h1>');
    const redirect = await get(edge.url, 'site.test', '/docs?x=1');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/docs/?x=1');
  });

  it('serves 404.html with status 404 for misses and never serves CNAME', async () => {
    for (const path of ['/nope', '/CNAME', '/docs/missing.html']) {
      const r = await get(edge.url, 'site.test', path);
      expect(r.status).toBe(404);
      expect(r.body.toString()).toBe('<h1>custom not found</h1>');
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('serves 200.html with status 200 for client-side routes', async () => {
    const r = await get(edge.url, 'spa.test', '/users/42');
    expect(r.status).toBe(200);
    expect(r.body.toString()).toBe('<div id=app></div>');
    expect((await get(edge.url, 'spa.test', '/')).body.toString()).toBe('spa index');
  });
});

describe('HTTP semantics', () => {
  it('sends exact content types with charset, nosniff, a strong ETag and revalidation for HTML', async () => {
    const r = await get(edge.url, 'site.test', '/style.css');
    expect(r.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(r.headers['last-modified']).toBe(new Date(LIVE).toUTCString());
    const html = await get(edge.url, 'site.test', '/');
    expect(html.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await get(edge.url, 'site.test', '/data.bin')).headers['content-type']).toBe(
      'application/octet-stream',
    );
  });

  it('answers 304 to If-None-Match and If-Modified-Since', async () => {
    const first = await get(edge.url, 'site.test', '/style.css');
    const etag = first.headers.etag!;
    const r = await get(edge.url, 'site.test', '/style.css', { 'if-none-match': `"zzz", ${etag}` });
    expect(r.status).toBe(304);
    expect(r.body.length).toBe(0);
    expect(r.headers.etag).toBe(etag);
    expect((await get(edge.url, 'site.test', '/style.css', { 'if-none-match': '"other"' })).status).toBe(200);
    const since = { 'if-modified-since': new Date(LIVE + 5000).toUTCString() };
    expect((await get(edge.url, 'site.test', '/style.css', since)).status).toBe(304);
    const older = { 'if-modified-since': new Date(LIVE - 5000).toUTCString() };
    expect((await get(edge.url, 'site.test', '/style.css', older)).status).toBe(200);
  });

  it('serves byte ranges with 206 and refuses unsatisfiable ones with 416', async () => {
    const r = await get(edge.url, 'site.test', '/data.bin', { range: 'bytes=10-19' });
    expect(r.status).toBe(206);
    expect(r.headers['content-range']).toBe('bytes 10-19/1000');
    expect(r.body).toEqual(BINARY.subarray(10, 20));
    const suffix = await get(edge.url, 'site.test', '/data.bin', { range: 'bytes=-5' });
    expect(suffix.body).toEqual(BINARY.subarray(995));
    const bad = await get(edge.url, 'site.test', '/data.bin', { range: 'bytes=5000-' });
    expect(bad.status).toBe(416);
    expect(bad.headers['content-range']).toBe('bytes */1000');
    const stale = await get(edge.url, 'site.test', '/data.bin', { range: 'bytes=0-1', 'if-range': '"old"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(1000);
  });

  it('negotiates precompressed brotli and gzip, identical to the original once decoded', async () => {
    const br = await get(edge.url, 'site.test', '/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(BIG_JS.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_JS);
    const gz = await get(edge.url, 'site.test', '/app.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_JS);
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const none = await get(edge.url, 'site.test', '/app.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(BIG_JS);
    // each coding has its own strong validator: the identity one's, marked (made on first use)
    expect(none.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(br.headers.etag).toBe(`${none.headers.etag!.slice(0, -1)}-br"`);
    expect(gz.headers.etag).toBe(`${none.headers.etag!.slice(0, -1)}-gz"`);
    const again = await get(edge.url, 'site.test', '/app.js', {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag!,
    });
    expect(again.status).toBe(304);
  });

  it('serves files under MIN_COMPRESS_BYTES as they are (one TCP segment either way), and compresses from there', async () => {
    expect(Buffer.byteLength(ICON)).toBe(MIN_COMPRESS_BYTES - 1);
    expect(Buffer.byteLength(PAGE)).toBe(MIN_COMPRESS_BYTES);
    const icon = await get(edge.url, 'site.test', '/icon.svg', { 'accept-encoding': 'gzip, br' });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body.toString()).toBe(ICON);
    const page = await get(edge.url, 'site.test', '/page.html', { 'accept-encoding': 'gzip, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toBe(PAGE);
  });

  it('answers HEAD without a body and other methods with 405', async () => {
    const head = await get(edge.url, 'site.test', '/style.css', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('15');
    expect(head.body.length).toBe(0);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const r = await get(edge.url, 'site.test', '/', {}, method);
      expect(r.status).toBe(405);
      expect(r.headers.allow).toBe('GET, HEAD');
    }
  });

  it('never lets an encoded traversal escape the revision', async () => {
    const attempts = [
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/%252e%252e/%252e%252e/etc/passwd',
      '/docs/%2e%2e/about.html',
      '/..%5c..%5cwindows',
      '/index.html%00.css',
      '/%c0%ae%c0%ae/etc/passwd',
      '/../../etc/passwd',
      '/docs/../about.html',
      'http://site.test/etc/passwd',
      '/%',
    ];
    for (const path of attempts) {
      const r = await get(edge.url, 'site.test', path);
      expect([400, 404], path).toContain(r.status);
      expect(r.body.toString(), path).not.toContain('root:');
    }
    expect((await get(edge.url, 'site.test', '/%2e%2e/about.html')).status).toBe(400);
  });
});

describe('request log', () => {
  it('records time, host, path, status, bytes, referrer, protocol and encryption per request', async () => {
    await get(edge.url, 'site.test', '/about', { referer: 'https://example.org/x' });
    const records = [];
    for await (const rec of edge.edge.requestLog!.read('site.test', 0)) records.push(rec);
    const rec = records.find((r) => r.path === '/about' && r.ref === 'https://example.org/x');
    expect(rec).toMatchObject({
      host: 'site.test',
      domain: 'site.test',
      rev: LIVE,
      status: 200,
      bytes: '<h1>about</h1>'.length,
      proto: 'HTTP/1.1',
      tls: false,
      preview: false,
    });
    expect(rec!.t).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('behind a trusted proxy', () => {
  it('routes by X-Forwarded-Host and honours X-Forwarded-Proto only from trusted addresses', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sitepub-edge-proxy-'));
    origin.addRevision('secure.test', LIVE, { '/index.html': 'secure home' });
    origin.update('secure.test', (p) => (p.settings = { ...p.settings, forceHttps: true }));
    const proxied = await startEdge({
      origin: origin.url,
      secret: origin.secret,
      data: dir,
      register: false,
      reconcileMs: 0,
      trustedProxies: ['127.0.0.1'],
    });
    try {
      await proxied.ready;
      expect(
        (await get(proxied.url, 'other.test', '/', { 'x-forwarded-host': 'site.test' })).body.toString(),
      ).toBe('<h1>live home</h1>');
      // no HTTPS listener here, but a trusted proxy terminates TLS: plain requests go to https on 443, and the
      // proxy's X-Forwarded-Proto: https is believed (no redirect loop behind it)
      const toProxy = await get(proxied.url, 'secure.test', '/p');
      expect(toProxy.status).toBe(301);
      expect(toProxy.headers.location).toBe('https://secure.test/p');
      expect((await get(proxied.url, 'secure.test', '/', { 'x-forwarded-proto': 'https' })).status).toBe(200);
      proxied.edge.enableHttps(8443);
      const plain = await get(proxied.url, 'secure.test', '/x?y=1');
      expect(plain.status).toBe(301);
      expect(plain.headers.location).toBe('https://secure.test:8443/x?y=1');
      const viaTls = await get(proxied.url, 'secure.test', '/', { 'x-forwarded-proto': 'https' });
      expect(viaTls.status).toBe(200);
      // an edge that does not trust the client ignores X-Forwarded-Proto
      await edge.edge.syncDomain('secure.test');
      edge.edge.enableHttps(8443);
      expect((await get(edge.url, 'secure.test', '/', { 'x-forwarded-proto': 'https' })).status).toBe(301);
    } finally {
      await proxied.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('warns once when a force-HTTPS site is on an edge with no TLS and no trusted proxy', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sitepub-edge-notls-'));
    origin.addRevision('forced.test', LIVE, { '/index.html': 'forced' });
    origin.update('forced.test', (p) => (p.settings = { ...p.settings, forceHttps: true }));
    const lines: string[] = [];
    const bare = await startEdge({
      origin: origin.url,
      secret: origin.secret,
      data: dir,
      register: false,
      reconcileMs: 0,
      logger: (m) => lines.push(m),
    });
    try {
      await bare.ready;
      expect((await get(bare.url, 'forced.test', '/')).status).toBe(200);
      expect(lines.filter((l) => l.includes('force HTTPS'))).toEqual([
        expect.stringMatching(
          /forced\.test.* force HTTPS, but this edge has no --tls-port and no --trust-proxy/,
        ),
      ]);
    } finally {
      await bare.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a request with two Host headers', async () => {
    const { port } = new URL(edge.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const sock = connect(Number(port), '127.0.0.1', () => {
        sock.end('GET / HTTP/1.1\r\nHost: site.test\r\nHost: other.test\r\nConnection: close\r\n\r\n');
      });
      let data = '';
      sock.on('data', (d: Buffer) => (data += d.toString()));
      sock.on('end', () => resolve(data));
      sock.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).not.toContain('live home');
  });
});
