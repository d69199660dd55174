/**
 * Hostile archives, the full matrix (issue #7). For each: the exact answer, the server still up, production
 * byte-identical on every edge, no new revision (pending included), staging clean, nothing written outside the
 * data folder (HostileWorld.expectUnchanged). Classes H1 already proves in test/hostile/archive-classes.test.ts
 * (plain traversal, absolute paths, symlinks, hard links, devices, FIFOs, duplicates, case/NFC collisions, long
 * and deep paths, truncated gzip, non-tar gzip, double compression, small-limit bombs, 10,101 files with a lying
 * file-count, lying project-size, declared caps) are not repeated: this file adds the variants and boundaries
 * they do not cover. The 450 MB cases and the real-limit bomb are in archives-slow.test.ts (SITEPUB_SLOW=1).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzip, tarOf, tgzOf, type CraftedEntry } from '../helpers/archives.ts';
import { fileHeader, gnuLongName, paxBlock, putStream, TAR_END } from '../helpers/hostile-archives.ts';
import {
  ABSOLUTE_TARGET,
  ESCAPE_NAME,
  startHostileWorld,
  type HostileWorld,
} from '../helpers/hostile-world.ts';
import { api, basicToken, putArchive } from '../helpers/server.ts';

let w: HostileWorld;
/** Accepted oddities are deployed here, so the hostile domain's production stays the baseline. */
const OTHER = 'accepted.hostile.test';

beforeAll(async () => {
  w = await startHostileWorld();
});
afterAll(async () => w?.close());

const ok = (extra: CraftedEntry[] = []) => [{ path: 'site/index.html', body: 'x' }, ...extra];

async function expectRefused(
  archive: Buffer,
  code: string,
  message: RegExp,
  headers: Record<string, string> = {},
) {
  const res = await putArchive(w.api, w.token, w.domain, archive, headers);
  expect(res.status).toBe(200);
  expect(res.events.map((e) => e.type)).not.toContain('info');
  const last = res.events.at(-1) as { type: string; error: { code: string; message: string } };
  expect(last.type).toBe('error');
  expect(last.error.code).toBe(code);
  expect(last.error.message).toMatch(message);
  await w.expectUnchanged();
}

async function expectAccepted(archive: Buffer, files: Record<string, string>) {
  const res = await putArchive(w.api, w.token, OTHER, archive);
  expect(res.events.at(-1)?.type).toBe('info');
  for (const [path, body] of Object.entries(files)) {
    const served = await w.servedEverywhere(OTHER, path);
    expect(served.body).toBe(body);
  }
  await w.expectUnchanged();
}

