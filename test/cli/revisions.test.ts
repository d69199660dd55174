// rollback returns to the revision that was live before (not a staged preview); discard refuses the live one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { fetchSite, runCli } from './run-cli.ts';
import { itOn, PROFILES } from '../helpers/profiles.ts';

describe.each(PROFILES)('against the %s profile', (profile) => {
  const it = itOn(profile);

  let server: TestServer;
  let tmp: string;
  let token: string;

  const cli = (...args: string[]) =>
    runCli(['--endpoint', server.api, ...args], { home: tmp, env: { SURGE_TOKEN: token } });

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
    return (await fetchSite(`http://${domain}:${new URL(server.edges[0]!).port}/`)).body;
  }

  beforeAll(async () => {
    server = await startTestServer({ profile, edges: 1 });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-revs-'));
    token = await server.token();
  });
  afterAll(async () => {
    await server?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  describe('rollback and discard', () => {
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
      // Rolling back again returns to the revision that was just live.
      const again = await cli('rollback', d, '--json');
      expect(again.code, again.stderr).toBe(0);
      expect((JSON.parse(again.stdout) as { revision: { rev: number } }).revision.rev).toBe(c);
    });

    it('rollback with no earlier live revision: a clear error, nothing changed', async () => {
      const d = 'no-history.localhost';
      const a = await deploy(d, 'only');
      await deploy(d, 'staged', '--stage');
      const r = await cli('rollback', d);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(new RegExp(`no revision of ${d} was live before revision ${a}`));
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
});
