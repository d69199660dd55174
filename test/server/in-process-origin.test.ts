/**
 * The edges of `sitepub serve` reach their origin in-process (src/server/distribution/in-process-origin.ts):
 * every answer equals what a standalone edge gets over HTTP from the internal routes for the same project,
 * revision and blobs, and a missing project, revision or blob is reported the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOriginClient, type OriginClient } from '../../src/edge/origin-client.ts';
import { inProcessOrigin } from '../../src/server/distribution/in-process-origin.ts';
import { tgzOf } from '../helpers/archives.ts';
import { siteEntries } from '../helpers/hostile-world.ts';
import { putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from '../edge/helpers/http.ts';

const SECRET = 'in-process-origin-secret';
process.env.SITEPUB_EDGE_SECRET = SECRET; // this file runs in its own worker process

const D = 'in-process.origin.test';
let srv: TestServer;
let http: OriginClient;
let local: OriginClient;
const files = { '/index.html': 'home', '/a/b.css': 'b{}', '/empty.txt': '' };

const text = async (s: NodeJS.ReadableStream | null) => {
  const chunks: Buffer[] = [];
  for await (const c of s!) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks).toString();
};

beforeAll(async () => {
  srv = await startTestServer({ edges: 2 });
  http = createOriginClient({ origin: srv.api, secret: SECRET });
  local = inProcessOrigin(srv.server.store);
  const res = await putArchive(srv.api, await srv.token(), D, tgzOf(siteEntries(files)));
  expect(res.events.at(-1)?.type).toBe('info');
});

afterAll(async () => {
  await http?.close();
  await srv?.close();
});

describe('in-process origin of local edges', () => {
  it('is what the edges of sitepub serve sync from: they serve the deploy', async () => {
    for (const edge of srv.edges) expect((await get(edge, D, '/a/b.css')).body.toString()).toBe('b{}');
  });

  it('answers projects, a project and a revision as the internal routes do', async () => {
    expect(await local.listProjects()).toEqual(await http.listProjects());
    const state = await local.getProject(D);
    expect(state).toEqual(await http.getProject(D));
    expect(state!.liveRev).not.toBeNull();
    const manifest = await local.getRevision(D, state!.liveRev!);
    expect(manifest).toEqual(await http.getRevision(D, state!.liveRev!));
    expect(manifest!.files.map((f) => f.path).sort()).toEqual(['/a/b.css', '/empty.txt', '/index.html']);
  });

  it('answers null for a project or revision the origin does not have', async () => {
    expect(await local.getProject('nothing.origin.test')).toBeNull();
    expect(await http.getProject('nothing.origin.test')).toBeNull();
    expect(await local.getRevision(D, 1)).toBeNull();
    expect(await http.getRevision(D, 1)).toBeNull();
  });

  it('streams blobs one by one and in batches, and refuses a missing one', async () => {
    const state = await local.getProject(D);
    const manifest = (await local.getRevision(D, state!.liveRev!))!;
    const shas = manifest.files.map((f) => f.sha256);
    for (const sha of shas)
      expect(await text(await local.openBlob(sha))).toBe(await text(await http.openBlob(sha)));
    expect(await text(await local.openBlobs(shas))).toBe(await text(await http.openBlobs(shas)));
    const missing = 'e'.repeat(64);
    await expect(local.openBlob(missing)).rejects.toMatchObject({ status: 404 });
    await expect(http.openBlob(missing)).rejects.toMatchObject({ status: 404 });
    expect(await local.openBlobs([shas[0]!, missing])).toBeNull();
    expect(await http.openBlobs([shas[0]!, missing])).toBeNull();
  });
});