describe('paths that try to leave the site folder (variants beyond H1)', () => {
  const escape = `../../${ESCAPE_NAME}`;
  it('refuses a PAX path that overrides an innocent ustar name with a traversal', () =>
    expectRefused(
      gzip(
        Buffer.concat([
          paxBlock({ path: `site/${escape}` }),
          tarOf([{ path: 'site/innocent.html', body: 'x' }]),
        ]),
      ),
      'PARENT_PATH',
      /contains "\.\."/,
    ));

  it('refuses a PAX path that is absolute', () =>
    expectRefused(
      gzip(
        Buffer.concat([
          paxBlock({ path: ABSOLUTE_TARGET }),
          tarOf([{ path: 'site/innocent.html', body: 'x' }]),
        ]),
      ),
      'ABSOLUTE_PATH',
      /is absolute/,
    ));

  it('refuses a GNU long name that traverses', () =>
    expectRefused(
      gzip(
        Buffer.concat([
          gnuLongName(`site/${'d/'.repeat(60)}${'../'.repeat(62)}${ESCAPE_NAME}`),
          tarOf([{ path: 'site/short.html', body: 'x' }]),
        ]),
      ),
      'PARENT_PATH',
      /contains "\.\."/,
    ));

  it.each([
    ['site/./../../x', 'PARENT_PATH'],
    ['./site/../../x', 'PARENT_PATH'],
    ['site/a/../../../x', 'PARENT_PATH'],
    ['site/..', 'PARENT_PATH'],
    ['C:/Windows/x', 'ABSOLUTE_PATH'],
    ['//server/share/x', 'ABSOLUTE_PATH'],
  ])('refuses %s (%s)', (path, code) => expectRefused(tgzOf(ok([{ path, body: 'x' }])), code, /./));

  it('refuses a symlink to a directory followed by a file written through it (in-archive link)', () =>
    expectRefused(
      tgzOf(
        ok([
          { path: 'site/d', type: 'SymbolicLink', linkpath: '../../' },
          { path: `site/d/${ESCAPE_NAME}`, body: 'x' },
        ]),
      ),
      'LINK',
      /"site\/d" is a symbolic link/,
    ));

  it('refuses a hard link to an in-archive symlink', () =>
    expectRefused(
      tgzOf(
        ok([
          { path: 'site/s', type: 'SymbolicLink', linkpath: '/etc/passwd' },
          { path: 'site/h', type: 'Link', linkpath: 'site/s' },
        ]),
      ),
      'LINK',
      /symbolic link/,
    ));

  it('refuses a hard link whose target is outside the archive', () =>
    expectRefused(
      tgzOf(ok([{ path: 'site/passwd', type: 'Link', linkpath: '/etc/passwd' }])),
      'LINK',
      /hard link/,
    ));

  it('refuses block devices', () =>
    expectRefused(tgzOf(ok([{ path: 'site/sda', type: 'BlockDevice' }])), 'DEVICE', /device or FIFO/));
});

describe('PAX tricks', () => {
  it('ignores a global PAX path: every entry keeps its own name', () =>
    expectAccepted(
      gzip(
        Buffer.concat([
          paxBlock({ path: `../../${ESCAPE_NAME}` }, true),
          tarOf([{ path: 'site/index.html', body: 'global-ok' }]),
        ]),
      ),
      { '/index.html': 'global-ok' },
    ));

  it('follows a PAX size that hides a smuggled header in a file body, and refuses what it finds', () => {
    // pax says the file is empty; the ustar header says 1024 bytes; the "body" is a header for ../escape
    const smuggled = Buffer.concat([
      fileHeader(`site/../../${ESCAPE_NAME}`, 1),
      Buffer.from('x'),
      Buffer.alloc(511),
    ]);
    const archive = Buffer.concat([
      paxBlock({ size: 0 }),
      fileHeader('site/a.html', smuggled.length),
      smuggled,
      TAR_END,
    ]);
    return expectRefused(gzip(archive), 'PARENT_PATH', /contains "\.\."/);
  });

  it('refuses an extended header larger than 64 KiB', () =>
    expectRefused(
      gzip(Buffer.concat([paxBlock({ path: `site/${'a/'.repeat(40_000)}x` }), tarOf(ok())])),
      'BAD_NAME',
      /extended header larger/,
    ));
});

describe('collisions beyond ASCII case', () => {
  it('refuses names that collide under Unicode case folding (Kelvin sign vs k)', () =>
    expectRefused(
      tgzOf(
        ok([
          { path: 'site/\u212a.html', body: 'a', pax: true },
          { path: 'site/k.html', body: 'b' },
        ]),
      ),
      'NAME_COLLISION',
      /letter case or Unicode form/,
    ));

  it('refuses directories that collide by case', () =>
    expectRefused(
      tgzOf(
        ok([
          { path: 'site/Docs/a.html', body: 'a' },
          { path: 'site/docs/b.html', body: 'b' },
        ]),
      ),
      'NAME_COLLISION',
      /directories/,
    ));
});

