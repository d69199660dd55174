/**
 * Upload plans against the real server and edges: a deploy that names a plan carries only the content the
 * account has not deployed before, and its revision is the whole site; every refusal leaves production as it was.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tgzOf, type CraftedEntry } from '../helpers/archives.ts';
import { api, putArchive, startTestServer, type TestServer } from '../helpers/server.ts';

let srv: TestServer;
let alice: string;
let bob: string;

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const site: Record<string, string> = {
  '/index.html': '<h1>home</h1>',
  '/app.js': 'console.log("app")',
  '/img/logo.svg': '<svg></svg>',
};
const listing = (files: Record<string, string>) =>
  Object.entries(files).map(([path, body]) => ({ path, size: Buffer.byteLength(body), sha256: sha(body) }));
const archiveOf = (files: Record<string, string>, only?: string[]) =>
  tgzOf(
    Object.entries(files)
      .filter(([p]) => !only || only.includes(p))
      .map(([p, body]): CraftedEntry => ({ path: `site${p}`, body })),
  );

async function edgeGet(host: string, path: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, srv.edges[0]!);
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request({ host: url.hostname, port: url.port, path, headers: { host } }, (res) => {
      let b = '';
      res.setEncoding('utf8').on('data', (c: string) => (b += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: b }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  srv = await startTestServer({ edges: 1 });
  alice = await srv.token('alice-plans@example.com');
  bob = await srv.token('bob-plans@example.com');
  const first = await putArchive(srv.api, alice, 'plans-a.localhost', archiveOf(site));
  expect(first.events.at(-1)?.type).toBe('info');
});

afterAll(async () => {
  await srv?.close();
});

describe('upload plans', () => {
  it('asks only for content the account has not deployed, and publishes the whole site', async () => {
    const next = { ...site, '/app.js': 'console.log("v2")', '/new.txt': 'new' };
    const plan = await api(srv.api, alice, 'POST', '/plans-b.localhost/uploads', { files: listing(next) });
    expect(plan.status).toBe(201);
    expect(plan.body.missing).toEqual(['/app.js', '/new.txt']);
    expect(plan.body.reusedFiles).toBe(2);
    const res = await putArchive(srv.api, alice, 'plans-b.localhost', archiveOf(next, plan.body.missing), {
      'x-sitepub-upload': plan.body.id,
    });
    expect(res.events.at(-1)?.type).toBe('info');
    for (const [path, body] of Object.entries(next)) {
      const got = await edgeGet('plans-b.localhost', path);
      expect(got, path).toEqual({ status: 200, body });
    }
    const manifest = await api(srv.api, alice, 'GET', '/plans-b.localhost/manifest.json');
    expect(Object.keys(manifest.body).sort()).toEqual(Object.keys(next).sort());
  });

  it('deploys a site of known content with an archive of no files', async () => {
    const plan = await api(srv.api, alice, 'POST', '/plans-c.localhost/uploads', { files: listing(site) });
    expect(plan.body.missing).toEqual([]);
    const res = await putArchive(srv.api, alice, 'plans-c.localhost', tgzOf([]), {
      'x-sitepub-upload': plan.body.id,
    });
    expect(res.events.at(-1)?.type).toBe('info');
    expect(await edgeGet('plans-c.localhost', '/index.html')).toEqual({
      status: 200,
      body: site['/index.html'],
    });
  });

  it("never reuses another account's content (nothing learned, everything asked for)", async () => {
    const plan = await api(srv.api, bob, 'POST', '/plans-bob.localhost/uploads', { files: listing(site) });
    expect(plan.status).toBe(201);
    expect(plan.body.missing).toEqual(Object.keys(site).sort());
    expect(plan.body.reusedFiles).toBe(0);
  });

  it('refuses a used, unknown, or foreign plan with 412 before reading the body', async () => {
    const plan = await api(srv.api, alice, 'POST', '/plans-d.localhost/uploads', { files: listing(site) });
    const empty = tgzOf([]);
    const ok = await putArchive(srv.api, alice, 'plans-d.localhost', empty, {
      'x-sitepub-upload': plan.body.id,
    });
    expect(ok.events.at(-1)?.type).toBe('info');
    const again = await putArchive(srv.api, alice, 'plans-d.localhost', empty, {
      'x-sitepub-upload': plan.body.id,
    });
    expect(again.status).toBe(412);
    expect(again.reason).toMatch(/upload plan/);
    const other = await api(srv.api, alice, 'POST', '/plans-e.localhost/uploads', { files: listing(site) });
    const wrongDomain = await putArchive(srv.api, alice, 'plans-f.localhost', empty, {
      'x-sitepub-upload': other.body.id,
    });
    expect(wrongDomain.status).toBe(412);
    const wrongAccount = await putArchive(srv.api, bob, 'plans-e.localhost', empty, {
      'x-sitepub-upload': other.body.id,
    });
    expect(wrongAccount.status).toBe(412);
    expect((await api(srv.api, alice, 'GET', '/plans-f.localhost/list')).status).toBe(404);
  });

  it('fails the deploy, production unchanged, when the archive does not match its plan', async () => {
    const before = await edgeGet('plans-a.localhost', '/app.js');
    const next = { ...site, '/app.js': 'console.log("v3")' };
    const cases: Array<[string, Buffer]> = [
      ['lacks a missing file', tgzOf([])],
      ['brings other content', archiveOf({ '/app.js': 'console.log("not v3")' })],
      ['brings an unplanned file', archiveOf({ '/app.js': next['/app.js']!, '/extra.txt': 'x' })],
    ];
    for (const [name, archive] of cases) {
      const plan = await api(srv.api, alice, 'POST', '/plans-a.localhost/uploads', { files: listing(next) });
      expect(plan.body.missing, name).toEqual(['/app.js']);
      const res = await putArchive(srv.api, alice, 'plans-a.localhost', archive, {
        'x-sitepub-upload': plan.body.id,
      });
      const last = res.events.at(-1)!;
      expect(last.type, name).toBe('error');
      expect(String(last.message ?? JSON.stringify(last)), name).toMatch(/upload plan/);
      expect(await edgeGet('plans-a.localhost', '/app.js'), name).toEqual(before);
    }
  });

  it('a listing by size alone is a question: which paths are worth hashing (no plan is made)', async () => {
    const bySize = (files: Record<string, string>) =>
      listing(files).map(({ path, size }) => ({ path, size }));
    const plansBefore = await srv.server.app.uploadDeltas.count();
    // Bob holds nothing: no file is worth hashing.
    const fresh = await api(srv.api, bob, 'POST', '/plans-size-b.localhost/uploads', { files: bySize(site) });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ worthHashing: [], encodings: ['zstd', 'gzip'] });
    // Alice holds content of two of these sizes: those two paths are worth hashing.
    const mixed = {
      '/copy-of-home.html': site['/index.html']!, // content Alice deployed
      '/logo-2.svg': '<svg>2</svg>', // a size Alice has not deployed
      '/same-size-other.js': 'console.log("ppp")', // the length of app.js, other bytes
    };
    const hint = await api(srv.api, alice, 'POST', '/plans-size-a.localhost/uploads', {
      files: bySize(mixed),
    });
    expect(hint.status).toBe(200);
    expect(hint.body.worthHashing).toEqual(['/copy-of-home.html', '/same-size-other.js']);
    expect(await srv.server.app.uploadDeltas.count()).toBe(plansBefore);
    // Listed again with sha256s, the copy is reused and the other two travel.
    const full = await api(srv.api, alice, 'POST', '/plans-size-a.localhost/uploads', {
      files: listing(mixed),
    });
    expect(full.status).toBe(201);
    expect(full.body).toMatchObject({ missing: ['/logo-2.svg', '/same-size-other.js'], reusedFiles: 1 });
    // Same permission checks as a plan: nothing is said about a project one may not deploy to.
    const notYours = await api(srv.api, bob, 'POST', '/plans-a.localhost/uploads', { files: bySize(site) });
    expect(notYours.status).toBe(403);
  });

  it('checks the listing like an archive: bad paths, collisions and limits are 422', async () => {
    const bad = [
      [{ path: '/../etc/passwd', size: 1, sha256: sha('x') }],
      [
        { path: '/A.html', size: 1, sha256: sha('x') },
        { path: '/a.html', size: 1, sha256: sha('y') },
      ],
      [{ path: '/big.bin', size: 451_000_000, sha256: sha('x') }],
      [],
    ];
    for (const files of bad) {
      const res = await api(srv.api, alice, 'POST', '/plans-g.localhost/uploads', { files });
      expect(res.status, JSON.stringify(files)).toBe(422);
      expect(res.body.message).toMatch(/site|file|path|limit/);
    }
    const noAuth = await api(srv.api, null, 'POST', '/plans-g.localhost/uploads', { files: listing(site) });
    expect(noAuth.status).toBe(401);
    const notYours = await api(srv.api, bob, 'POST', '/plans-a.localhost/uploads', { files: listing(site) });
    expect(notYours.status).toBe(403);
  });
});

describe('upload plan registry', () => {
  it('bounds the plans it holds: per account, and in all whoever made them (oldest first)', async () => {
    const { UploadDeltas: UploadPlans } = await import('../../src/server/uploads/delta-registry.ts');
    let t = Date.now();
    const tick = () => ++t; // plans made in one millisecond have no order between them
    const plans = new UploadPlans(srv.server.store.shared, tick, { maxDeltas: 5 });
    await srv.server.store.shared.prune(Number.MAX_SAFE_INTEGER); // the plans of the tests above
    const files = [{ path: '/a', size: 1, sha256: sha('a') }];
    const make = (accountId: string) =>
      plans.create({ domain: 'x.test', accountId, files, known: new Map() });
    const first = await make('one');
    for (let i = 0; i < 9; i++) await make('one');
    expect(await plans.count()).toBe(5); // the per-account cap is 8, the global one 5
    expect(await plans.peek(first.id, 'x.test', 'one')).toBeNull();
    const others: Awaited<ReturnType<typeof make>>[] = [];
    for (let i = 0; i < 5; i++) others.push(await make(`acct-${i}`));
    expect(await plans.count()).toBe(5);
    for (const p of others) expect(await plans.peek(p.id, 'x.test', p.accountId)).not.toBeNull();
    for (const p of others) await plans.take(p.id, 'x.test', p.accountId);
    // per account: 8 at most, oldest first
    const solo = new UploadPlans(srv.server.store.shared, tick, { maxDeltas: 100 });
    const mine: Awaited<ReturnType<typeof make>>[] = [];
    for (let i = 0; i < 10; i++)
      mine.push(await solo.create({ domain: 'x.test', accountId: 'me', files, known: new Map() }));
    expect(await solo.count()).toBe(8);
    expect(await solo.peek(mine[0]!.id, 'x.test', 'me')).toBeNull();
    expect(await solo.peek(mine[9]!.id, 'x.test', 'me')).not.toBeNull();
  });

  it('is single use, expires, and keeps a plan for its own account and domain', async () => {
    const { UploadDeltas: UploadPlans } = await import('../../src/server/uploads/delta-registry.ts');
    const { DELTA_TTL_MS: PLAN_TTL_MS } = await import('../../src/server/uploads/delta.ts');
    let t = Date.now();
    const plans = new UploadPlans(srv.server.store.shared, () => t);
    const files = [
      { path: '/a', size: 1, sha256: sha('a') },
      { path: '/b', size: 1, sha256: sha('b') },
    ];
    const known = new Map([[sha('b'), { md5: null, size: 1 }]]);
    const plan = await plans.create({ domain: 'y.test', accountId: 'me', files, known });
    expect(await plans.take(plan.id, 'y.test', 'someone-else')).toBeNull();
    expect(await plans.take(plan.id, 'other.test', 'me')).toBeNull();
    const taken = await plans.take(plan.id, 'y.test', 'me');
    expect([...taken!.missing.keys()]).toEqual(['/a']);
    expect(taken!.reused).toEqual([{ path: '/b', sha256: sha('b'), md5: null, size: 1 }]);
    expect(await plans.take(plan.id, 'y.test', 'me')).toBeNull();
    const later = await plans.create({ domain: 'y.test', accountId: 'me', files, known });
    t += PLAN_TTL_MS;
    expect(await plans.peek(later.id, 'y.test', 'me')).toBeNull();
  });
});
