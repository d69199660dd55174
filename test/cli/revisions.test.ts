// rollback returns to the revision that was live before (not a staged preview), on a sitepub server (liveAt) and on
// a plain surge server (deploy records in messages); discard refuses the live one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packFolder } from '../helpers/archives.ts';
import { startRecordingProxy, type RecordingProxy } from '../helpers/recording-proxy.ts';
import { putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import { randomBytes } from 'node:crypto';
import { startFaultProxy } from '../helpers/hostile-proxy.ts';
import { discardRefusal, withoutEndpoint } from '../helpers/production.ts';
import { fetchSite, runCli } from './run-cli.ts';

let server: TestServer;
/** The same server on its plain-surge profile (`profile: 'surge'`), as surge.sh answers. */
let plainServer: TestServer;
let plain: RecordingProxy;
/** The server the current describe deploys to and reads production from. */
let target: TestServer;
let tmp: string;
let token: string;
/** The API the CLI talks to: the server itself, or the recording proxy in front of the plain-surge one. */
let endpoint: string;

const cli = (...args: string[]) =>
  runCli(['--endpoint', endpoint, ...args], { home: tmp, env: { SURGE_TOKEN: token } });

function site(name: string): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<p>${name}</p>`);
  return dir;
}

async function deploy(domain: string, name: string, ...flags: string[]): Promise<number> {
  const r = await cli('deploy', site(name), domain, '--json', ...flags);
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { revision: number }).revision;
}

async function live(domain: string): Promise<string> {
  return (await fetchSite(`http://${domain}:${new URL(target.edges[0]!).port}/`)).body;
}

