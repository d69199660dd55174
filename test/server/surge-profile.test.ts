/**
 * `sitepub serve --profile surge` (startServer({profile:'surge'})): a real server that speaks only the published
 * protocol. Extension endpoints answer 404 as an unknown path does; no answer carries a sitepub-only field or
 * header; `x-sitepub-*` request headers are ignored; list items, metadata and instances are shaped as surge.sh
 * sends them; rollback/rollfore move one step. The sitepub profile, on the same requests, keeps its extensions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tgzOf } from '../helpers/archives.ts';
import { api, putArchive, startTestServer, type TestServer } from '../helpers/server.ts';

const site = (text: string) =>
  tgzOf([
    { path: 'site/index.html', body: `<h1>${text}</h1>` },
    { path: 'site/a.css', body: 'a{}' },
  ]);

/**
 * Keys of sitepub's own anywhere in a JSON value (object keys at any depth). `message` is not one: the real
 * service lists it beside `msg` (issue #32, from surge-sdk's tests against it).
 */
const SITEPUB_ONLY = ['liveAt', 'contentHash', 'deployId', 'meta', 'role', 'expires_at', 'stage'];
function sitepubKeys(v: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) sitepubKeys(x, found);
  else if (typeof v === 'object' && v !== null)
    for (const [k, x] of Object.entries(v)) {
      if (SITEPUB_ONLY.includes(k)) found.add(k);
      sitepubKeys(x, found);
    }
  return found;
}

/** §4's fields, `msg`, and what the real service adds (issue #32: the client's record, private files, timings). */
const REVISION_KEYS = [
  'buildTime',
  'cliVersion',
  'cmd',
  'config',
  'current',
  'email',
  'friendlySize',
  'message',
  'msg',
  'output',
  'platform',
  'preview',
  'privateFileCount',
  'privateFileList',
  'privateTotalSize',
  'publicFileCount',
  'publicTotalSize',
  'rev',
  'timeAgoInWords',
  'uploadDuration',
  'uploadEndTime',
  'uploadStartTime',
];

