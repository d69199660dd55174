/**
 * Edges under hostile requests (issue #7), against EVERY edge of a real server holding two projects: Host
 * isolation, unknown hosts, absolute-form targets, X-Forwarded-Host spoofing, every encoded traversal form, and
 * header checks. H3's test/edge/serve.test.ts proves the same rules on one edge with a mini origin; this suite
 * proves them end to end, with a second project whose content must never leak.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../edge/helpers/http.ts';
import { tgzOf } from '../helpers/archives.ts';
import { rawHttp } from '../helpers/hostile-http.ts';
import { siteEntries, startHostileWorld, type HostileWorld } from '../helpers/hostile-world.ts';
import { putArchive } from '../helpers/server.ts';

let w: HostileWorld;
const B = 'secret.hostile.test';
const B_SECRET = 'B-ONLY-CONTENT-7f3a';
let bRev = 0;

beforeAll(async () => {
  w = await startHostileWorld();
  const other = await w.srv.token('other-owner@hostile.test');
  const res = await putArchive(
    w.api,
    other,
    B,
    tgzOf(
      siteEntries({
        '/index.html': `<h1>${B_SECRET}</h1>`,
        '/secret.html': B_SECRET,
        '/404.html': `404 ${B_SECRET}`,
      }),
    ),
  );
  expect(res.events.at(-1)?.type).toBe('info');
  bRev = (res.events.at(-1) as { metadata: { rev: number } }).metadata.rev;
});
afterAll(async () => w?.close());

const neverLeaks = (body: string | Buffer) => expect(body.toString()).not.toContain(B_SECRET);

describe('Host isolation on every edge', () => {
  it('serves each project only on its own host', async () => {
    expect((await w.servedEverywhere(B, '/secret.html')).body).toBe(B_SECRET);
    for (const edge of w.edges) {
      const r = await get(edge, w.domain, '/secret.html');
      expect(r.status).toBe(404);
      neverLeaks(r.body);
    }
  });

  it("never serves one project's revision under another project's preview host", async () => {
    for (const edge of w.edges) {
      const cross = await get(edge, `${bRev}-${w.domain}`, '/index.html');
      expect(cross.status).toBe(404);
      neverLeaks(cross.body);
      const own = await get(edge, `${bRev}-${B}`, '/secret.html');
      expect(own.status).toBe(200);
    }
  });

  it('answers one neutral 404 for unknown, malformed and look-alike hosts', async () => {
    const neutral = await get(w.edges[0]!, 'unknown.hostile.test', '/');
    expect(neutral.status).toBe(404);
    const hosts = [
      '127.0.0.1',
      'localhost',
      '',
      `x${B}`,
      `${B}.evil.test`,
      `evil.test@${B}`,
      `${B}/..`,
      `${B}%00`,
      `${B}:80:evil`,
      `[::1]`,
      `www.${B}`,
      `9999999999999-${B}`,
      `${'a'.repeat(300)}.test`,
    ];
    for (const edge of w.edges) {
      for (const host of hosts) {
        const r = await get(edge, host, '/secret.html');
        expect(r.status, host).toBe(404);
        expect(r.body.equals(neutral.body), host).toBe(true);
      }
    }
  });

  it('accepts the canonical variants of a host (case, port, trailing dot)', async () => {
    for (const edge of w.edges) {
      for (const host of [B.toUpperCase(), `${B}:8080`, `${B}.`]) {
        expect((await get(edge, host, '/secret.html')).body.toString(), host).toBe(B_SECRET);
      }
    }
  });

  it('refuses a request without a Host header (HTTP/1.1) and serves nothing for one in HTTP/1.0', async () => {
    for (const edge of w.edges) {
      const r11 = await rawHttp(edge, 'GET /secret.html HTTP/1.1\r\nConnection: close\r\n\r\n');
      expect(r11.status).toBe(400);
      const r10 = await rawHttp(edge, 'GET /secret.html HTTP/1.0\r\n\r\n');
      expect([400, 404]).toContain(r10.status);
      neverLeaks(r10.all);
    }
  });

  it('refuses two Host headers', async () => {
    for (const edge of w.edges) {
      const r = await rawHttp(
        edge,
        `GET /secret.html HTTP/1.1\r\nHost: ${w.domain}\r\nHost: ${B}\r\nConnection: close\r\n\r\n`,
      );
      expect(r.status).toBe(400);
      neverLeaks(r.all);
    }
  });
});

describe('absolute-form request targets', () => {
  it('refuses them with 400 whatever the Host says, never serving the named project', async () => {
    for (const edge of w.edges) {
      for (const target of [
        `http://${B}/secret.html`,
        `https://${B}/secret.html`,
        `http://${B}:80/secret.html`,
        `HTTP://${B}/secret.html`,
      ]) {
        const r = await rawHttp(
          edge,
          `GET ${target} HTTP/1.1\r\nHost: ${w.domain}\r\nConnection: close\r\n\r\n`,
        );
        expect(r.status, target).toBe(400);
        neverLeaks(r.all);
      }
      // not absolute-form: a path starting with two slashes stays a path of the Host's project
      const doubled = await rawHttp(
        edge,
        `GET //${B}/secret.html HTTP/1.1\r\nHost: ${w.domain}\r\nConnection: close\r\n\r\n`,
      );
      expect(doubled.status).toBe(404);
      neverLeaks(doubled.all);
      const authority = await rawHttp(
        edge,
        `GET ${B}:80 HTTP/1.1\r\nHost: ${B}\r\nConnection: close\r\n\r\n`,
      );
      expect([400, 404]).toContain(authority.status);
    }
  });

  it('refuses CONNECT', async () => {
    for (const edge of w.edges) {
      const r = await rawHttp(edge, `CONNECT ${B}:443 HTTP/1.1\r\nHost: ${B}:443\r\n\r\n`, 1000);
      expect(r.status).not.toBe(200);
      neverLeaks(r.all);
    }
  });
});

describe('X-Forwarded-Host spoofing (no trusted proxy configured)', () => {
  it('is ignored: the Host header decides', async () => {
    for (const edge of w.edges) {
      const fromUnknown = await get(edge, 'unknown.hostile.test', '/secret.html', { 'x-forwarded-host': B });
      expect(fromUnknown.status).toBe(404);
      neverLeaks(fromUnknown.body);
      const fromA = await get(edge, w.domain, '/secret.html', {
        'x-forwarded-host': B,
        forwarded: `host=${B}`,
        'x-host': B,
        'x-original-host': B,
      });
      expect(fromA.status).toBe(404);
      neverLeaks(fromA.body);
      const home = await get(edge, w.domain, '/', { 'x-forwarded-host': B });
      expect(home.body.toString()).toBe('<h1>production</h1>');
    }
  });
});

describe('encoded traversal, every form, on every edge', () => {
  const attempts = [
    '/../secret.html',
    '/..%2fsecret.html',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2E%2E/%2E%2E/etc/passwd',
    '/.%2e/.%2e/etc/passwd',
    '/%2e./%2e./etc/passwd',
    '/%252e%252e/%252e%252e/etc/passwd',
    '/%25252e%25252e/etc/passwd',
    '/..%252f..%252fetc%252fpasswd',
    '/..%5c..%5cetc%5cpasswd',
    '/..\\..\\etc\\passwd',
    '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
    '/%c0%af..%c0%afetc/passwd',
    '/%e0%80%ae%e0%80%ae/etc/passwd',
    '/%u002e%u002e/etc/passwd',
    '/docs/../../../etc/passwd',
    '/./././../etc/passwd',
    '//etc/passwd',
    '///../../etc/passwd',
    '/index.html%00.css',
    '/index.html%00/../../etc/passwd',
    '/;/../etc/passwd',
    '/..;/etc/passwd',
    '/%2fetc%2fpasswd',
    '/.%00./etc/passwd',
    '/..%00/etc/passwd',
    '/%',
    '/%zz',
    '/?../../etc/passwd',
    '/edges/edge-1/projects.json',
    '/../data/sitepub.db',
    '/../../sitepub.db',
    `/../${B}/secret.html`,
    `/%2e%2e/${B}/secret.html`,
  ];

  it('answers 400 or 404 (or the site itself) and never a byte from outside the revision', async () => {
    for (const edge of w.edges) {
      for (const path of attempts) {
        const r = await get(edge, w.domain, path);
        expect([200, 400, 404], path).toContain(r.status);
        const body = r.body.toString('latin1');
        expect(body, path).not.toMatch(/root:|SQLite format|"liveRev"/);
        neverLeaks(body);
        if (r.status === 200) expect(body, path).toBe('<h1>production</h1>'); // "/?…" is just the home page
      }
    }
  });

  it('refuses dot segments and encoded separators with 400 rather than normalising them', async () => {
    for (const edge of w.edges) {
      for (const path of [
        '/%2e%2e/index.html',
        '/docs/%2e%2e/index.html',
        '/..%2findex.html',
        '/%5c..%5cindex.html',
        '/docs/../index.html',
      ]) {
        expect((await get(edge, w.domain, path)).status, path).toBe(400);
      }
    }
  });
});

describe('header checks on every edge', () => {
  it('sends nosniff, no server banner, and refuses bodies with ambiguous framing', async () => {
    for (const edge of w.edges) {
      const r = await get(edge, w.domain, '/index.html');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-powered-by']).toBeUndefined();
      expect(r.headers.server).toBeUndefined();
      const smuggle = await rawHttp(
        edge,
        `POST / HTTP/1.1\r\nHost: ${w.domain}\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /secret.html HTTP/1.1\r\nHost: ${B}\r\n\r\n`,
      );
      expect(smuggle.status).toBe(400);
      neverLeaks(smuggle.all);
    }
  });

  it('refuses oversized headers with 431 and answers writes with 405', async () => {
    for (const edge of w.edges) {
      const big = await rawHttp(
        edge,
        `GET / HTTP/1.1\r\nHost: ${w.domain}\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
      );
      expect(big.status).toBe(431);
      expect(big.head).toMatch(/\r\nconnection: close/i);
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE']) {
        const r = await get(edge, w.domain, '/index.html', {}, method);
        expect(r.status, method).toBe(405);
      }
    }
  });

  it('does not reflect a header-injection attempt from the path into a redirect', async () => {
    for (const edge of w.edges) {
      const r = await get(edge, w.domain, '/docs%0d%0aSet-Cookie:%20x=1');
      expect(r.headers['set-cookie']).toBeUndefined();
    }
  });

  it('leaves production byte-identical on every edge after all of it', async () => {
    await w.expectUnchanged();
  });
});
