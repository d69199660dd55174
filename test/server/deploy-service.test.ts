/**
 * The deploy service without Fastify (src/server/deploy/service.ts): its parts given explicitly (a real
 * SqliteStore in a temp folder, the real billing, certificate, production and upload-plan services, a clock), a
 * real folder packed as the official CLI packs it, the events collected as the route would stream them.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeployEvent } from '../../src/protocol/types.ts';
import { defaultPlans } from '../../src/server/billing/plans.ts';
import { BillingService } from '../../src/server/billing/service.ts';
import { TestPaymentProvider } from '../../src/server/billing/test-provider.ts';
import { openAuthority } from '../../src/server/ca/authority.ts';
import { CertificateManager } from '../../src/server/ca/manager.ts';
import { DEFAULT_LIMITS } from '../../src/server/deploy/limits.ts';
import { DeployService, type AdmittedDeploy, type DeployLog } from '../../src/server/deploy/service.ts';
import { OutboxMailer } from '../../src/server/mail/outbox.ts';
import { NullDistributor } from '../../src/server/null-distributor.ts';
import type { Actor } from '../../src/server/permissions.ts';
import { ProductionService } from '../../src/server/production/service.ts';
import { UploadDeltas } from '../../src/server/uploads/delta-registry.ts';
import { SqliteStore } from '../../src/store/sqlite/store.ts';
import { packFolder, tgzOf } from '../helpers/archives.ts';

let dir: string;
let store: SqliteStore;
let service: DeployService;
let owner: Actor;
let other: Actor;
/** The site folder: real files on disk, one above the blob store's packing threshold. */
let site: string;
let clock = Date.UTC(2026, 11, 7, 12);
const now = () => clock;
const quiet: DeployLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function actor(email: string): Promise<Actor> {
  return { account: await store.accounts.createAccount(email, 'unused', now()), token: null };
}

/** Admits and runs one deploy as the route does; its events and outcome. */
async function deploy(who: Actor, domain: string, body: Buffer, headers: Record<string, string> = {}) {
  clock += 1000;
  const admitted = await service.admit({ actor: who, domain, headers, ip: '192.0.2.1' });
  return run(admitted, body);
}

async function run(admitted: AdmittedDeploy, body: Buffer) {
  const events: DeployEvent[] = [];
  const outcome = await service.run(admitted, {
    body: Readable.from([body]),
    emit: (e) => events.push(e),
    log: quiet,
    requestId: 'test-request',
    base: 'http://api.test',
  });
  return { outcome, events, types: events.map((e) => e.type) };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitepub-deploy-service-'));
  store = await SqliteStore.open({ dir: join(dir, 'data') });
  const distributor = new NullDistributor();
  service = new DeployService({
    store,
    distributor,
    production: new ProductionService({ store, distributor, now }),
    billing: new BillingService({
      provider: new TestPaymentProvider(now, store.shared),
      plans: defaultPlans(),
      store,
      now,
    }),
    certificates: new CertificateManager({
      ca: await openAuthority(store.ca),
      store: store.certs,
      now,
      projectExists: async (d) => (await store.projects.getProject(d)) !== null,
    }),
    deltas: new UploadDeltas(store.shared, now),
    mailer: new OutboxMailer(store.outbox),
    clock: now,
    limits: DEFAULT_LIMITS,
    platformDomain: 'localhost',
  });
  owner = await actor('owner@example.com');
  other = await actor('other@example.com');
  site = join(dir, 'site');
  await mkdir(join(site, 'css'), { recursive: true });
  await writeFile(join(site, 'index.html'), '<!doctype html><title>hello</title>');
  await writeFile(join(site, 'css', 'site.css'), 'body { color: teal }');
  await writeFile(join(site, 'photo.bin'), randomBytes(300 * 1024));
}, 60_000);

afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('deploy service', () => {
  it('claims a free domain, stores the files as sent, moves production and ends with info', async () => {
    const { outcome, events, types } = await deploy(owner, 'Service.Example.com', await packFolder(site), {
      'file-count': '3',
      message: 'first',
    });
    expect(outcome.ok).toBe(true);
    expect(types[0]).toBe('progress');
    expect(types.slice(-2)).toEqual(['subscription', 'info']);
    expect(types).toContain('cert');
    const project = await store.projects.getProject('service.example.com');
    expect(project?.ownerId).toBe(owner.account.id);
    const rev = outcome.ok ? outcome.rev : -1;
    expect(project?.liveRev).toBe(rev);
    const revision = await store.revisions.getRevision('service.example.com', rev);
    expect(revision?.message).toBe('first');
    const files = await store.revisions.getRevisionFiles('service.example.com', rev);
    expect(files.map((f) => f.path).sort()).toEqual(['/css/site.css', '/index.html', '/photo.bin']);
    for (const f of files) {
      const stream = await store.blobs.read(f.sha256);
      const chunks: Buffer[] = [];
      for await (const c of stream! as AsyncIterable<Buffer>) chunks.push(c);
      expect(Buffer.concat(chunks).equals(await readFile(join(site, f.path)))).toBe(true);
    }
    const info = events.at(-1);
    expect(info?.type === 'info' && info.urls.map((u) => u.name)).toEqual(['production', 'preview']);
  });

  it('refuses before the body: another account, a preview-host domain, a malformed header', async () => {
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: { statusCode?: number; code?: string }) => ({ status: e.statusCode, code: e.code }),
      );
    const ask = (who: Actor, domain: string, headers: Record<string, string> = {}) =>
      refusal(service.admit({ actor: who, domain, headers, ip: '192.0.2.1' }));
    expect(await ask(other, 'service.example.com')).toEqual({ status: 403, code: 'SITEPUB_FORBIDDEN' });
    expect(await ask(owner, '1765100000000-service.example.com')).toEqual({
      status: 422,
      code: 'SITEPUB_INVALID_DOMAIN',
    });
    expect(await ask(owner, 'service.example.com', { 'file-count': 'many' })).toEqual({
      status: 400,
      code: 'SITEPUB_BAD_REQUEST',
    });
    expect(await ask(owner, 'service.example.com', { 'x-sitepub-upload': 'no-such-plan' })).toEqual({
      status: 412,
      code: 'SITEPUB_UPLOAD_PLAN_UNKNOWN',
    });
  });

  it('a failed deploy of a free domain leaves no project, no revision', async () => {
    const { outcome, events } = await deploy(owner, 'broken.example.com', Buffer.from('not a gzip at all'));
    expect(outcome).toEqual({ ok: false, rev: null, code: 'BAD_GZIP' });
    expect(events.at(-1)).toMatchObject({ type: 'error', error: { code: 'BAD_GZIP' } });
    expect(await store.projects.getProject('broken.example.com')).toBeNull();
  });

  it('over the billing plan: collect, then the error, and the domain is not claimed', async () => {
    const { outcome, types } = await deploy(owner, 'big.example.com', await packFolder(site), {
      'project-size': String(300 * 1000 * 1000),
    });
    expect(outcome).toMatchObject({ ok: false, code: 'SITEPUB_PAYMENT_REQUIRED' });
    expect(types).toEqual(['collect', 'error']);
    expect(await store.projects.getProject('big.example.com')).toBeNull();
  });

  it('a domain claimed by another account after admission: refused as the error event, its project kept', async () => {
    clock += 1000;
    const admitted = await service.admit({
      actor: owner,
      domain: 'race.example.com',
      headers: {},
      ip: '192.0.2.1',
    });
    expect(admitted.existing).toBeNull();
    await store.projects.claimProject(
      'race.example.com',
      other.account.id,
      (await store.projects.getProject('service.example.com'))!.settings,
      now(),
    );
    const { outcome, events } = await run(admitted, tgzOf([{ path: 's/index.html', body: 'mine' }]));
    expect(outcome).toMatchObject({ ok: false, code: 'SITEPUB_FORBIDDEN' });
    expect(events).toHaveLength(1);
    expect((await store.projects.getProject('race.example.com'))?.ownerId).toBe(other.account.id);
    expect(await store.revisions.listRevisions('race.example.com', { includePending: true })).toEqual([]);
  });
});

describe('the deploy apart from HTTP', () => {
  const server = join(import.meta.dirname, '..', '..', 'src', 'server');
  const sources = async (folder: string) =>
    Promise.all(
      (await readdir(join(server, folder)))
        .filter((f) => f.endsWith('.ts'))
        .map(async (f) => ({
          file: `${folder}/${f}`,
          text: await readFile(join(server, folder, f), 'utf8'),
        })),
    );

  it('src/server/deploy imports neither Fastify nor the routes and plugins', async () => {
    const found = (await sources('deploy')).filter(({ text }) =>
      /from '(fastify|fastify-plugin|\.\.\/routes\/[^']*|\.\.\/plugins\/[^']*)'/.test(text),
    );
    expect(found.map((f) => f.file)).toEqual([]);
  });

  it('no route keeps request state in a module map', async () => {
    const found = (await sources('routes')).filter(({ text }) => /\bWeakMap\b/.test(text));
    expect(found.map((f) => f.file)).toEqual([]);
  });
});
