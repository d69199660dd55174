/**
 * Every hostile archive class gets its exact answer — an `error` line with a stable code and a message naming
 * the problem, and no `info` line — and leaves production, the revision list and the temp area as they were.
 */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, createZstdCompress, gzipSync, zstdCompressSync } from 'node:zlib';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import { gzip, tarOf, tgzOf, type CraftedEntry } from '../helpers/archives.ts';

const DOMAIN = 'hostile.example.com';
let srv: TestServer;
let token: string;
let baseline: { manifest: unknown; list: Record<string, unknown>[]; live: unknown };

async function state() {
  const [manifest, list, live] = await Promise.all([
    api(srv.api, token, 'GET', `/${DOMAIN}/manifest.json`),
    api(srv.api, token, 'GET', `/${DOMAIN}/list`),
    api(srv.api, token, 'GET', `/${DOMAIN}/metadata.json`),
  ]);
  const revs = (list.body as Record<string, unknown>[]).map(({ timeAgoInWords: _t, ...r }) => r);
  return { manifest: manifest.body, list: revs, live: (live.body as { rev: number }).rev };
}

async function expectRejected(
  archive: Buffer,
  code: string,
  message: RegExp,
  headers: Record<string, string> = {},
) {
  const res = await putArchive(srv.api, token, DOMAIN, archive, headers);
  expect(res.status).toBe(200);
  const types = res.events.map((e) => e.type);
  expect(types).not.toContain('info');
  const last = res.events.at(-1) as { type: string; error: { message: string; code: string } };
  expect(last.type).toBe('error');
  expect(last.error.code).toBe(code);
  expect(last.error.message).toMatch(message);
  expect(await state()).toEqual(baseline);
  const pending = await srv.server.store.revisions.listRevisions(DOMAIN, { includePending: true });
  expect(pending.map((r) => r.rev)).toEqual(baseline.list.map((r) => r.rev as number));
  expect(await readdir(join(srv.data, 'tmp'))).toEqual([]);
}

const site = (entries: CraftedEntry[]) => tgzOf([{ path: 'site/index.html', body: '<p>ok</p>' }, ...entries]);

beforeAll(async () => {
  srv = await startTestServer({
    overrides: { limits: { rateWindowMs: 1, maxBytes: 100_000, maxFiles: 10_100 } },
  });
  token = await srv.token('hostile@example.com');
  const ok = await putArchive(srv.api, token, DOMAIN, site([{ path: 'site/a.css', body: 'a{}' }]));
  expect(ok.events.at(-1)!.type).toBe('info');
  baseline = await state();
});
afterAll(async () => srv?.close());

