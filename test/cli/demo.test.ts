// `npm run demo -- --once`: server with 2 edges, the example site kept in the repository (examples/demo-site/)
// published and a staged revision, both URLs answer 200 and a missing page gets the site's 404.html; `--site DIR`
// publishes one's own folder instead. Nothing outside the repository is needed (no corpora, no cache).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO } from './run-cli.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-demo-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The demo as `npm run demo -- ...` runs it, with a HOME and a corpora cache that hold nothing. */
function demo(args: string[], extraEnv: Record<string, string> = {}) {
  const home = fs.mkdtempSync(path.join(tmp, 'home-'));
  const r = spawnSync(process.execPath, [path.join(REPO, 'scripts/demo.ts'), ...args], {
    cwd: REPO,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      SITEPUB_CORPORA: path.join(home, 'no-corpora'),
      NO_COLOR: '1',
      ...extraEnv,
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { ...r, corpora: path.join(home, 'no-corpora') };
}

describe('scripts/demo.ts --once', () => {
  it('publishes the example site, stages a revision, prints the URLs and their status, exits 0', () => {
    const r = demo(['--once']);
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(r.stdout).toContain(`site     ${path.join(REPO, 'examples/demo-site')}`);
    const prod = /^production\s+(http:\/\/demo\.localhost:\d+)$/m.exec(r.stdout);
    const preview = /^preview\s+(http:\/\/(\d+)-demo\.localhost:\d+)\s+\(staged revision\)$/m.exec(r.stdout);
    expect(prod, r.stdout).not.toBeNull();
    expect(preview, r.stdout).not.toBeNull();
    // Production still serves the first revision; the preview shows the staged change.
    expect(r.stdout).toContain(`production  200  ${prod![1]}  "sitepub demo"`);
    expect(r.stdout).toContain(`preview     200  ${preview![1]}  "sitepub demo (staged revision)"`);
    expect(r.stdout).toContain(`missing     404  ${prod![1]}/no-such-page  "Page not found - sitepub demo"`);
    expect(r.stdout).toMatch(/staged revision \d+ \(production unchanged\)/);
    // It did not fetch any corpus.
    expect(fs.existsSync(r.corpora)).toBe(false);
  }, 130_000);

  it('--site DIR publishes that folder instead, a relative DIR taken from where npm run was typed', () => {
    const site = path.join(tmp, 'my-site');
    fs.mkdirSync(site);
    fs.writeFileSync(path.join(site, 'index.html'), '<title>My own site</title><p>hello</p>');
    // npm runs the script from the package root and passes the caller's folder as INIT_CWD
    const r = demo(['--once', '--site', 'my-site'], { INIT_CWD: tmp });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(r.stdout).toContain(`site     ${site}`);
    expect(r.stdout).toMatch(/^production {2}200 {2}http:\/\/demo\.localhost:\d+ {2}"My own site"$/m);
    expect(r.stdout).toMatch(
      /^preview {5}200 {2}http:\/\/\d+-demo\.localhost:\d+ {2}"My own site \(staged revision\)"$/m,
    );
  }, 130_000);

  it('--site with a path that is not a folder is a usage error naming it (exit 2)', () => {
    const r = demo(['--site', path.join(tmp, 'missing-folder')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`${path.join(tmp, 'missing-folder')} does not exist`);
  });
});
