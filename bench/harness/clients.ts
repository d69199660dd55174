/**
 * The deployers compared, each run as its own process under `measure` (wall time + peak RSS):
 *   sitepub   the CLI bundle users install (dist/cli/index.js; src/cli/index.ts when no bundle is built)
 *   action    the Action bundle dist/index.js in `deploy` mode, as a runner starts it (INPUT_* env)
 *   surge     the official CLI (node_modules/surge), same folder, same server
 *   tar|gzip  `tar -cf - DIR | gzip -1 > /dev/null`: the compress-and-send limit
 * All use the bench's Node (Node 24), spawned directly rather than through npx, so no npm wrapper is measured.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { measureOk, type Measured } from './proc.ts';
import { NODE, ROOT, sitepubCliEntry } from './server.ts';

export { sitepubCliEntry };

export type Tool =
  'sitepub' | 'sitepub, standalone edges' | 'sitepub, cluster' | 'action' | 'surge' | 'tar|gzip -1';

const baseEnv = (): NodeJS.ProcessEnv => ({ ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', CI: 'true' });

/**
 * `hashCache`: the CLI's SITEPUB_HASH_CACHE folder. Default: a fresh empty one per deploy, so every file is read
 * and hashed as on a fresh CI checkout (a warm cache is what a redeploy from the same folder gets: redeploy.ts).
 */
export async function sitepubDeploy(
  api: string,
  token: string,
  dir: string,
  domain: string,
  extra: string[] = [],
  o: { hashCache?: string } = {},
): Promise<Measured> {
  const cold = o.hashCache ? null : mkdtempSync(join(tmpdir(), 'sitepub-bench-hashes-'));
  try {
    const m = await measureOk(
      'sitepub deploy',
      NODE,
      [sitepubCliEntry(), 'deploy', dir, domain, '--endpoint', api, ...extra],
      {
        cwd: ROOT,
        env: { ...baseEnv(), SURGE_TOKEN: token, SITEPUB_HASH_CACHE: o.hashCache ?? cold! },
      },
    );
    if (!/Published|Staged|"revision":\d+/.test(m.stdout + m.stderr))
      throw new Error(`sitepub deploy printed no result:\n${m.stdout}${m.stderr}`);
    return m;
  } finally {
    if (cold) rmSync(cold, { recursive: true, force: true });
  }
}

export async function surgeDeploy(
  api: string,
  token: string,
  dir: string,
  domain: string,
): Promise<Measured> {
  const m = await measureOk(
    'surge',
    NODE,
    [join(ROOT, 'node_modules/surge/bin/surge'), dir, domain, '--endpoint', api],
    {
      cwd: ROOT,
      env: { ...baseEnv(), SURGE_TOKEN: token },
    },
  );
  // The official CLI writes <dir>/CNAME after a deploy; keep the folders identical for the next tool.
  rmSync(join(dir, 'CNAME'), { force: true });
  if (!/Success/.test(m.stdout + m.stderr))
    throw new Error(`surge printed no success:\n${m.stdout}${m.stderr}`);
  return m;
}

/** Env of a GitHub runner for `node dist/index.js` in deploy mode (no GitHub API: comments and deployments off). */
export function actionEnv(
  api: string,
  token: string,
  dir: string,
  domain: string,
  runner: string,
): NodeJS.ProcessEnv {
  mkdirSync(join(runner, 'tool-cache'), { recursive: true });
  const output = join(runner, 'output');
  writeFileSync(output, '');
  const env: NodeJS.ProcessEnv = {
    ...baseEnv(),
    RUNNER_TEMP: runner,
    RUNNER_TOOL_CACHE: join(runner, 'tool-cache'),
    GITHUB_OUTPUT: output,
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_WORKSPACE: runner,
    INPUT_DOMAIN: domain,
    INPUT_PATH: dir,
    INPUT_TOKEN: token,
    INPUT_ENDPOINT: api,
    INPUT_MODE: 'deploy',
    INPUT_COMMENT: 'false',
    'INPUT_GITHUB-DEPLOYMENT': 'false',
    'INPUT_JOB-SUMMARY': 'false',
    'INPUT_GITHUB-TOKEN': '',
    // Every corpus is an npm package folder: package.json is the one path they all have (monaco has no index).
    'INPUT_HEALTH-CHECK-PATHS': '/package.json',
  };
  delete env.GITHUB_REPOSITORY;
  delete env.GITHUB_STEP_SUMMARY;
  return env;
}

export async function actionDeploy(
  api: string,
  token: string,
  dir: string,
  domain: string,
  runner: string,
  /** The Action bundle to run; another build's, to compare (bench/client-probe.ts). */
  bundle = join(ROOT, 'dist/index.js'),
): Promise<Measured> {
  const m = await measureOk('node dist/index.js', NODE, [bundle], {
    cwd: runner,
    env: actionEnv(api, token, dir, domain, runner),
  });
  if (/^::error::/m.test(m.stdout)) throw new Error(`the Action failed:\n${m.stdout.slice(-2000)}`);
  return m;
}

export async function tarGzip(dir: string, level = 1): Promise<Measured> {
  return measureOk('tar | gzip', 'sh', [
    '-c',
    `tar -cf - -C "$1" "$2" | gzip -${level} > /dev/null`,
    'sh',
    dirname(dir),
    basename(dir),
  ]);
}
