/**
 * Deploy protocol against a real local HTTP server scripted to succeed, fail and misbehave: headers, chunked
 * gzip tar body, NDJSON events, every failure mode, and which failures are retried. Full uploads
 * (`reuse: false`); the upload-delta exchange (the API's upload plan) is in upload-delta.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { truncate, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { PackError } from '../../src/pack/index.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  NetworkError,
  createClient,
  DEPLOY_ID_META_KEY,
  type StreamEvent,
} from '../../src/client/index.ts';
import { tempSite, type TempSite } from '../pack/fixtures.ts';
import {
  json,
  ndjson,
  readBody,
  startScriptedServer,
  type ScriptedServer,
  type Seen,
} from './scripted-server.ts';

let srv: ScriptedServer;
let site: TempSite;
const warnings: string[] = [];
const logger = { debug: () => {}, info: () => {}, warning: (m: string) => warnings.push(m) };
beforeEach(async () => {
  srv = await startScriptedServer();
  site = await tempSite({ 'index.html': '<h1>hi</h1>', 'css/app.css': 'body{}', '.env': 'SECRET' });
  warnings.length = 0;
});
afterEach(async () => {
  await srv.close();
  await site.cleanup();
});

const client = () =>
  createClient({
    endpoint: srv.url,
    token: 'tok-secret',
    logger,
    version: '9.9.9',
    retry: { minDelayMs: 1, random: () => 0 },
  });
const DOMAIN = 'my-site.example.com';
const info = (rev: number, stage = false) => ({
  type: 'info',
  urls: [
    { name: 'preview', domain: `${rev}-${DOMAIN}`, url: `http://${rev}-${DOMAIN}:8080/` },
    ...(stage ? [] : [{ name: 'production', domain: DOMAIN, url: `http://${DOMAIN}:8080/` }]),
  ],
  instances: [],
  metadata: { rev, preview: `${rev}-${DOMAIN}` },
  config: {},
});
const metaOf = (s: Seen): Record<string, string> =>
  JSON.parse(String(s.headers['x-sitepub-meta'])) as Record<string, string>;

describe('deploy', () => {
  it('sends the folder as a chunked gzip tar with the spec headers and yields typed events', async () => {
    srv.script.push(async (req, res, seen) => {
      await readBody(req, seen);
      ndjson(res, [
        { type: 'progress', id: 'upload', written: 2, total: 2, end: true },
        'garbage line',
        { type: 'cert', data: { issuer: 'x', altnames: [DOMAIN], expiresInWords: '3 months' } },
        { type: 'subscription', data: null },
        { type: 'future-thing', payload: 1 },
        info(1700000000000, true),
      ]);
    });
    const run = client().deploy({
      domain: DOMAIN,
      source: site.root,
      reuse: false,
      message: 'Déploy #12 ✓',
      stage: true,
      ssl: true,
      add: ['a@example.com', 'b@example.com'],
      meta: { commit: 'abc123', title: 'café' },
    });
    const events: StreamEvent[] = [];
    for await (const e of run) events.push(e);
    const result = await run.result;
    expect(events.map((e) => e.type)).toEqual(['progress', 'cert', 'subscription', 'unknown', 'info']);
    expect(events[3]).toEqual({ type: 'unknown', event: { type: 'future-thing', payload: 1 } });
    expect(result).toMatchObject({
      domain: DOMAIN,
      revision: 1700000000000,
      preview: `1700000000000-${DOMAIN}`,
      previewUrl: `http://1700000000000-${DOMAIN}:8080`, // listed with a trailing slash: normalised
      url: `http://${DOMAIN}:8080`, // not listed for a staged deploy: the preview URL's scheme and port
      staged: true,
      fileCount: 2,
      projectSize: 17,
      attempts: 1,
      uploaded: { files: 2, bytes: 17 },
      uploadPlan: undefined,
    });
    expect(Object.keys(result.manifest ?? {})).toEqual(['/css/app.css', '/index.html']);

    const [put] = srv.seen;
    expect(put).toBeDefined();
    const h = put!.headers;
    expect(put!.method).toBe('PUT');
    expect(put!.url).toBe(`/${DOMAIN}`);
    expect(h['transfer-encoding']).toBe('chunked');
    expect(h['content-type']).toBe('application/gzip');
    expect(h.accept).toBe('application/x-ndjson');
    expect(h.authorization).toBe(`Basic ${Buffer.from('token:tok-secret').toString('base64')}`);
    expect(h).toMatchObject({
      version: '9.9.9',
      'file-count': '2',
      'project-size': '17',
      stage: 'true',
      ssl: 'true',
    });
    expect(h.message).toBe(`Dploy #12 [sitepub id=${result.deployId}]`);
    expect(h.add).toBe('a@example.com,b@example.com');
    expect(metaOf(put!)).toEqual({ commit: 'abc123', title: 'café', [DEPLOY_ID_META_KEY]: result.deployId });
    expect(result.deployId).toMatch(/^[0-9a-z]{10}$/);
    const names = execFileSync('tar', ['-tzf', '-'], { input: put!.body }).toString().trim().split('\n');
    expect(names).toEqual(['site/css/app.css', 'site/index.html']);
  });

  it('sends a stream source as given, with the counts the caller passes, and no stage header by default', async () => {
    srv.script.push(async (req, res, seen) => {
      await readBody(req, seen);
      ndjson(res, [info(1700000000001)]);
    });
    const body = Readable.from([Buffer.from('not really gzip')]);
    const result = await client().deploy({ domain: DOMAIN, source: body, fileCount: 1, projectSize: 15 })
      .result;
    expect(result).toMatchObject({
      revision: 1700000000001,
      url: `http://${DOMAIN}:8080`,
      manifest: undefined,
    });
    expect(srv.seen[0]!.body.toString()).toBe('not really gzip');
    expect(srv.seen[0]!.headers).toMatchObject({ 'file-count': '1', 'project-size': '15' });
    expect(srv.seen[0]!.headers.stage).toBeUndefined();
  });

  it('fails on an error line with the server message', async () => {
    srv.script.push(async (req, res, seen) => {
      await readBody(req, seen);
      ndjson(res, [
        { type: 'progress', id: 'upload', written: 1, total: 1 },
        { type: 'error', error: { message: 'archive is corrupt' } },
      ]);
    });
    const run = client().deploy({ domain: DOMAIN, source: site.root, reuse: false });
    const seenTypes: string[] = [];
    const iterated = (async () => {
      for await (const e of run) seenTypes.push(e.type);
    })();
    await expect(iterated).rejects.toThrow(/aborted the deploy of my-site\.example\.com: archive is corrupt/);
    await expect(run.result).rejects.toMatchObject({ code: 'deploy-error' });
    expect(seenTypes).toEqual(['progress', 'error']);
    expect(srv.seen).toHaveLength(1);
  });

  it('fails at once on collect with the checkout URL, even if the server keeps the stream open', async () => {
    srv.script.push(async (req, res, seen) => {
      await readBody(req, seen);
      ndjson(
        res,
        [
          {
            type: 'collect',
            reason: "the project is over the Free plan's limits (210 MB is over its 200 MB)",
            plan: { id: 'pro', name: 'Pro', amount: 1000 },
            perks: [],
            checkout_url: 'https://pay.example/c/123',
            stripe_pk: null,
            card: null,
          },
        ],
        false,
      );
    });
    const err = await client()
      .deploy({ domain: DOMAIN, source: site.root, reuse: false })
      .result.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'payment-required', checkoutUrl: 'https://pay.example/c/123' });
    expect((err as Error).message).toMatch(
      /Payment required.*plan "Pro"\) because the project is over the Free plan's limits \(210 MB is over its 200 MB\).*https:\/\/pay\.example\/c\/123/,
    );
  });

  it('fails when the stream ends without info, and does not retry a 200', async () => {
    srv.script.push(async (req, res, seen) => {
      await readBody(req, seen);
      ndjson(res, [{ type: 'progress', id: 'upload', written: 1, total: 1 }]);
    });
    await expect(
      client().deploy({ domain: DOMAIN, source: site.root, reuse: false }).result,
    ).rejects.toMatchObject({
      code: 'deploy-incomplete',
      message: /ended without an "info" line/,
    });
    expect(srv.seen).toHaveLength(1);
  });

  it('reports 401/403/422 before the stream with the reason header and what to do', async () => {
    srv.script.push(
      (_q, res) => json(res, 401, { messages: ['token revoked'] }, { reason: 'Token revoked' }),
      (_q, res) =>
        json(
          res,
          403,
          { messages: ['Rate limited'] },
          { reason: 'Rate limit: 30 deploys per 15 minutes', 'retry-after': '120' },
        ),
      (_q, res) =>
        json(
          res,
          422,
          { messages: ['invalid domain'], details: { domain: 'label starts with "-"' } },
          { reason: 'Invalid domain' },
        ),
    );
    const c = client();
    await expect(c.deploy({ domain: DOMAIN, source: site.root, reuse: false }).result).rejects.toThrow(
      /Token revoked.*mint a new one/,
    );
    await expect(c.deploy({ domain: DOMAIN, source: site.root, reuse: false }).result).rejects.toThrow(
      /Rate limited: retry in 120 s/,
    );
    await expect(c.deploy({ domain: DOMAIN, source: site.root, reuse: false }).result).rejects.toThrow(
      /domain: label starts with "-"/,
    );
    expect(srv.seen).toHaveLength(3);
  });

  it('refuses an invalid domain and a bad folder before any request', async () => {
    await expect(client().deploy({ domain: '-bad', source: site.root, reuse: false }).result).rejects.toThrow(
      /Invalid domain "-bad"/,
    );
    await expect(
      client().deploy({ domain: DOMAIN, source: `${site.root}/missing` }).result,
    ).rejects.toMatchObject({ code: 'missing-folder' });
    await expect(
      client().deploy({ domain: DOMAIN, source: site.root, reuse: false, meta: { x: 'y'.repeat(5000) } })
        .result,
    ).rejects.toThrow(/limit is 4096/);
    expect(srv.seen).toHaveLength(0);
  });
});

describe('deploy cancellation', () => {
  it('stops when the caller aborts mid-deploy, and does not retry', async () => {
    const ac = new AbortController();
    srv.script.push((req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write('{"type":"progress","id":"upload","written":0,"total":2}\n'); // then hangs
      ac.abort(new Error('cancelled by the user'));
    });
    await expect(
      client().deploy({ domain: DOMAIN, source: site.root, reuse: false, signal: ac.signal }).result,
    ).rejects.toThrow('cancelled by the user');
    expect(srv.seen.map((s) => s.method)).toEqual(['PUT']);
  });

  it('times out a hung deploy with timeoutMs', async () => {
    srv.script.push(
      () => {},
      () => {},
    );
    const err = await client()
      .deploy({ domain: DOMAIN, source: site.root, reuse: false, timeoutMs: 300 })
      .result.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(err).toMatchObject({ code: 'TimeoutError', method: 'PUT', path: `/${DOMAIN}` });
    expect(srv.seen.filter((s) => s.method === 'PUT')).toHaveLength(1);
  });
});

describe('deploy of a folder that changes during the upload', () => {
  it('fails with the packer error naming the file, and is not retried', async () => {
    await site.write('z.bin', randomBytes(20_000_000));
    srv.script.push(async (req) => {
      await truncate(join(site.root, 'z.bin'), 10); // the build is still writing: the file shrinks mid-upload
      req.resume();
    });
    const err = await client()
      .deploy({ domain: DOMAIN, source: site.root, reuse: false })
      .result.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PackError);
    expect(err).toMatchObject({ code: 'file-changed', message: /z\.bin shrank/ });
    expect(srv.seen).toHaveLength(1);
  });
});

describe('deploy of a file that cannot be read', () => {
  it('fails with the file system error naming the file, not a network error, and is not retried', async () => {
    await site.write('z.bin', randomBytes(20_000_000));
    await site.write('zz.html', '<p>gone</p>');
    srv.script.push(async (req) => {
      await unlink(join(site.root, 'zz.html')); // removed after the walk, before the packer opens it
      req.resume();
    });
    const err = await client()
      .deploy({ domain: DOMAIN, source: site.root, reuse: false })
      .result.catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(NetworkError);
    expect(err).toMatchObject({ code: 'ENOENT', syscall: 'open', path: join(site.root, 'zz.html') });
    expect(srv.seen).toHaveLength(1);
  });
});

describe('deploy retries', () => {
  it('retries a 503 when the revision list shows the server kept nothing', async () => {
    srv.script.push(
      async (req, res, seen) => {
        await readBody(req, seen);
        json(res, 503, { messages: ['upstream down'] });
      },
      (_q, res) => json(res, 404, { messages: ['no revisions'] }),
      async (req, res, seen) => {
        await readBody(req, seen);
        ndjson(res, [info(1700000000002)]);
      },
    );
    const result = await client().deploy({ domain: DOMAIN, source: site.root, reuse: false }).result;
    expect(result.attempts).toBe(2);
    expect(srv.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `PUT /${DOMAIN}`,
      `GET /${DOMAIN}/list`,
      `PUT /${DOMAIN}`,
    ]);
    expect(srv.seen[2]!.body.equals(srv.seen[0]!.body)).toBe(true); // the folder was packed again, same bytes
    expect(metaOf(srv.seen[2]!)[DEPLOY_ID_META_KEY]).toBe(result.deployId);
  });

  it('retries a connection reset in the middle of the stream when no revision carries this deploy id', async () => {
    srv.script.push(
      async (req, res, seen) => {
        await readBody(req, seen);
        res.writeHead(200, { 'content-type': 'application/x-ndjson' });
        res.write('{"type":"progress","id":"upload","written":1,"total":2}\n');
        setTimeout(() => res.socket?.destroy(), 20);
      },
      (_q, res) => json(res, 200, [{ rev: 1, meta: { [DEPLOY_ID_META_KEY]: 'someone-else' } }]),
      async (req, res, seen) => {
        await readBody(req, seen);
        ndjson(res, [info(1700000000003)]);
      },
    );
    const result = await client().deploy({ domain: DOMAIN, source: site.root, reuse: false }).result;
    expect(result).toMatchObject({ attempts: 2, revision: 1700000000003 });
    expect(warnings.join('\n')).toMatch(/retry 1/);
  });

  it('does NOT retry when the server already made a revision from this attempt', async () => {
    srv.script.push(
      async (req, res, seen) => {
        await readBody(req, seen);
        res.writeHead(200, { 'content-type': 'application/x-ndjson' });
        res.write('{"type":"progress","id":"cdn","written":1,"total":2}\n');
        setTimeout(() => res.socket?.destroy(), 20);
      },
      (_q, res) => {
        const put = srv.seen[0]!;
        json(res, 200, [
          {
            rev: 1700000000004,
            current: true,
            meta: { [DEPLOY_ID_META_KEY]: metaOf(put)[DEPLOY_ID_META_KEY] },
          },
        ]);
      },
    );
    const err = await client()
      .deploy({ domain: DOMAIN, source: site.root, reuse: false })
      .result.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'deploy-not-retried' });
    expect((err as Error).message).toMatch(/already created revision 1700000000004.*not sent again.*live/);
    expect(srv.seen.filter((s) => s.method === 'PUT')).toHaveLength(1);
  });

  it('does not retry a partly sent stream source (it cannot be replayed)', async () => {
    srv.script.push(async (req, res, seen) => {
      await readBody(req, seen);
      json(res, 502, { messages: ['bad gateway'] });
    });
    const source = Readable.from([Buffer.from('x'.repeat(1000))]);
    await expect(
      client().deploy({ domain: DOMAIN, source, fileCount: 1, projectSize: 1000 }).result,
    ).rejects.toMatchObject({ status: 502 });
    expect(srv.seen).toHaveLength(1);
    expect(warnings.join('\n')).toMatch(/cannot be replayed/);
  });
});