describe('hostile archives', () => {
  it('rejects a body that is not gzip', () =>
    expectRejected(randomBytes(2000), 'BAD_GZIP', /not valid gzip/));

  it('rejects truncated gzip', () => {
    const good = site([{ path: 'site/b.html', body: randomBytes(5000).toString('hex') }]);
    return expectRejected(good.subarray(0, good.length - 100), 'BAD_GZIP', /not valid gzip/);
  });

  it('rejects gzip that does not hold a tar', () =>
    expectRejected(
      gzip(Buffer.from('hello, this is not a tar archive at all\n'.repeat(40))),
      'NOT_TAR',
      /not a valid tar/,
    ));

  it('rejects a truncated tar', () =>
    expectRejected(
      gzip(tarOf([{ path: 'site/x.html', body: 'short', size: 4000 }], { end: false })),
      'TRUNCATED',
      /truncated/,
    ));

  it('rejects double compression', () =>
    expectRejected(gzip(site([])), 'NESTED_COMPRESSION', /compressed twice/));

  it('rejects symbolic links', () =>
    expectRejected(
      site([{ path: 'site/passwd', type: 'SymbolicLink', linkpath: '/etc/passwd' }]),
      'LINK',
      /"site\/passwd" is a symbolic link/,
    ));

  it('rejects hard links', () =>
    expectRejected(
      site([{ path: 'site/copy.html', type: 'Link', linkpath: 'site/index.html' }]),
      'LINK',
      /hard link/,
    ));

  it('rejects character devices', () =>
    expectRejected(site([{ path: 'site/null', type: 'CharacterDevice' }]), 'DEVICE', /device or FIFO/));

  it('rejects FIFOs', () =>
    expectRejected(site([{ path: 'site/pipe', type: 'FIFO' }]), 'DEVICE', /device or FIFO/));

  it('rejects entry types it does not know', () =>
    expectRejected(
      site([{ path: 'site/dump', type: 'GNUDumpDir' }]),
      'UNSUPPORTED_ENTRY',
      /unsupported type GNUDumpDir/,
    ));

  it('rejects absolute paths', () =>
    expectRejected(
      site([{ path: '/etc/cron.d/evil', body: 'x' }]),
      'ABSOLUTE_PATH',
      /"\/etc\/cron.d\/evil" is absolute/,
    ));

  it('rejects parent-directory paths', () =>
    expectRejected(site([{ path: 'site/../../evil.html', body: 'x' }]), 'PARENT_PATH', /contains "\.\."/));

  it('rejects backslashes and control characters in names', async () => {
    await expectRejected(site([{ path: 'site\\..\\evil.html', body: 'x' }]), 'BAD_NAME', /backslash/);
    await expectRejected(
      site([{ path: 'site/a\u0007b.html', body: 'x', pax: true }]),
      'BAD_NAME',
      /control characters/,
    );
  });

  it('rejects a file outside the top-level folder', () =>
    expectRejected(
      tgzOf([{ path: 'index.html', body: 'x' }]),
      'TOP_LEVEL_FILE',
      /not inside a top-level directory/,
    ));

  it('rejects duplicate paths', () =>
    expectRejected(site([{ path: 'site/index.html', body: 'again' }]), 'DUPLICATE', /"\/index.html" twice/));

  it('rejects names that differ only in case', () =>
    expectRejected(
      site([{ path: 'site/INDEX.html', body: 'x' }]),
      'NAME_COLLISION',
      /letter case or Unicode form/,
    ));

  it('rejects names that differ only in Unicode normalisation', () =>
    expectRejected(
      site([
        { path: 'site/caf\u00e9.html', body: 'nfc', pax: true },
        { path: 'site/cafe\u0301.html', body: 'nfd', pax: true },
      ]),
      'NAME_COLLISION',
      /Unicode form/,
    ));

  it('rejects a file and a directory of the same name', () =>
    expectRejected(
      site([
        { path: 'site/docs', body: 'x' },
        { path: 'site/docs/a.html', body: 'y' },
      ]),
      'FILE_DIR_CONFLICT',
      /is a file/,
    ));

  it('rejects over-long names and paths', async () => {
    await expectRejected(
      site([{ path: `site/${'n'.repeat(300)}.html`, body: 'x' }]),
      'PATH_TOO_LONG',
      /longer than 255 bytes/,
    );
    const long = `site/${Array.from({ length: 20 }, () => 'd'.repeat(60)).join('/')}/f.html`;
    await expectRejected(site([{ path: long, body: 'x' }]), 'PATH_TOO_LONG', /longer than 1024 bytes/);
  });

  it('rejects over-deep paths', () =>
    expectRejected(
      site([{ path: `site/${'d/'.repeat(40)}f.html`, body: 'x' }]),
      'PATH_TOO_DEEP',
      /41 directories deep; the limit is 32/,
    ));

  it('rejects an archive without files', () =>
    expectRejected(tgzOf([{ path: 'site/', type: 'Directory' }]), 'EMPTY', /no files/));

  it('counts bytes as they arrive, whatever project-size says', () =>
    expectRejected(
      site([{ path: 'site/big.bin', body: Buffer.alloc(150_000, 1) }]),
      'TOO_LARGE',
      /exceeds 100000 bytes/,
      {
        'project-size': '10',
      },
    ));

  it('stops a gzip bomb by the decompressed size', () => {
    // A valid tar followed by a flood of zeros: tiny compressed, huge decompressed.
    const bomb = gzipSync(
      Buffer.concat([tarOf([{ path: 'site/index.html', body: 'x' }]), Buffer.alloc(80 * 1024 * 1024)]),
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(200_000);
    return expectRejected(bomb, 'DECOMPRESSED_TOO_LARGE', /gzip bomb/);
  });

  it('stops a zstd bomb by the decompressed size', () => {
    const bomb = zstdCompressSync(
      Buffer.concat([tarOf([{ path: 'site/index.html', body: 'x' }]), Buffer.alloc(80 * 1024 * 1024)]),
    );
    expect(bomb.length).toBeLessThan(200_000);
    return expectRejected(bomb, 'DECOMPRESSED_TOO_LARGE', /zstd bomb/);
  });

  it('enforces the real 10,100-file cap on arriving entries, whatever file-count says', () => {
    const entries = Array.from({ length: 10_101 }, (_, i) => ({ path: `site/f${i}.txt`, body: '' }));
    return expectRejected(tgzOf(entries), 'TOO_MANY_FILES', /more than 10100 files/, { 'file-count': '3' });
  });
});

describe('hostile zstd archives (sitepub servers take zstd as well as gzip)', () => {
  const zstdSite = (entries: CraftedEntry[]) =>
    zstdCompressSync(tarOf([{ path: 'site/index.html', body: '<p>ok</p>' }, ...entries]));

  it('rejects zstd whose frame is damaged', () => {
    const good = zstdSite([{ path: 'site/b.html', body: randomBytes(5000).toString('hex') }]);
    const bad = Buffer.concat([good.subarray(0, 12), randomBytes(good.length - 12)]);
    return expectRejected(bad, 'BAD_ZSTD', /not valid zstd/);
  });

  it('rejects bytes after the zstd frame (Node would drop them unread)', () =>
    expectRejected(
      Buffer.concat([zstdSite([]), Buffer.from('GARBAGE'.repeat(50))]),
      'BAD_ZSTD',
      /350 bytes after the end of its zstd frame/,
    ));

  it('rejects a second frame rather than reading half the archive', () => {
    const tar = tarOf([
      { path: 'site/index.html', body: '<p>ok</p>' },
      { path: 'site/c.html', body: 'c'.repeat(3000) },
    ]);
    const two = Buffer.concat([
      zstdCompressSync(tar.subarray(0, 1536)),
      zstdCompressSync(tar.subarray(1536)),
    ]);
    return expectRejected(two, 'BAD_ZSTD', /after the end of its zstd frame; send the tar as one zstd frame/);
  });

  it('refuses a frame that asks for a window over 8 MiB instead of allocating it', async () => {
    // Streamed (no size known in advance), so the frame header keeps the 128 MiB window it was made with.
    const z = createZstdCompress({ params: { [constants.ZSTD_c_windowLog]: 27 } });
    z.end(tarOf([{ path: 'site/index.html', body: 'x' }]));
    return expectRejected(await buffer(z), 'BAD_ZSTD', /not valid zstd \(Frame requires too much memory/);
  });

  it('rejects truncated zstd', () => {
    const good = zstdSite([{ path: 'site/b.html', body: randomBytes(5000).toString('hex') }]);
    return expectRejected(good.subarray(0, good.length - 100), 'BAD_ZSTD', /not valid zstd \(.*end/i);
  });

  it('rejects double compression inside zstd', () =>
    expectRejected(zstdCompressSync(site([])), 'NESTED_COMPRESSION', /compressed twice/));
});

describe('refused before the body is read', () => {
  it('answers 403 with a reason when the declared file count is over the cap', async () => {
    const res = await putArchive(srv.api, token, DOMAIN, site([]), { 'file-count': '10101' });
    expect(res.status).toBe(403);
    expect(res.reason).toMatch(/10101 files; the limit is 10100/);
    expect(res.body).toMatchObject({ messages: [expect.stringMatching(/limit is 10100 files/)] });
    expect(await state()).toEqual(baseline);
  });

  it('answers 403 with a reason when the declared size is over the cap', async () => {
    const res = await putArchive(srv.api, token, DOMAIN, site([]), { 'project-size': '100001' });
    expect(res.status).toBe(403);
    expect(res.reason).toMatch(/100001 bytes; the limit is 100000 bytes/);
  });

  it('answers 400 for a malformed x-sitepub-meta header', async () => {
    for (const [value, why] of [
      ['not json', /not valid JSON/],
      ['[1,2]', /not a JSON object/],
      ['{"pr":12}', /non-string value for key "pr"/],
      [JSON.stringify({ a: 'x'.repeat(5000) }), /longer than 4096 bytes/],
    ] as const) {
      const res = await putArchive(srv.api, token, DOMAIN, site([]), { 'x-sitepub-meta': value });
      expect(res.status).toBe(400);
      expect(res.reason).toMatch(why);
      expect((res.body as { details: Record<string, string> }).details['x-sitepub-meta']).toMatch(why);
    }
    expect(await state()).toEqual(baseline);
  });
});
