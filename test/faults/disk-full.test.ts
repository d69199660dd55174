/**
 * Disk full during a deploy (issue #7), on a real full filesystem: the data folder lives on a 16 MiB tmpfs
 * mounted for this test (needs root; skipped with a note otherwise — GitHub runners run tests unprivileged).
 * A deploy bigger than the free space fails with a message that says the disk is full, its temp file and the
 * blobs it had already stored are removed (space reclaimed), production is untouched on the edge, and the server keeps taking deploys.
 * What the client sees is the message chosen for SITEPUB_STORAGE_FULL with a request id, never the data folder,
 * errno or SQLite code (issue #37): the server's log has the detail under that request id; the same holds for a
 * JSON route and a dashboard page that meet the full disk in the database.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, statfs, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../edge/helpers/http.ts';
import { tgzOf } from '../helpers/archives.ts';
import { siteEntries } from '../helpers/hostile-world.ts';
import { captureLog, expectNoInternals, loggedError, requestIdIn } from '../helpers/public-errors.ts';
import { putArchive, startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';

function tryMount(dir: string, size: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const mountPoint = await mkdtemp(join(tmpdir(), 'sitepub-diskfull-'));
const mounted = process.getuid?.() === 0 && tryMount(mountPoint, '16m');
const D = 'full.faults.test';
let srv: TestServer;
let token: string;
const log = captureLog();

const free = async () => {
  const s = await statfs(mountPoint);
  return s.bavail * s.bsize;
};

describe.skipIf(!mounted)('disk full during a deploy (tmpfs of 16 MiB)', () => {
  beforeAll(async () => {
    const data = join(mountPoint, 'data');
    await mkdir(data);
    srv = await startTestServer({
      data,
      keepData: true,
      edges: 1,
      logger: { level: 'info', stream: log.stream },
    });
    token = await srv.token('full@faults.test');
    const ok = await putArchive(srv.api, token, D, tgzOf(siteEntries({ '/index.html': 'before' })));
    expect(ok.events.at(-1)?.type).toBe('info');
  });
  afterAll(async () => {
    await srv?.close();
    execFileSync('umount', [mountPoint]);
    await rm(mountPoint, { recursive: true, force: true });
  });

  it('fails a deploy larger than the free space with a clear error and reclaims its temp space', async () => {
    const before = await free();
    // index.html and part.bin are stored before huge.bin hits ENOSPC; the failed deploy removes them at once
    const part = randomBytes(2 * 1024 * 1024);
    const big = tgzOf(
      siteEntries({
        '/index.html': 'after',
        '/part.bin': part,
        '/huge.bin': randomBytes(before + 1024 * 1024),
      }),
    );
    const res = await putArchive(srv.api, token, D, big);
    const last = res.events.at(-1) as { type: string; error: { message: string; code?: string } };
    expect(last.type).toBe('error');
    expect(last.error.message).toMatch(/ran out of disk space.*production is unchanged/);
    expect(last.error.code).toBe('SITEPUB_STORAGE_FULL');
    // the client's line: the chosen words and a request id; the log: the detail under that request id
    expectNoInternals(JSON.stringify(res.events), [mountPoint]);
    expect(loggedError(log.text(), requestIdIn(last.error.message))).toMatch(/ENOSPC.*sitepub-diskfull-/);
    expect(await readdir(join(srv.data, 'tmp'))).toEqual([]);
    // the space is back: no blob of the failed deploy is left
    const blobs = join(srv.data, 'blobs');
    for (const content of [Buffer.from('after'), part]) {
      const sha = createHash('sha256').update(content).digest('hex');
      expect(existsSync(join(blobs, sha.slice(0, 2), sha)), `blob ${sha} of the failed deploy`).toBe(false);
    }
    expect(await free()).toBeGreaterThan(before - 64 * 1024);
    expect((await get(srv.edges[0]!, D, '/index.html')).body.toString()).toBe('before');
    expect((await srv.server.store.revisions.listRevisions(D, { includePending: true })).length).toBe(1);
  });

  it('a JSON route and a dashboard page that meet the full disk in the database: the chosen words, a request id', async () => {
    const filler = join(mountPoint, 'filler');
    await writeFile(filler, Buffer.alloc(await free())).catch(() => undefined); // ENOSPC once full: meant
    try {
      const basic = (email: string) => `Basic ${Buffer.from(`${email}:${TEST_PASSWORD}`).toString('base64')}`;
      // a new account: its row cannot be written
      const r = await fetch(`${srv.api}/token`, {
        method: 'POST',
        headers: { authorization: basic('new@faults.test') },
      });
      const body = (await r.json()) as { messages: string[]; message: string; status: number };
      expect(r.status).toBe(507);
      expect(body.messages[0]).toMatch(
        /^the server ran out of disk space; the request was not completed and production is unchanged\. Free space on its data volume/,
      );
      expect(body.message).toBe(body.messages[0]);
      const id = requestIdIn(body.message);
      expect(r.headers.get('x-request-id')).toBe(id);
      expectNoInternals(JSON.stringify(body), [mountPoint]);
      expect(loggedError(log.text(), id)).toMatch(/database or disk is full/);

      // the dashboard's sign-in: its session cannot be written
      const form = await fetch(`${srv.api}/dashboard`);
      const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
      const cookie = form.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const page = await fetch(`${srv.api}/dashboard/signin`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ _csrf: csrf, email: 'full@faults.test', password: TEST_PASSWORD }),
      });
      const html = await page.text();
      expect(page.status).toBe(507);
      expect(html).toContain('the server ran out of disk space; the request was not completed');
      expectNoInternals(html, [mountPoint]);
      expect(loggedError(log.text(), requestIdIn(html))).toMatch(/database or disk is full/);
      // production is unchanged
      expect((await get(srv.edges[0]!, D, '/index.html')).body.toString()).toBe('before');
    } finally {
      await unlink(filler);
    }
  });

  it('keeps working: the next deploy that fits succeeds and goes live', async () => {
    const res = await putArchive(srv.api, token, D, tgzOf(siteEntries({ '/index.html': 'fits' })));
    expect(res.events.at(-1)?.type).toBe('info');
    expect((await get(srv.edges[0]!, D, '/index.html')).body.toString()).toBe('fits');
  });
});

if (!mounted) {
  describe('disk full', () => {
    it.skip('needs root to mount a tmpfs (run as root, e.g. in the dev container); skipped here', () => {});
  });
  await rm(mountPoint, { recursive: true, force: true });
}