describe('path limits at their exact boundaries', () => {
  it('accepts 32 directories deep and refuses 33', async () => {
    await expectAccepted(tgzOf(ok([{ path: `site/${'d/'.repeat(31)}f.html`, body: 'deep' }])), {
      [`/${'d/'.repeat(31)}f.html`]: 'deep',
    });
    await expectRefused(
      tgzOf(ok([{ path: `site/${'d/'.repeat(32)}f.html`, body: 'x' }])),
      'PATH_TOO_DEEP',
      /33 directories deep; the limit is 32/,
    );
  });

  it('accepts a 255-byte name and refuses 256', async () => {
    await expectAccepted(tgzOf(ok([{ path: `site/${'n'.repeat(250)}.html`, body: 'long' }])), {
      [`/${'n'.repeat(250)}.html`]: 'long',
    });
    await expectRefused(
      tgzOf(ok([{ path: `site/${'n'.repeat(251)}.html`, body: 'x' }])),
      'PATH_TOO_LONG',
      /longer than 255 bytes/,
    );
  });
});

describe('not a gzipped tar', () => {
  const good = tgzOf([{ path: 'site/index.html', body: 'fine' }]);
  it('refuses a plain (uncompressed) tar', () =>
    expectRefused(tarOf(ok()), 'BAD_GZIP', /not valid gzip.*send the tar gzipped/));
  it('refuses a zip', () =>
    expectRefused(
      Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x00\x00', 'latin1'), Buffer.alloc(300, 7)]),
      'BAD_GZIP',
      /not valid gzip/,
    ));
  it('refuses an empty body', () =>
    expectRefused(Buffer.alloc(0), 'BAD_GZIP', /not valid gzip \(unexpected end of file\)/));
  it('refuses an empty body sent with Content-Length: 0', async () => {
    const res = await putArchive(w.api, w.token, w.domain, Buffer.alloc(0), {}, { chunked: false });
    expect((res.events.at(-1) as { error: { code: string } }).error.code).toBe('BAD_GZIP');
    await w.expectUnchanged();
  });
  it('refuses gzip followed by trailing garbage', () =>
    expectRefused(Buffer.concat([good, Buffer.from('GARBAGE'.repeat(50))]), 'BAD_GZIP', /not valid gzip/));
  it('accepts gzip followed by zero padding, as gzip(1) does', () =>
    expectAccepted(Buffer.concat([good, Buffer.alloc(512)]), { '/index.html': 'fine' }));
  it('accepts concatenated gzip members, ignoring data after the tar end marker', () =>
    expectAccepted(Buffer.concat([good, tgzOf([{ path: 'site/later.html', body: 'ignored' }])]), {
      '/index.html': 'fine',
    }).then(async () => {
      expect((await w.servedEverywhere(OTHER, '/later.html')).status).toBe(404);
    }));
});

describe('file count at the real cap (10,100), while streaming', () => {
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ path: `site/f${i}.txt`, body: i === 0 ? 'first' : '' }));

  it('accepts exactly 10,100 files', async () => {
    const res = await putArchive(w.api, w.token, OTHER, tgzOf(many(10_100)), { 'file-count': '10100' });
    expect(res.events.at(-1)?.type).toBe('info');
    expect((res.events.at(-1) as { metadata: { fileCount?: number } }).metadata).toBeDefined();
    expect((await w.servedEverywhere(OTHER, '/f0.txt')).body).toBe('first');
    expect((await w.servedEverywhere(OTHER, '/f10099.txt')).status).toBe(200);
    await w.expectUnchanged();
  });

  it('refuses the 10,101st file while the upload is still open', async () => {
    // the archive never ends: the answer cannot wait for the end of the body
    const head = tarOf(many(10_101), { end: false });
    async function* neverEnding() {
      yield head;
      for (;;) {
        await new Promise((r) => setTimeout(r, 50));
        yield Buffer.alloc(512);
      }
    }
    const { createGzip } = await import('node:zlib');
    const { Readable } = await import('node:stream');
    const gz = Readable.from(neverEnding()).pipe(createGzip({ flush: 2 /* Z_SYNC_FLUSH */ }));
    const res = await putStream(w.api, w.token, w.domain, gz as AsyncIterable<Buffer>);
    const last = res.events.at(-1) as { error: { code: string; message: string } };
    expect(last.error.code).toBe('TOO_MANY_FILES');
    expect(last.error.message).toMatch(/more than 10100 files/);
    gz.destroy();
    await w.expectUnchanged();
  });
});

