/**
 * Faults during a deploy, against the real server and its edges (issue #7):
 *  - the client disconnects at 50% of its upload: no revision, staging cleaned, production untouched, the
 *    server takes the next deploy;
 *  - two (and four) concurrent deploys to one domain, and racing cutovers: every deploy is a whole revision,
 *    production is exactly one of them, and every edge serves every file of that one revision (no mix).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../edge/helpers/http.ts';
import { tgzOf } from '../helpers/archives.ts';
import { startFaultProxy, type FaultProxy } from '../helpers/hostile-proxy.ts';
import { siteEntries, startHostileWorld, type HostileWorld } from '../helpers/hostile-world.ts';
import { api, putArchive } from '../helpers/server.ts';

let w: HostileWorld;
let proxy: FaultProxy;
let cutNext = 0;

beforeAll(async () => {
  w = await startHostileWorld();
  proxy = await startFaultProxy(w.api, (req) => {
    if (req.method !== 'PUT' || cutNext === 0) return null;
    const afterBytes = cutNext;
    cutNext = 0;
    return { kind: 'reset', afterBytes };
  });
});
afterAll(async () => {
  await proxy?.close();
  await w?.close();
});

async function settle(domain: string, expected: number) {
  for (let i = 0; i < 100; i++) {
    if (
      (await w.srv.server.store.revisions.listRevisions(domain, { includePending: true })).length === expected
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('client disconnect', () => {
  it('at 50% of the upload leaves no trace and the next deploy works', async () => {
    const big = tgzOf(siteEntries({ '/index.html': 'half', '/blob.bin': randomBytes(3 * 1024 * 1024) }));
    cutNext = Math.floor(big.length / 2);
    await expect(putArchive(proxy.url, w.token, w.domain, big)).rejects.toThrow();
    expect(proxy.log.at(-1)?.fault).toBe('reset');
    await settle(w.domain, w.baseline.revs.length);
    await w.expectUnchanged();
    const again = await putArchive(proxy.url, w.token, 'after-disconnect.hostile.test', big);
    expect(again.events.at(-1)?.type).toBe('info');
    expect((await w.servedEverywhere('after-disconnect.hostile.test', '/index.html')).body).toBe('half');
  });
});

/** A site whose every file names its version, so a mix of two revisions is visible. */
const versioned = (v: string) =>
  tgzOf(
    siteEntries(
      Object.fromEntries(
        Array.from({ length: 30 }, (_, i) => [`/f${i}.html`, `${v}:${i}`]).concat([['/index.html', v]]),
      ),
    ),
  );

async function expectWhole(domain: string): Promise<string> {
  const live = (await w.srv.server.store.projects.getProject(domain))!.liveRev!;
  const marker = (
    (await api(w.api, w.token, 'GET', `/${domain}/${live}/metadata.json`)).body as { message: string }
  ).message;
  for (const edge of w.edges) {
    const home = (await get(edge, domain, '/index.html')).body.toString();
    expect(home, `edge ${edge} serves the live revision`).toBe(marker);
    for (let i = 0; i < 30; i++)
      expect((await get(edge, domain, `/f${i}.html`)).body.toString()).toBe(`${marker}:${i}`);
  }
  return marker;
}

describe('concurrency on one domain', () => {
  const D = 'race.hostile.test';

  it('four concurrent deploys each make one whole revision; production is exactly one of them everywhere', async () => {
    const names = ['v1', 'v2', 'v3', 'v4'];
    const answers = await Promise.all(
      names.map((v) => putArchive(w.api, w.token, D, versioned(v), { message: v })),
    );
    for (const a of answers) expect(a.events.at(-1)?.type, JSON.stringify(a.events.at(-1))).toBe('info');
    const revs = answers.map((a) => (a.events.at(-1) as { metadata: { rev: number } }).metadata.rev);
    expect(new Set(revs).size).toBe(4);
    const list = await w.srv.server.store.revisions.listRevisions(D, { includePending: true });
    expect(list.map((r) => r.rev).sort()).toEqual([...revs].sort());
    expect(names).toContain(await expectWhole(D));
    for (const [i, rev] of revs.entries()) {
      expect((await w.servedEverywhere(`${rev}-${D}`, '/f7.html')).body).toBe(`${names[i]}:7`);
    }
  });

  it('racing cutovers and rollbacks end with one live revision that every edge serves whole', async () => {
    const revs = (await w.srv.server.store.revisions.listRevisions(D)).map((r) => r.rev);
    for (let round = 0; round < 3; round++) {
      const moves = await Promise.all([
        api(w.api, w.token, 'PUT', `/${D}/rev/${revs[0]}`),
        api(w.api, w.token, 'PUT', `/${D}/rev/${revs[1]}`),
        api(w.api, w.token, 'POST', `/${D}/rollback`),
        api(w.api, w.token, 'PUT', `/${D}/rev/${revs[2]}`),
        api(w.api, w.token, 'POST', `/${D}/rollfore`),
      ]);
      for (const m of moves) expect(m.status, JSON.stringify(m.body)).toBeLessThan(300);
      // every move has returned, so every edge must already serve what the store says is live
      await expectWhole(D);
    }
  });

  it('a deploy racing a cutover: both land, production is whole', async () => {
    const revs = (await w.srv.server.store.revisions.listRevisions(D)).map((r) => r.rev);
    const [deploy, cut] = await Promise.all([
      putArchive(w.api, w.token, D, versioned('v5'), { message: 'v5' }),
      api(w.api, w.token, 'PUT', `/${D}/rev/${revs.at(-1)}`),
    ]);
    expect(deploy.events.at(-1)?.type).toBe('info');
    expect(cut.status).toBeLessThan(300);
    await expectWhole(D);
    await w.expectUnchanged();
  });
});
