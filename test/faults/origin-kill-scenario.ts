/**
 * Shared by origin-kill.test.ts and origin-kill-slow.test.ts: deploy version N+1 over a live version N, SIGKILL
 * the origin at a chosen moment, restart it on the same data and check every invariant.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { get } from '../edge/helpers/http.ts';
import { tgzOf } from '../helpers/archives.ts';
import { pacedDeploy, spawnOrigin, type ChildOrigin } from '../helpers/hostile-origin.ts';
import { siteEntries, verifyAccount } from '../helpers/hostile-world.ts';
import { api, putArchive, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';

export const DOMAIN = 'kill.faults.test';
const FILES = 12;

export interface KillWorld {
  data: string;
  origin: ChildOrigin | null;
  token: string;
  /** Version number that is live (null before the first deploy). */
  live: number | null;
  version: number;
}

/** A fresh world: an empty data folder, no origin yet. */
export async function newKillWorld(prefix: string): Promise<KillWorld> {
  return { data: await mkdtemp(join(tmpdir(), prefix)), origin: null, token: '', live: null, version: 0 };
}

export async function disposeKillWorld(w: KillWorld | undefined): Promise<void> {
  await w?.origin?.stop().catch(() => {});
  if (w) await rm(w.data, { recursive: true, force: true });
}

export type KillPoint = 'receive' | 'extraction' | 'distribution' | { afterMs: number };

/** Version v: every file names v; the .bin files make the upload take a while. */
function site(v: number): Buffer {
  const files: Record<string, string | Buffer> = { '/index.html': `v${v}` };
  for (let i = 0; i < FILES; i++) files[`/f${i}.html`] = `v${v}:${i}`;
  for (let i = 0; i < 8; i++) files[`/big${i}.bin`] = randomBytes(256 * 1024);
  return tgzOf(siteEntries(files));
}

async function start(w: KillWorld) {
  w.origin = await spawnOrigin(w.data);
  if (!w.token) {
    const res = await fetch(`${w.origin.api}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`kill@faults.test:${TEST_PASSWORD}`).toString('base64')}`,
      },
    });
    w.token = ((await res.json()) as { token: string }).token;
    // verified: the kill loop makes ~30 deploys to one domain, over the unverified limit of 15 per 15 minutes
    await verifyAccount({ api: w.origin.api, data: w.data } as TestServer, w.token);
  }
}

/** Which version a revision holds, from its manifest; throws unless the revision is whole. */
async function versionOf(w: KillWorld, rev: number): Promise<number> {
  const manifest = (await api(w.origin!.api, w.token, 'GET', `/${DOMAIN}/${rev}/manifest.json`))
    .body as Record<string, unknown>;
  const paths = Object.keys(manifest).sort();
  expect(paths.length, `revision ${rev} has ${paths.length} files`).toBe(1 + FILES + 8);
  const index = await get(w.origin!.edges[0]!, `${rev}-${DOMAIN}`, '/index.html');
  return Number(/^v(\d+)$/.exec(index.body.toString())![1]);
}

async function expectServesWhole(w: KillWorld, host: string, v: number) {
  for (const edge of w.origin!.edges) {
    expect((await get(edge, host, '/index.html')).body.toString(), `${edge} ${host}`).toBe(`v${v}`);
    for (let i = 0; i < FILES; i++)
      expect((await get(edge, host, `/f${i}.html`)).body.toString()).toBe(`v${v}:${i}`);
  }
}

/** The origin's warnings and errors (JSON log lines of level ≥ 40), for failure messages. */
function serverTrouble(o: ChildOrigin | null): string {
  const lines = (o?.stderr() ?? '').split('\n').filter((l) => !/"level":\s*[123]\d\b/.test(l));
  return lines.join('\n').slice(-3000);
}

export async function killScenario(w: KillWorld, point: KillPoint): Promise<void> {
  if (!w.origin) await start(w);
  if (w.live === null) {
    w.version++;
    const first = await putArchive(w.origin!.api, w.token, DOMAIN, site(w.version));
    expect(
      first.events.at(-1)?.type,
      `${JSON.stringify(first.events.at(-1))}\n${serverTrouble(w.origin)}`,
    ).toBe('info');
    w.live = w.version;
  }
  const next = ++w.version;
  const origin = w.origin!;
  let killing: Promise<void> | null = null;
  const kill = () => (killing ??= origin.kill());
  const deploy = pacedDeploy(origin.api, w.token, DOMAIN, site(next), {
    chunks: 20,
    delayMs: 40,
    onSent: (f) => point === 'receive' && f >= 0.5 && void kill(),
    onLine: (l) => {
      if (
        point === 'extraction' &&
        l.type === 'progress' &&
        l.id === 'upload' &&
        (l.written as number) > 0 &&
        !l.end
      )
        void kill();
      if (point === 'distribution' && l.type === 'progress' && l.id === 'cdn') void kill();
    },
  });
  if (typeof point === 'object') setTimeout(() => void kill(), point.afterMs);
  const result = await deploy.done;
  if (!killing) {
    // the deploy finished before the chosen moment (possible for a timed kill): kill now anyway
    expect(result.lines.at(-1)?.type).toBe('info');
  }
  await kill();
  w.origin = null;
}

export async function checkAfterRestart(w: KillWorld): Promise<void> {
  await start(w);
  const o = w.origin!;
  // staging was cleaned at start-up
  expect(await readdir(join(w.data, 'tmp'))).toEqual([]);
  // every listed revision is whole; production is exactly the old or the new version
  const list = (await api(o.api, w.token, 'GET', `/${DOMAIN}/list`)).body as { rev: number }[];
  const versions = new Map<number, number>();
  for (const r of list) versions.set(r.rev, await versionOf(w, r.rev));
  const meta = (await api(o.api, w.token, 'GET', `/${DOMAIN}/metadata.json`)).body as { rev: number };
  const liveVersion = versions.get(meta.rev)!;
  expect([w.live, w.version]).toContain(liveVersion);
  w.live = liveVersion;
  // the restarted edges converge on it (they reconcile at start)
  for (let i = 0; i < 50; i++) {
    const answers = await Promise.all(o.edges.map((e) => get(e, DOMAIN, '/index.html')));
    if (answers.every((a) => a.body.toString() === `v${liveVersion}`)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await expectServesWhole(w, DOMAIN, liveVersion);
  // and the next deploy works
  const v = ++w.version;
  const again = await putArchive(o.api, w.token, DOMAIN, site(v));
  expect(again.events.at(-1)?.type, `${JSON.stringify(again.events.at(-1))}\n${serverTrouble(o)}`).toBe(
    'info',
  );
  w.live = v;
  await expectServesWhole(w, DOMAIN, v);
}