describe('lying headers', () => {
  const good = tgzOf([{ path: 'site/index.html', body: 'lie' }]);

  it('accepts a file-count and project-size that overstate the archive (within the free plan)', async () => {
    const res = await putArchive(w.api, w.token, OTHER, good, {
      'file-count': '10100',
      'project-size': '200000000',
    });
    expect(res.events.at(-1), JSON.stringify(res.events.at(-1))).toMatchObject({ type: 'info' });
    await w.expectUnchanged();
  });

  it('asks for a plan (collect, no info) when project-size overstates past the free plan, before reading the body', async () => {
    const res = await putArchive(w.api, w.token, w.domain, good, { 'project-size': '200000001' });
    const types = res.events.map((e) => e.type);
    expect(types).toContain('collect');
    expect(types).not.toContain('info');
    expect(res.events.at(-1)).toMatchObject({
      type: 'error',
      error: { message: expect.stringMatching(/needs the Standard plan/) },
    });
    await w.expectUnchanged();
  });

  it.each([
    ['file-count', '-1'],
    ['file-count', '1e3'],
    ['project-size', 'lots'],
    ['project-size', '99999999999999999999'],
  ])('answers 400 before reading the body for %s: %s', async (name, value) => {
    const res = await putArchive(w.api, w.token, w.domain, good, { [name]: value });
    expect(res.status).toBe(400);
    expect(res.reason).toContain(`${name} header must be a non-negative integer`);
    await w.expectUnchanged();
  });

  /** The server notices a closed upload asynchronously: wait until the pending revision is gone. */
  async function waitForCleanup() {
    for (let i = 0; i < 50; i++) {
      const pending = await w.srv.server.store.revisions.listRevisions(w.domain, { includePending: true });
      if (pending.length === w.baseline.revs.length) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  function raw(request: Buffer, waitMs = 3000): Promise<string> {
    return new Promise((resolve) => {
      const u = new URL(w.api);
      const socket = net.connect(Number(u.port), u.hostname);
      let out = '';
      socket.setEncoding('latin1');
      socket.on('data', (d: string) => (out += d));
      socket.on('error', () => resolve(out));
      socket.on('close', () => resolve(out));
      socket.write(request);
      setTimeout(() => socket.destroy(), waitMs);
    });
  }

  it('reads only Content-Length bytes when it understates the body: the deploy fails, the rest is a bad request', async () => {
    const head = `PUT /${w.domain} HTTP/1.1\r\nHost: x\r\nAuthorization: ${basicToken(w.token)}\r\nContent-Type: application/gzip\r\nContent-Length: 20\r\n\r\n`;
    const out = await raw(Buffer.concat([Buffer.from(head), good]));
    // the deploy stream starts; the leftover bytes are parsed as a next request, refused with 400, and the
    // connection is closed, cutting the deploy (which had only 20 bytes of gzip) short
    expect(out).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(out).toMatch(/HTTP\/1\.1 400 Bad Request/);
    expect(out).not.toContain('"type":"info"');
    await waitForCleanup();
    await w.expectUnchanged();
  });

  it('treats a body shorter than its Content-Length, then a closed connection, as an aborted upload', async () => {
    const head = `PUT /${w.domain} HTTP/1.1\r\nHost: x\r\nAuthorization: ${basicToken(w.token)}\r\nContent-Type: application/gzip\r\nContent-Length: 100000\r\n\r\n`;
    await raw(Buffer.concat([Buffer.from(head), good]), 500);
    await waitForCleanup();
    await w.expectUnchanged();
  });

  it('refuses Content-Length together with chunked encoding (request smuggling) with 400', async () => {
    const head = `PUT /${w.domain} HTTP/1.1\r\nHost: x\r\nAuthorization: ${basicToken(w.token)}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`;
    const out = await raw(Buffer.from(head), 1000);
    expect(out).toMatch(/^HTTP\/1\.1 400/);
    await w.expectUnchanged();
  });

  it('keeps answering other requests after every case above', async () => {
    expect((await api(w.api, w.token, 'GET', `/${w.domain}/list`)).status).toBe(200);
  });
});