beforeAll(async () => {
  server = await startTestServer({ edges: 1 });
  plainServer = await startTestServer({ edges: 1, profile: 'surge' });
  target = server;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-revs-'));
  token = await server.token();
  plain = await startRecordingProxy(plainServer.api);
  endpoint = server.api;
});
afterAll(async () => {
  await plain?.close();
  await server?.close();
  await plainServer?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('rollback and discard', () => {
  beforeAll(() => {
    endpoint = server.api;
  });

  it('rollback skips staged previews that were never live', async () => {
    const d = 'skip-previews.localhost';
    const a = await deploy(d, 'a');
    const b = await deploy(d, 'b', '--stage');
    const c = await deploy(d, 'c', '--stage');
    expect((await cli('cutover', d, String(c))).code).toBe(0);
    const back = await cli('rollback', d);
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toContain(`now serves revision ${a} (was ${c})`);
    expect(await live(d)).toContain('<p>a</p>');
    expect(b).not.toBe(a);
    // Rolling back again does not return to the revision just rolled back from (it may be what broke the site).
    const again = await cli('rollback', d, '--json');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`production was rolled back from revision ${c}, so an implicit move`);
    expect(again.stderr).toContain('a revision never live is never put live implicitly');
    expect(await live(d)).toContain('<p>a</p>');
  });

  it('a revision rolled back from (as after a failed health check) is marked in the list and never rolled back to', async () => {
    const d = 'rolled-away.localhost';
    const z = await deploy(d, 'z');
    const a = await deploy(d, 'a');
    const broken = await deploy(d, 'broken');
    // what the Action's automatic rollback does after a failed health check: the server's rollback, back to a
    // (a cutover by name would be a choice, and mark nothing)
    const first = await cli('rollback', d);
    expect(first.stdout).toContain(`now serves revision ${a} (was ${broken})`);
    const listed = await cli('list', d);
    expect(listed.stdout).toMatch(new RegExp(`${broken}.*production \\(rolled back\\)`));
    expect(listed.stdout).not.toMatch(new RegExp(`${a}.*rolled back`));
    const back = await cli('rollback', d, '--json');
    expect(back.code, back.stderr).toBe(0);
    expect((JSON.parse(back.stdout) as { revision: { rev: number } }).revision.rev).toBe(z);
    expect(await live(d)).toContain('<p>z</p>');
  });

  it('rollback with no earlier live revision: a clear error, nothing changed', async () => {
    const d = 'no-history.localhost';
    const a = await deploy(d, 'only');
    await deploy(d, 'staged', '--stage');
    const r = await cli('rollback', d);
    expect(r.code).toBe(1);
    expect(withoutEndpoint(r.stderr)).toContain(
      `nothing to roll back to on ${d}: no other revision that was live before is left to return to; a revision ` +
        `never live is never put live implicitly. Production is unchanged: ${d} serves revision ${a}. To put a ` +
        `revision live, choose one: \`sitepub cutover ${d} REV\` (or Put live in the dashboard).`,
    );
    expect(await live(d)).toContain('<p>only</p>');
  });

  it('discard of the live revision is refused unless --force, which says what is live now', async () => {
    const d = 'discard-live.localhost';
    const a = await deploy(d, 'one');
    const b = await deploy(d, 'two');
    const refused = await cli('discard', d, String(b));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/revision \d+ is live on discard-live\.localhost/);
    expect(refused.stderr).toMatch(/cutover|rollback/);
    expect(refused.stderr).toMatch(/--force/);
    expect(await live(d)).toContain('<p>two</p>');
    const forced = await cli('discard', d, String(b), '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain(`now serves revision ${a}`);
    expect(await live(d)).toContain('<p>one</p>');
  });

  it('discard --force of the only live revision when the others are never-live previews: refused, nothing changed', async () => {
    const d = 'discard-force-only-live.localhost';
    const a = await deploy(d, 'only-live');
    await deploy(d, 'never-live', '--stage');
    const forced = await cli('discard', d, String(a), '--force');
    expect(forced.code).toBe(1);
    expect(forced.stderr).toMatch(new RegExp(`sitepub --endpoint \\S+ cutover ${d} REV`));
    expect(forced.stderr).toContain(`Production is unchanged: ${d} serves revision ${a}.`);
    expect(await live(d)).toContain('<p>only-live</p>');
  });

  it('discard --force of the only revision takes the domain offline', async () => {
    const d = 'discard-force-last.localhost';
    const a = await deploy(d, 'last');
    const forced = await cli('discard', d, String(a), '--force', '--json');
    expect(forced.code, forced.stderr).toBe(0);
    expect((JSON.parse(forced.stdout) as { live: number | null }).live).toBeNull();
  });

  it('discard --force of the live revision goes back to the one live before, never to an unreviewed preview', async () => {
    const d = 'discard-force-preview.localhost';
    const a = await deploy(d, 'reviewed');
    await deploy(d, 'never-live', '--stage');
    const c = await deploy(d, 'current');
    const forced = await cli('discard', d, String(c), '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain(`now serves revision ${a}`);
    expect(await live(d)).toContain('<p>reviewed</p>');
  });
});

describe("the issue's discard scenario, with revisions an official client published (plain PUT)", () => {
  beforeAll(() => {
    endpoint = server.api;
    target = server;
  });

  it('put live A, put live B, roll back to A, discard --force A: refused (409) in the server words, production unchanged', async () => {
    const d = 'scenario-cli.localhost';
    const a = await deployWithoutRecord(d, 'A');
    const b = await deployWithoutRecord(d, 'B');
    const back = await cli('rollback', d);
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toContain(`now serves revision ${a} (was ${b})`);
    const listed = await cli('list', d);
    expect(listed.stdout).toMatch(new RegExp(`${b}.*\\(rolled back\\)`));
    const forced = await cli('discard', d, String(a), '--force', '--debug');
    expect(forced.code).toBe(1);
    expect(forced.stderr).toContain('409');
    expect(withoutEndpoint(forced.stderr)).toContain(discardRefusal(d, a, b));
    expect(await live(d)).toContain('<p>A</p>');
    const still = await cli('list', d, '--json');
    expect(
      (JSON.parse(still.stdout) as { rev: number; current: boolean }[]).map((r) => [r.rev, r.current]),
    ).toEqual([
      [b, false],
      [a, true],
    ]);
    // A second rollback has nowhere to go either: B was rolled back from.
    const again = await cli('rollback', d);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`production was rolled back from revision ${b}`);
    expect(await live(d)).toContain('<p>A</p>');
  });
});

describe('an overtaken deploy', () => {
  it('a large deploy finishing after a later-started tiny one went live: exit 0, one line naming both and the command', async () => {
    const d = 'overtaken-cli.localhost';
    const big = site('big');
    for (let i = 0; i < 10; i++)
      fs.writeFileSync(path.join(big, `blob-${i}.bin`), randomBytes(2 * 1024 * 1024));
    let release!: () => void;
    let started!: () => void;
    const upload = new Promise<void>((resolve) => (started = resolve));
    const proxy = await startFaultProxy(server.api, (req) =>
      req.method === 'PUT' && req.url === `/${d}`
        ? {
            kind: 'hold',
            afterBytes: 1024 * 1024,
            release: new Promise<void>((resolve) => (release = resolve)),
            started,
          }
        : null,
    );
    try {
      const bigRun = runCli(['--endpoint', proxy.url, 'deploy', big, d], {
        home: tmp,
        env: { SURGE_TOKEN: token },
      });
      await upload;
      endpoint = server.api;
      const tiny = await deploy(d, 'tiny');
      release();
      const r = await bigRun;
      expect(r.code, r.stderr).toBe(0);
      const line = r.stdout.split('\n').find((l) => l.includes('Overtaken'))!;
      const bigRev = Number(/revision (\d+) of/.exec(line)![1]);
      expect(bigRev).toBeLessThan(tiny);
      expect(line).toContain(
        `Overtaken revision ${bigRev} of ${d} is stored but not live: revision ${tiny}, deployed after this one ` +
          `started, went live first; put this one live with: sitepub --endpoint ${proxy.url} cutover ${d} ${bigRev}`,
      );
      expect(r.stdout).not.toContain('Published');
      expect(r.stderr).not.toContain('was stored but not put live'); // said once, not again as a warning
      expect(await live(d)).toContain('<p>tiny</p>');
      // Nobody rolled back: the list marks nothing "(rolled back)" (it used to mark the newer revision).
      const listed = await cli('list', d);
      const rows = listed.stdout.split('\n').filter((l) => /^\S?\s+\d{13}/.test(l));
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row).not.toContain('(rolled back)');
      expect(listed.stdout).toMatch(new RegExp(`\\*\\s+${tiny}`));
    } finally {
      await proxy.close();
    }
  });
});

