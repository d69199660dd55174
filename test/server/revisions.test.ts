/** Deploy headers and the revision lifecycle over a real socket: list, metadata, manifest, rollback,
 * rollfore, cutover, discard, teardown, ownership. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tgzOf } from '../helpers/archives.ts';
import { api, putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import type { Json } from '../helpers/server.ts';
import { heldDeploy, randomSite } from '../helpers/held-deploy.ts';
import { discardRefusal } from '../helpers/production.ts';

const D = 'revs.example.com';
const md5 = (s: string) => createHash('md5').update(s).digest('hex');
let srv: TestServer;
let token: string;
const revs: number[] = [];

const deploy = async (body: string, headers: Record<string, string> = {}, domain = D, t = token) => {
  const res = await putArchive(
    srv.api,
    t,
    domain,
    tgzOf([
      { path: 'site/index.html', body },
      { path: 'site/v.txt', body: `v=${body}` },
    ]),
    headers,
  );
  return res;
};
const live = async () => (await api(srv.api, token, 'GET', `/${D}/metadata.json`)).body.rev as number;

beforeAll(async () => {
  srv = await startTestServer();
  token = await srv.token('revs@example.com');
  for (const [i, h] of (
    [
      { message: 'first' },
      { message: 'second', 'x-sitepub-meta': JSON.stringify({ commit: 'abc123', pr: '12' }) },
      { stage: 'true', message: 'staged' },
    ] as Record<string, string>[]
  ).entries()) {
    const res = await deploy(`v${i + 1}`, h);
    const info = res.events.at(-1) as { type: string; metadata: { rev: number } };
    expect(info.type).toBe('info');
    revs.push(info.metadata.rev);
  }
});
afterAll(async () => srv?.close());

describe('deploy stream', () => {
  it('streams progress, subscription and info in order, with the preview host and config', async () => {
    const res = await deploy('v-x', { 'file-count': '2', 'project-size': '10' }, 'stream.example.com');
    expect(res.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    const types = res.events.map((e) => `${e.type}${e.id ? `:${e.id}` : ''}`);
    expect(types[0]).toBe('progress:upload');
    expect(types.slice(-2)).toEqual(['subscription', 'info']);
    const lastUpload = res.events.filter((e) => e.id === 'upload').at(-1)!;
    expect(lastUpload).toMatchObject({ written: 8, total: 10, end: true });
    const info = res.events.at(-1) as Json;
    expect(info.metadata).toMatchObject({
      domain: 'stream.example.com',
      publicFileCount: 2,
      publicTotalSize: 8,
      current: true,
      stage: false,
    });
    expect(info.metadata.preview).toBe(`${info.metadata.rev}-stream.example.com`);
    expect(info.urls.map((u: { name: string }) => u.name)).toEqual(['production', 'preview']);
    expect(info.config).toEqual({ forceHttps: false, cleanUrls: true, spa: false, cors: null, headers: {} });
    expect(info.instances).toHaveLength(srv.edges.length);
    if (srv.edges.length > 0) expect(types).toContain('progress:cdn');
  });

  it('accepts a body with no content-type and with a content-length', async () => {
    const body = tgzOf([{ path: 'x/index.html', body: 'plain' }]);
    const res = await fetch(`${srv.api}/plain.example.com`, {
      method: 'PUT',
      headers: { authorization: `Basic ${Buffer.from(`token:${token}`).toString('base64')}` },
      body,
    });
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.at(-1).type).toBe('info');
  });

  it('refuses before reading: 401 without credentials, 422 for invalid domains, 403 for others', async () => {
    const archive = tgzOf([{ path: 's/index.html', body: 'x' }]);
    const anon = await putArchive(srv.api, null, 'anon.example.com', archive);
    expect(anon.status).toBe(401);
    expect(anon.reason).toMatch(/missing credentials/);
    for (const [domain, why] of [
      ['nodot', /at least one dot/],
      ['bad..example.com', /invalid domain/],
      ['-x.example.com', /starts or ends with "-"/],
      ['1700000000000-revs.example.com', /revision preview hosts/],
    ] as const) {
      const res = await putArchive(srv.api, token, domain, archive);
      expect(res.status).toBe(422);
      expect(res.reason).toMatch(why);
      expect((res.body as { details: { domain: string } }).details.domain).toBeTruthy();
    }
    const other = await srv.token('intruder@example.com');
    const res = await putArchive(srv.api, other, D, archive);
    expect(res.status).toBe(403);
    expect(res.reason).toMatch(/belongs to another account/);
    expect((await api(srv.api, other, 'GET', `/${D}/list`)).status).toBe(403);
    expect((await api(srv.api, other, 'DELETE', `/${D}`)).status).toBe(403);
    expect((await api(srv.api, other, 'POST', `/${D}/rollback`)).status).toBe(403);
    const bad = await putArchive(srv.api, token, 'stage.example.com', archive, { stage: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.reason).toMatch(/stage header must be "true" or "false"/);
  });
});

describe('revisions', () => {
  it('lists newest first with the staged deploy on top and the second one current', async () => {
    const list = (await api(srv.api, token, 'GET', `/${D}/list`)).body as Json[];
    expect(list.map((r) => r.rev)).toEqual([...revs].reverse());
    expect(list.map((r) => r.current)).toEqual([false, true, false]);
    expect(list[0]).toMatchObject({
      message: 'staged',
      msg: 'staged',
      liveAt: null,
      preview: `${revs[2]}-${D}`,
      email: 'revs@example.com',
    });
    expect(list[1]).toMatchObject({
      message: 'second',
      meta: { commit: 'abc123', pr: '12' },
      publicFileCount: 2,
      friendlySize: '6 B',
    });
    expect(list[1].liveAt).toMatch(/Z$/);
    expect(list[1].contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(list[1].timeAgoInWords).toBe('less than a minute ago');
    expect(await live()).toBe(revs[1]);
  });

  it('serves metadata and manifest of the live and of any revision', async () => {
    const m = (await api(srv.api, token, 'GET', `/${D}/${revs[2]}/metadata.json`)).body;
    expect(m).toMatchObject({
      rev: revs[2],
      stage: true,
      current: false,
      message: 'staged',
      publicFileCount: 2,
    });
    const man = (await api(srv.api, token, 'GET', `/${D}/${revs[0]}/manifest.json`)).body;
    expect(man).toEqual({
      '/index.html': { size: 2, md5: md5('v1'), md5sum: md5('v1') },
      '/v.txt': { size: 4, md5: md5('v=v1'), md5sum: md5('v=v1') },
    });
    expect(Object.keys((await api(srv.api, token, 'GET', `/${D}/manifest.json`)).body)).toEqual([
      '/index.html',
      '/v.txt',
    ]);
    expect((await api(srv.api, token, 'GET', `/${D}/123/metadata.json`)).status).toBe(404);
    expect((await api(srv.api, token, 'GET', '/unknown.example.com/metadata.json')).status).toBe(404);
  });

  it('rolls back only to a revision that was live before and not rolled back from; else 409, production unchanged', async () => {
    const back = await api(srv.api, token, 'POST', `/${D}/rollback`);
    expect(back.body.revision.rev).toBe(revs[0]);
    expect(back.body.former.rev).toBe(revs[1]);
    expect(back.body.instances).toHaveLength(srv.edges.length);
    expect(back.body.production).toEqual({
      rev: revs[0],
      message: `Rolled back: ${D} now serves revision ${revs[0]} (was ${revs[1]}).`,
    });
    expect(await live()).toBe(revs[0]);
    // Once more: revs[1] was rolled back from, revs[2] was never live (it used to step to one of them).
    const again = await api(srv.api, token, 'POST', `/${D}/rollback`);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('nothing to roll back to');
    expect(again.body.message).toContain(`production was rolled back from revision ${revs[1]}`);
    expect(again.body.message).toContain(`Production is unchanged: ${D} serves revision ${revs[0]}.`);
    expect(again.body.message).toContain(`\`sitepub cutover ${D} REV\``);
    // Rollfore is an implicit move too: not back to the revision production was rolled back from.
    const fore = await api(srv.api, token, 'POST', `/${D}/rollfore`);
    expect(fore.status).toBe(409);
    expect(fore.body.message).toContain('nothing to roll forward to');
    expect(await live()).toBe(revs[0]);
    const list = (await api(srv.api, token, 'GET', `/${D}/list`)).body as Json[];
    expect(list.map((r) => [r.rev, r.rolledBack])).toEqual([
      [revs[2], false],
      [revs[1], true],
      [revs[0], false],
    ]);
    // A cutover is a choice (it clears the mark); after a cutover back, rollfore steps to the next newer one.
    expect((await api(srv.api, token, 'PUT', `/${D}/rev/${revs[1]}`)).status).toBe(201);
    expect((await api(srv.api, token, 'PUT', `/${D}/rev/${revs[0]}`)).status).toBe(201);
    const forward = (await api(srv.api, token, 'POST', `/${D}/rollfore`)).body;
    expect(forward.revision.rev).toBe(revs[1]);
    expect(forward.production.message).toBe(
      `Rolled forward: ${D} now serves revision ${revs[1]} (was ${revs[0]}).`,
    );
    expect(await live()).toBe(revs[1]);
  });

  it('cuts over to the newest or a given revision, status 201 only when it changed', async () => {
    const newest = await api(srv.api, token, 'PUT', `/${D}/rev`);
    expect(newest.status).toBe(201);
    expect(newest.body).toMatchObject({
      status: 201,
      revision: { rev: revs[2], current: true },
      former: { rev: revs[1] },
      domain: D,
    });
    const same = await api(srv.api, token, 'PUT', `/${D}/rev/${revs[2]}`);
    expect(same.body.status).toBe(200);
    const byPreview = await api(srv.api, token, 'PUT', `/${D}/rev/${revs[0]}-${D}`);
    expect(byPreview.body).toMatchObject({ status: 201, revision: { rev: revs[0] } });
    expect(await live()).toBe(revs[0]);
    const list = (await api(srv.api, token, 'GET', `/${D}/list`)).body as Json[];
    expect(list.find((r) => r.rev === revs[2]).liveAt).toMatch(/Z$/);
    expect((await api(srv.api, token, 'PUT', `/${D}/rev/999`)).status).toBe(404);
  });

  it('discards revisions, moving production off a discarded live one by the rollback rule', async () => {
    // revs[0] is live; revs[2] was live most recently before it (the cutover above): production goes there
    const d1 = (await api(srv.api, token, 'DELETE', `/${D}/rev/${revs[0]}`)).body;
    expect(d1).toMatchObject({ revision: { rev: revs[0] }, uncached: { change: 'rollfore' }, domain: D });
    expect(d1.production).toEqual({
      rev: revs[2],
      message: `Revision ${revs[0]} of ${D} was discarded; it was live: ${D} now serves revision ${revs[2]}.`,
    });
    expect(await live()).toBe(revs[2]);
    // without a rev: the newest, live now; revs[1] was live before it
    const d2 = (await api(srv.api, token, 'DELETE', `/${D}/rev`)).body;
    expect(d2).toMatchObject({ revision: { rev: revs[2] }, uncached: { change: 'rollback' } });
    expect((await api(srv.api, token, 'GET', `/${D}/list`)).body.map((r: { rev: number }) => r.rev)).toEqual([
      revs[1],
    ]);
    const d3 = (await api(srv.api, token, 'DELETE', `/${D}/rev/${revs[1]}`)).body;
    expect(d3.uncached.change).toBe('offline');
    expect(d3.production.message).toBe(
      `Revision ${revs[1]} of ${D} was discarded; it was live and no revision is left: ${D} is offline.`,
    );
    const empty = await api(srv.api, token, 'GET', `/${D}/list`);
    expect(empty.status).toBe(404);
    expect(empty.body.message).toMatch(/no revisions/);
    expect((await api(srv.api, token, 'GET', `/${D}/metadata.json`)).status).toBe(404);
  });

  it('tears a project down: gone from GET /list, the domain free again', async () => {
    expect(
      (await api(srv.api, token, 'GET', '/list')).body.map((p: { domain: string }) => p.domain),
    ).toContain(D);
    const res = await api(srv.api, token, 'DELETE', `/${D}`);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(`${D} has been removed`);
    expect(
      (await api(srv.api, token, 'GET', '/list')).body.map((p: { domain: string }) => p.domain),
    ).not.toContain(D);
    expect((await api(srv.api, token, 'DELETE', `/${D}`)).status).toBe(404);
    const other = await srv.token('next-owner@example.com');
    expect((await deploy('mine now', {}, D, other)).events.at(-1)!.type).toBe('info');
  });

  it('keeps fixed paths apart from domains', async () => {
    expect((await api(srv.api, token, 'GET', '/list')).status).toBe(200);
    expect((await api(srv.api, token, 'GET', '/nope')).status).toBe(404);
  });
});

describe('the production rule over the API, with revisions an official client published (plain PUT)', () => {
  const S = 'scenario-api.example.com';
  const revOf = (res: { events: Record<string, unknown>[] }) =>
    (res.events.at(-1) as { metadata: { rev: number } }).metadata.rev;
  const liveOf = async () => (await api(srv.api, token, 'GET', `/${S}/metadata.json`)).body.rev as number;

  it('put live A, put live B, roll back to A, discard live A: 409 in the rule words, production unchanged', async () => {
    const a = revOf(await deploy('A', {}, S));
    const b = revOf(await deploy('B', {}, S));
    expect(await liveOf()).toBe(b);
    const back = await api(srv.api, token, 'POST', `/${S}/rollback`);
    expect(back.status).toBe(200);
    expect(back.body.production.rev).toBe(a);
    const refused = await api(srv.api, token, 'DELETE', `/${S}/rev/${a}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(discardRefusal(S, a, b));
    expect(await liveOf()).toBe(a);
    const list = (await api(srv.api, token, 'GET', `/${S}/list`)).body as Json[];
    expect(list.map((r) => [r.rev, r.current, r.rolledBack])).toEqual([
      [b, false, true],
      [a, true, false],
    ]);
    // A choice is never refused: put B live by name, then A can go (production back to B by the rule).
    expect((await api(srv.api, token, 'PUT', `/${S}/rev/${b}`)).status).toBe(201);
    expect((await api(srv.api, token, 'DELETE', `/${S}/rev/${a}`)).status).toBe(200);
    expect(await liveOf()).toBe(b);
  });

  it('a rollback that could only reach a never-live revision is refused', async () => {
    const N = 'never-live.example.com';
    const a = revOf(await deploy('only', {}, N));
    const staged = revOf(await deploy('preview', { stage: 'true' }, N));
    expect(staged).toBeGreaterThan(a);
    for (const step of ['rollback', 'rollfore']) {
      const r = await api(srv.api, token, 'POST', `/${N}/${step}`);
      expect(r.status).toBe(409);
      expect(r.body.message).toContain(`Production is unchanged: ${N} serves revision ${a}.`);
      expect(r.body.message).toContain(`\`sitepub cutover ${N} REV\``);
    }
    expect((await api(srv.api, token, 'GET', `/${N}/metadata.json`)).body.rev).toBe(a);
  });
});

describe('overtaken deploys', () => {
  it('a large deploy that finishes after a later-started tiny one went live is kept, not put live', async () => {
    const O = 'overtaken.example.com';
    // ~24 MB of random bytes: still uploading when the tiny deploy starts and ends.
    const big = heldDeploy(srv.api, token, O, randomSite(12, 2 * 1024 * 1024), { message: 'big' });
    await big.started;
    const tiny = await deploy('tiny', { message: 'tiny' }, O);
    const tinyRev = (tiny.events.at(-1) as { metadata: { rev: number } }).metadata.rev;
    const events = await big.finish();
    const info = events.at(-1) as Json;
    // The official CLI still gets its info line, and prints msgsBot.
    expect(info.type).toBe('info');
    const bigRev = info.metadata.rev as number;
    expect(bigRev).toBeLessThan(tinyRev);
    expect(info.metadata.current).toBe(false);
    const message =
      `revision ${bigRev} was stored but not put live: revision ${tinyRev}, deployed after it started, went live ` +
      `first (${O} serves revision ${tinyRev}). To serve ${bigRev}, run \`sitepub cutover ${O} ${bigRev}\` (or Put ` +
      'live in the dashboard).';
    expect(info.overtaken).toEqual({ rev: tinyRev, message });
    expect(info.msgsBot).toContainEqual({ msg: message, color: 'yellow' });
    expect((await api(srv.api, token, 'GET', `/${O}/metadata.json`)).body.rev).toBe(tinyRev);
    // Kept: listed, previewable, one command from live; and nobody rolled anything back.
    const list = (await api(srv.api, token, 'GET', `/${O}/list`)).body as Json[];
    expect(list.map((r) => [r.rev, r.current, r.rolledBack])).toEqual([
      [tinyRev, true, false],
      [bigRev, false, false],
    ]);
    expect((await api(srv.api, token, 'GET', `/${O}/${bigRev}/manifest.json`)).status).toBe(200);
    expect((await api(srv.api, token, 'PUT', `/${O}/rev/${bigRev}`)).status).toBe(201);
    expect((await api(srv.api, token, 'GET', `/${O}/metadata.json`)).body.rev).toBe(bigRev);
  });
});