describe('surge profile', () => {
  let srv: TestServer;
  let token: string;
  const D = 'plain.localhost';
  const revs: number[] = [];
  const infos: Record<string, unknown>[] = [];

  beforeAll(async () => {
    srv = await startTestServer({ profile: 'surge', edges: 1 });
    token = await srv.token('plain@example.com');
    for (const [i, stage] of [
      [1, 'false'],
      [2, 'false'],
      [3, 'true'],
    ] as const) {
      const r = await putArchive(srv.api, token, D, site(`v${i}`), {
        message: `deploy ${i}`,
        stage,
        'x-sitepub-meta': i === 2 ? 'not json at all' : JSON.stringify({ pr: '12', commit: 'abc' }),
      });
      expect(r.status, JSON.stringify(r.events)).toBe(200);
      const info = r.events.find((e) => e.type === 'info')!;
      infos.push(info);
      revs.push((info.metadata as { rev: number }).rev);
      for (const [name] of r.headers) expect(name).not.toMatch(/^x-sitepub-/);
    }
  });
  afterAll(async () => srv?.close());

  it('ignores x-sitepub-meta (a malformed one is not refused) and answers no sitepub-only field', async () => {
    for (const info of infos) {
      expect([...sitepubKeys(info)]).toEqual([]);
      expect(Object.keys(info.metadata as object).sort()).toEqual(
        [
          'buildTime',
          'cliVersion',
          'cmd',
          'config',
          'email',
          'message',
          'msg',
          'output',
          'platform',
          'preview',
          'privateFileCount',
          'privateFileList',
          'privateTotalSize',
          'publicFileCount',
          'publicTotalSize',
          'rev',
          'uploadDuration',
          'uploadEndTime',
          'uploadStartTime',
        ].filter((k) => k !== 'cliVersion' || k in (info.metadata as object)),
      );
    }
    const meta = await api(srv.api, token, 'GET', `/${D}/${revs[0]}/metadata.json`);
    expect(meta.status).toBe(200);
    expect(meta.body.msg).toBe('deploy 1');
    expect([...sitepubKeys(meta.body)]).toEqual([]);
  });

  it('lists revisions as surge does: newest first, one current, msg = the deploy message', async () => {
    const list = await api(srv.api, token, 'GET', `/${D}/list`);
    expect(list.status).toBe(200);
    expect(list.body.map((r: { rev: number }) => r.rev)).toEqual([...revs].reverse());
    for (const item of list.body) expect(Object.keys(item).sort()).toEqual(REVISION_KEYS);
    expect(list.body.map((r: { msg: string }) => r.msg)).toEqual(['deploy 3', 'deploy 2', 'deploy 1']);
    expect(list.body.map((r: { current: boolean }) => r.current)).toEqual([false, true, false]);
  });

  it('lists instances as surge does: NS and CNAME header rows, then the nodes in surge words', () => {
    const rows = infos[0]!.instances as { type: string; domain: string; status?: string }[];
    expect(rows.slice(0, 3)).toEqual([
      { type: 'NS', domain: 'ns1.localhost' },
      { type: 'NS', domain: 'ns2.localhost' },
      { type: 'CNAME', domain: 'edge.localhost' },
    ]);
    const nodes = rows.slice(3);
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toMatchObject({ type: 'CDN', status: 'confirmed', confirmation: '✔' });
    expect(nodes[0]).not.toHaveProperty('info');
  });

  it('rollback and rollfore move by the production rule, in surge shape; a refusal is a surge error', async () => {
    const back = await api(srv.api, token, 'POST', `/${D}/rollback`);
    expect(back.status).toBe(200);
    expect(Object.keys(back.body).sort()).toEqual(['former', 'instances', 'revision', 'urls']);
    expect([back.body.former.rev, back.body.revision.rev]).toEqual([revs[1], revs[0]]);
    expect(Object.keys(back.body.revision).sort()).toEqual(REVISION_KEYS);
    // Not back to the revision production was rolled back from (surge stepped there): 409, surge's error shape.
    const refused = await api(srv.api, token, 'POST', `/${D}/rollfore`);
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body).sort()).toEqual(['details', 'message', 'messages', 'status']);
    expect(refused.body.message).toContain(`Production is unchanged: ${D} serves revision ${revs[0]}.`);
    // After a cutover back by name (a choice) and one to the older revision, rollfore steps forward.
    expect((await api(srv.api, token, 'PUT', `/${D}/rev/${revs[1]}`)).status).toBe(201);
    expect((await api(srv.api, token, 'PUT', `/${D}/rev/${revs[0]}`)).status).toBe(201);
    const fore = await api(srv.api, token, 'POST', `/${D}/rollfore`);
    expect([fore.body.former.rev, fore.body.revision.rev]).toEqual([revs[0], revs[1]]);
    const cut = await api(srv.api, token, 'PUT', `/${D}/rev/${revs[2]}`);
    expect(cut.status).toBe(201);
    expect(Object.keys(cut.body).sort()).toEqual(['domain', 'instances', 'revision', 'status', 'urls']);
    expect([...sitepubKeys([back.body, fore.body, cut.body])]).toEqual([]);
  });

  it('answers 404 to the extension endpoints exactly as to an unknown path', async () => {
    const unknown = await api(srv.api, token, 'POST', `/${D}/no-such-thing`, {});
    expect(unknown.status).toBe(404);
    expect(Object.keys(unknown.body).sort()).toEqual(['details', 'message', 'messages', 'status']);
    for (const [method, path, body] of [
      ['POST', `/${D}/uploads`, { files: [{ path: '/index.html', size: 3, sha256: 'a'.repeat(64) }] }],
      ['GET', `/${D}/settings`, undefined],
      ['GET', `/${D}/collaborators`, undefined],
      ['GET', '/healthz', undefined],
    ] as const) {
      const r = await api(srv.api, token, method, path, body);
      expect([path, r.status, r.body]).toEqual([
        path,
        404,
        {
          messages: [`no such endpoint: ${method} ${path}`],
          details: {},
          status: 404,
          message: `no such endpoint: ${method} ${path}`,
        },
      ]);
      expect(r.reason).toBe(`no such endpoint: ${method} ${path}`);
    }
  });

  it('keeps every endpoint of the protocol, shaped as surge sends it', async () => {
    const stats = await api(srv.api, null, 'GET', '/stats');
    expect(Object.keys(stats.body).sort()).toEqual(['bytes', 'deployemnts', 'files', 'projects']);
    const tokens = await api(srv.api, token, 'GET', '/tokens');
    expect(tokens.status).toBe(200);
    expect([...sitepubKeys(tokens.body)]).toEqual([]);
    const projects = await api(srv.api, token, 'GET', '/list');
    expect(projects.body.map((p: { domain: string }) => p.domain)).toEqual([D]);
    expect([...sitepubKeys(projects.body)]).toEqual([]);
    const manifest = await api(srv.api, token, 'GET', `/${D}/${revs[0]}/manifest.json`);
    expect(Object.keys(manifest.body).sort()).toEqual(['/a.css', '/index.html']);
    const settings = await api(srv.api, token, 'PUT', `/${D}/settings`, { spa: true });
    expect(settings.body.spa).toBe(true);
    const status = await api(srv.api, token, 'GET', `/${D}/status`);
    expect(status.status).toBe(200);
    for (const k of Object.keys(status.body))
      expect(['status', 'action', 'https', 'reason', 'records']).toContain(k);
    const down = await api(srv.api, token, 'DELETE', `/${D}`);
    expect(Object.keys(down.body).sort()).toEqual(['instances', 'msg']);
  });
});

describe('sitepub profile (the default), same requests', () => {
  let srv: TestServer;
  let token: string;
  beforeAll(async () => {
    srv = await startTestServer({ edges: 0 });
    token = await srv.token('ext@example.com');
  });
  afterAll(async () => srv?.close());

  it('keeps its extensions: upload plans, meta, liveAt, GET settings', async () => {
    const D = 'ext.localhost';
    const r = await putArchive(srv.api, token, D, site('x'), {
      'x-sitepub-meta': JSON.stringify({ pr: '12' }),
    });
    expect(r.status).toBe(200);
    const list = await api(srv.api, token, 'GET', `/${D}/list`);
    expect(list.body[0]).toMatchObject({ meta: { pr: '12' }, liveAt: expect.any(String) });
    const plan = await api(srv.api, token, 'POST', `/${D}/uploads`, {
      files: [{ path: '/index.html', size: 3, sha256: 'a'.repeat(64) }],
    });
    expect(plan.status).toBe(201);
    expect((await api(srv.api, token, 'GET', `/${D}/settings`)).status).toBe(200);
    const bad = await putArchive(srv.api, token, D, site('y'), { 'x-sitepub-meta': 'not json at all' });
    expect(bad.status).toBe(400);
  });
});
