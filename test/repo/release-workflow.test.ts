/**
 * .github/workflows/release.yml, its shell steps run for real (bash, git, node) in a temp repository with a bare
 * `origin`, as the runner would after checkout: the version check refuses a malformed version, one that
 * package.json does not say, one whose tag exists and a run off the default branch; the dist check refuses a
 * dist/ that `npm run package` changed; the tag step tags the commit `vX.Y.Z` and moves the major tag `vX` to
 * it on origin, so `uses: sitepub/sitepub@v1` follows releases while `@v1.0.0` stays put.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const REPO = path.resolve(import.meta.dirname, '../..');
const workflow = parse(fs.readFileSync(path.join(REPO, '.github/workflows/release.yml'), 'utf8')) as {
  on: { workflow_dispatch: { inputs: Record<string, unknown> } };
  permissions: Record<string, string>;
  jobs: { release: { steps: { name?: string; run?: string; uses?: string }[] } };
};
const steps = workflow.jobs.release.steps;
const script = (name: string): string => {
  const step = steps.find((s) => s.name === name);
  if (!step?.run) throw new Error(`release.yml has no step "${name}" with a run script`);
  return step.run;
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-release-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const ORIGIN = path.join(tmp, 'origin.git');
const WORK = path.join(tmp, 'work');
const gitEnv = {
  ...process.env,
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  HOME: tmp,
};
const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: WORK, env: gitEnv, encoding: 'utf8' }).trim();

/** Runs one step's script as the runner does (`bash -e`), with the step's env given. */
function step(name: string, env: Record<string, string>) {
  return spawnSync('bash', ['-e', '-c', script(name)], {
    cwd: WORK,
    env: { ...gitEnv, GITHUB_REF_NAME: 'main', DEFAULT_BRANCH: 'main', ...env },
    encoding: 'utf8',
  });
}

function commitVersion(version: string): string {
  fs.writeFileSync(path.join(WORK, 'package.json'), JSON.stringify({ name: 'sitepub', version }));
  fs.writeFileSync(path.join(WORK, 'dist', 'index.js'), `// bundle of ${version}\n`);
  git('add', '-A');
  git('commit', '-qm', `version ${version}`);
  git('push', '-q', 'origin', 'main');
  return git('rev-parse', 'HEAD');
}

/** The commit a tag of origin points at (annotated tags peeled). */
const originTag = (tag: string): string =>
  execFileSync('git', ['rev-parse', `refs/tags/${tag}^{commit}`], {
    cwd: ORIGIN,
    env: gitEnv,
    encoding: 'utf8',
  }).trim();

beforeAll(() => {
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', ORIGIN], { env: gitEnv });
  execFileSync('git', ['clone', '-q', ORIGIN, WORK], { env: gitEnv });
  git('checkout', '-q', '-b', 'main');
  fs.mkdirSync(path.join(WORK, 'dist'));
});

describe('release.yml', () => {
  it('is started by hand with the version, may write tags, and checks dist/ after a fresh package', () => {
    expect(Object.keys(workflow.on)).toEqual(['workflow_dispatch']);
    expect(workflow.on.workflow_dispatch.inputs).toHaveProperty('version');
    expect(workflow.permissions).toEqual({ contents: 'write' });
    const runs = steps.map((s) => s.run?.trim() ?? s.uses ?? '');
    expect(runs.indexOf('npm run package')).toBeGreaterThan(-1);
    expect(runs.indexOf('npm run package')).toBeLessThan(
      steps.findIndex((s) => s.name === 'Check that dist/ is fresh'),
    );
  });

  it('refuses a malformed version, one package.json does not say, and a run off the default branch', () => {
    commitVersion('1.0.0');
    const malformed = step('Check the version', { VERSION: 'v1.0' });
    expect(malformed.status).toBe(1);
    expect(malformed.stdout).toContain("version 'v1.0' is not of the form vMAJOR.MINOR.PATCH");
    const other = step('Check the version', { VERSION: 'v1.0.1' });
    expect(other.status).toBe(1);
    expect(other.stdout).toContain('package.json says 1.0.0: set its version to 1.0.1');
    const branch = step('Check the version', { VERSION: 'v1.0.0', GITHUB_REF_NAME: 'feature' });
    expect(branch.status).toBe(1);
    expect(branch.stdout).toContain("release from the default branch, not 'feature'");
    expect(step('Check the version', { VERSION: 'v1.0.0' }).status).toBe(0);
  });

  it('refuses a dist/ that the fresh package changed', () => {
    fs.writeFileSync(path.join(WORK, 'dist', 'index.js'), '// rebuilt, not what was committed\n');
    const stale = step('Check that dist/ is fresh', {});
    expect(stale.status).toBe(1);
    expect(stale.stdout).toContain("dist/ is stale: run 'npm run package', commit dist/, then release");
    git('checkout', '--', 'dist');
    expect(step('Check that dist/ is fresh', {}).status).toBe(0);
  });

  it('tags the release, moves the major tag to it, and refuses the same version twice', () => {
    const first = git('rev-parse', 'HEAD');
    const tagged = step('Tag the release and move the major tag', { VERSION: 'v1.0.0' });
    expect(tagged.status, tagged.stderr).toBe(0);
    expect(originTag('v1.0.0')).toBe(first);
    expect(originTag('v1')).toBe(first);

    const again = step('Check the version', { VERSION: 'v1.0.0' });
    expect(again.status).toBe(1);
    expect(again.stdout).toContain('tag v1.0.0 exists already');

    const second = commitVersion('1.1.0');
    expect(step('Check the version', { VERSION: 'v1.1.0' }).status).toBe(0);
    const moved = step('Tag the release and move the major tag', { VERSION: 'v1.1.0' });
    expect(moved.status, moved.stderr).toBe(0);
    expect(originTag('v1.1.0')).toBe(second);
    expect(originTag('v1')).toBe(second);
    expect(originTag('v1.0.0')).toBe(first);
  });
});
