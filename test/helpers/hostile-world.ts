/**
 * A sandboxed sitepub for hostile-input suites: the real server and its edges, with the data folder at
 * `<root>/data` so "nothing written outside the data folder" is checkable (the root must hold `data` only),
 * a baseline production deploy, and one check of every invariant a refused input must keep:
 *   const w = await startHostileWorld();           // server + 2 edges, baseline live on w.domain
 *   const res = await putArchive(w.api, w.token, w.domain, evil);
 *   await w.expectUnchanged();                      // up, same production bytes on every edge, no new revision…
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { ServeOptions } from '../../src/server/main.ts';
import { get } from '../edge/helpers/http.ts';
import { tgzOf, type CraftedEntry } from './archives.ts';
import { api, putArchive, startTestServer, type TestServer } from './server.ts';

/** Where escaping entries would land: outside the data folder, inside the sandbox root or at an absolute path. */
export const ESCAPE_NAME = 'sitepub-escaped.html';
export const ABSOLUTE_TARGET = join(tmpdir(), 'sitepub-hostile-absolute-target.html');

export const BASELINE_FILES: Record<string, string> = {
  '/index.html': '<h1>production</h1>',
  '/app.js': `console.log(${JSON.stringify('p'.repeat(40))});\n`.repeat(60),
  '/docs/guide.html': '<p>guide</p>',
};

export interface HostileWorld {
  srv: TestServer;
  api: string;
  edges: string[];
  domain: string;
  token: string;
  root: string;
  data: string;
  /** Revisions (pending included) and the live one right after the baseline deploy. */
  baseline: { revs: number[]; live: number | null };
  /** Every invariant a refused or failed deploy must keep. */
  expectUnchanged(): Promise<void>;
  /** Production bytes of `path` on every edge (by Host), asserting they agree. */
  servedEverywhere(domain: string, path: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export function siteEntries(files: Record<string, string | Buffer>, folder = 'site'): CraftedEntry[] {
  return Object.entries(files).map(([p, body]) => ({ path: `${folder}${p}`, body }));
}

export async function startHostileWorld(
  options: ServeOptions & { domain?: string; email?: string } = {},
): Promise<HostileWorld> {
  const root = await mkdtemp(join(tmpdir(), 'sitepub-hostile-'));
  const data = join(root, 'data');
  const { domain: siteDomain, email, ...serve } = options;
  // Rate limits are proven in test/hostile/rate-limits.test.ts; here they would only get in the way.
  const overrides = {
    ...serve.overrides,
    limits: { ratePerDomain: 1e6, ratePerAccount: 1e6, ratePerIp: 1e6, ...serve.overrides?.limits },
  };
  const srv = await startTestServer({ edges: 2, ...serve, overrides, data, keepData: true });
  const domain = siteDomain ?? 'prod.hostile.test';
  const token = await srv.token(email ?? `owner-${process.pid}@hostile.test`);
  const first = await putArchive(srv.api, token, domain, tgzOf(siteEntries(BASELINE_FILES)));
  if (first.events.at(-1)?.type !== 'info')
    throw new Error(`baseline deploy failed: ${JSON.stringify(first.events.at(-1))}`);

  async function revs(): Promise<number[]> {
    return (await srv.server.store.revisions.listRevisions(domain, { includePending: true }))
      .map((r) => r.rev)
      .sort();
  }
  const baseline = {
    revs: await revs(),
    live: (await srv.server.store.projects.getProject(domain))?.liveRev ?? null,
  };

  async function servedEverywhere(host: string, path: string) {
    const answers = await Promise.all(srv.edges.map((e) => get(e, host, path)));
    const first = answers[0]!;
    for (const a of answers) {
      expect(a.status, `${host}${path} status differs between edges`).toBe(first.status);
      expect(a.body.equals(first.body), `${host}${path} bytes differ between edges`).toBe(true);
    }
    return { status: first.status, body: first.body.toString() };
  }

  return {
    srv,
    api: srv.api,
    edges: srv.edges,
    domain,
    token,
    root,
    data,
    baseline,
    servedEverywhere,
    async expectUnchanged() {
      // the server is still up and answering
      const up = await api(srv.api, token, 'GET', '/account');
      expect(up.status).toBe(200);
      // production byte-identical on every edge
      expect(srv.edges.length).toBeGreaterThan(0);
      for (const [path, body] of Object.entries(BASELINE_FILES)) {
        const served = await servedEverywhere(domain, path);
        expect(served.status).toBe(200);
        expect(served.body).toBe(body);
      }
      // no new revision, pending ones included; production pointer unchanged
      expect(await revs()).toEqual(baseline.revs);
      expect((await srv.server.store.projects.getProject(domain))?.liveRev ?? null).toBe(baseline.live);
      // staging cleaned, nothing written outside the data folder
      expect(await readdir(join(data, 'tmp'))).toEqual([]);
      expect(await readdir(root)).toEqual(['data']);
      expect(existsSync(join(tmpdir(), ESCAPE_NAME))).toBe(false);
      expect(existsSync(ABSOLUTE_TARGET)).toBe(false);
    },
    async close() {
      await srv.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Verifies the token's account the way a user does: POST /verification, then open the mailed link. */
export async function verifyAccount(srv: TestServer, token: string): Promise<void> {
  const { readdir: list, readFile } = await import('node:fs/promises');
  const sent = await api(srv.api, token, 'POST', '/verification');
  if (sent.status !== 201) throw new Error(`POST /verification: ${sent.status} ${JSON.stringify(sent.body)}`);
  const email = (sent.body as { email: string }).email;
  const outbox = join(srv.data, 'outbox');
  for (const name of (await list(outbox)).sort().reverse()) {
    const mail = JSON.parse(await readFile(join(outbox, name), 'utf8')) as {
      to: string;
      kind: string;
      text: string;
    };
    if (mail.to !== email || mail.kind !== 'verification') continue;
    const link = /(http\S+\/verification\/\S+)/.exec(mail.text)?.[1];
    if (!link) break;
    const res = await fetch(link);
    if (res.status !== 200) throw new Error(`verification link answered ${res.status}`);
    return;
  }
  throw new Error(`no verification mail for ${email}`);
}