/** A deploy the way another client makes it: straight PUT, no message, so no deploy record. */
async function deployWithoutRecord(domain: string, name: string): Promise<number> {
  const answer = await putArchive(target.api, token, domain, await packFolder(site(name)), {
    'file-count': '1',
    'project-size': String(`<p>${name}</p>`.length),
  });
  expect(answer.status, `${answer.reason} ${JSON.stringify(answer.body)}`).toBe(200);
  const info = answer.events.find((e) => e.type === 'info') as { metadata?: { rev?: number } } | undefined;
  return info!.metadata!.rev!;
}

describe('on a plain surge server (no liveAt: deploy records in messages)', () => {
  beforeAll(async () => {
    endpoint = plain.url;
    target = plainServer;
    token = await plainServer.token();
  });

  it('the list has no liveAt, and each CLI deploy records how it was made', async () => {
    const d = 'plain-list.localhost';
    await deploy(d, 'one', '--message', 'hello');
    await deploy(d, 'two', '--stage');
    const raw = (await (
      await fetch(`${plain.url}/${d}/list`, { headers: { authorization: `Basic ${btoa(`token:${token}`)}` } })
    ).json()) as Record<string, unknown>[];
    expect(raw.map((r) => 'liveAt' in r)).toEqual([false, false]);
    expect(raw.map((r) => r.msg)).toEqual([
      expect.stringMatching(/^\[sitepub id=\w+ kind=preview\]$/),
      expect.stringMatching(/^hello \[sitepub id=\w+ kind=production\]$/),
    ]);
  });

  it('A live, B live, C staged: a rollback serves A; a second one neither returns to B nor serves C', async () => {
    const d = 'plain-three.localhost';
    const a = await deploy(d, 'a');
    const b = await deploy(d, 'b');
    const c = await deploy(d, 'c', '--stage');
    const first = await cli('rollback', d, '--json');
    expect(first.code, first.stderr).toBe(0);
    expect((JSON.parse(first.stdout) as { revision: { rev: number } }).revision.rev).toBe(a);
    expect(await live(d)).toContain('<p>a</p>');
    // B was rolled back from (its record says it went live at upload, after A): not a target any more
    const second = await cli('rollback', d);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`other than ${b} (production was rolled back from it`);
    expect(await live(d)).toContain('<p>a</p>');
    expect(c).toBeGreaterThan(b);
  });

  it('a revision rolled back from (as after a failed health check) is never rolled back to', async () => {
    const d = 'plain-rolled-away.localhost';
    const z = await deploy(d, 'z');
    const a = await deploy(d, 'a');
    const broken = await deploy(d, 'broken');
    expect((await cli('cutover', d, String(a))).code).toBe(0);
    expect((await cli('list', d)).stdout).toMatch(new RegExp(`${broken}.*production \\(rolled back\\)`));
    const back = await cli('rollback', d, '--json');
    expect(back.code, back.stderr).toBe(0);
    expect((JSON.parse(back.stdout) as { revision: { rev: number } }).revision.rev).toBe(z);
    expect(await live(d)).toContain('<p>z</p>');
  });

  it("the first of those rollbacks is the server's own step (the next older entry is a proven production deploy)", async () => {
    const d = 'plain-step.localhost';
    const a = await deploy(d, 'a');
    await deploy(d, 'b');
    await deploy(d, 'c', '--stage');
    const from = plain.log.length;
    const r = await cli('rollback', d);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`now serves revision ${a}`);
    const moves = plain.log
      .slice(from)
      .filter((e) => e.method !== 'GET')
      .map(({ method, path }) => ({ method, path }));
    expect(moves).toEqual([{ method: 'POST', path: `/${d}/rollback` }]);
  });

  it("the server's step lands elsewhere (the list changed since it was read): the proven revision is cut over to", async () => {
    const d = 'plain-step-moved.localhost';
    const a = await deploy(d, 'a');
    const x = await deployWithoutRecord(d, 'unknown');
    const b = await deploy(d, 'b');
    plain.hidden.add(x); // the CLI's list lacks x, so it takes a for the next older entry; the server steps to x
    const from = plain.log.length;
    try {
      const r = await cli('rollback', d);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain(`now serves revision ${a} (was ${b})`);
    } finally {
      plain.hidden.delete(x);
    }
    expect(
      plain.log
        .slice(from)
        .filter((e) => e.method !== 'GET')
        .map(({ method, path }) => ({ method, path })),
    ).toEqual([
      { method: 'POST', path: `/${d}/rollback` },
      { method: 'PUT', path: `/${d}/rev/${a}` },
    ]);
    expect(await live(d)).toContain('<p>a</p>');
  });

  it('nothing proves an earlier live revision: one line asking for --to, nothing changed; --to then cuts over', async () => {
    const d = 'plain-unproven.localhost';
    const a = await deployWithoutRecord(d, 'other-client');
    const b = await deploy(d, 'mine');
    const r = await cli('rollback', d);
    expect(r.code).toBe(1);
    const errors = r.stderr.split('\n').filter((l) => l.trim() !== '');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`cannot tell which revision of ${d} was live before revision ${b}`);
    expect(errors[0]).toMatch(new RegExp(`sitepub --endpoint \\S+ rollback ${d} --to <rev>`));
    expect(await live(d)).toContain('<p>mine</p>');

    const to = await cli('rollback', d, '--to', `${a}-${d}`);
    expect(to.code, to.stderr).toBe(0);
    expect(to.stdout).toContain(`now serves revision ${a} (was ${b})`);
    expect(await live(d)).toContain('<p>other-client</p>');
  });

  it('rollback --to a revision that does not exist: a clear error, nothing changed', async () => {
    const d = 'plain-to-missing.localhost';
    const a = await deploy(d, 'a');
    const r = await cli('rollback', d, '--to', '12345');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`revision 12345 does not exist on ${d} (newest: ${a}`);
    const bad = await cli('rollback', d, '--to', 'latest');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('invalid revision "latest"');
    expect(await live(d)).toContain('<p>a</p>');
  });

  it('discard --force of the live revision goes back to a proven production deploy, never to a preview', async () => {
    const d = 'plain-discard.localhost';
    const a = await deploy(d, 'reviewed');
    await deploy(d, 'never-live', '--stage');
    const c = await deploy(d, 'current');
    const forced = await cli('discard', d, String(c), '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain(`now serves revision ${a}`);
    expect(await live(d)).toContain('<p>reviewed</p>');
  });

  it('discard --force of the live revision with no proven earlier one: refused, nothing changed', async () => {
    const d = 'plain-discard-unproven.localhost';
    await deployWithoutRecord(d, 'unknown');
    const b = await deploy(d, 'current');
    await deploy(d, 'staged', '--stage');
    const forced = await cli('discard', d, String(b), '--force');
    expect(forced.code).toBe(1);
    expect(forced.stderr).toContain(
      `revision ${b} is live on ${d} and no other revision of it is known to have been live`,
    );
    expect(await live(d)).toContain('<p>current</p>');
    const revs = JSON.parse((await cli('list', d, '--json')).stdout) as { rev: number }[];
    expect(revs).toHaveLength(3);
  });
});
