/**
 * Runs the bundled Action (dist/index.js) as a child process with the environment a GitHub runner sets:
 * INPUT_* variables, the event payload file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, GITHUB_API_URL
 * pointing at the fake GitHub, RUNNER_TEMP and RUNNER_TOOL_CACHE. No shell; Node 24 from node_modules.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { completeWebhook } from '../../helpers/github-openapi.ts';

const root = join(import.meta.dirname, '..', '..', '..');
export const NODE = join(root, 'node_modules', '.bin', 'node');
export const ACTION = join(root, 'dist', 'index.js');
/** The Action's sources (src/action/index.ts, what ncc bundles), run by Node 24 directly. */
export const ACTION_SOURCES = join(root, 'src', 'action', 'index.ts');

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** PATH additions the Action made (GITHUB_PATH). */
  paths: string[];
}

export interface RunSpec {
  inputs: Record<string, string>;
  eventName: string;
  payload: Record<string, unknown>;
  sha: string;
  ref: string;
  githubApi: string;
  repository?: string;
  workspace: string;
  env?: Record<string, string>;
  /** What node runs: default ACTION (the bundle). */
  entry?: string;
  /** Sees stdout as it arrives (e.g. to signal the process at a given point). */
  onStdout?: (soFar: string, child: ChildProcess) => void;
}

export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (m) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
      out[m[1]!] = value.join('\n');
    } else if (lines[i]!.includes('=')) {
      const [k, ...v] = lines[i]!.split('=');
      out[k!] = v.join('=');
    }
  }
  return out;
}

/**
 * The event payload as GitHub sends it: the test's own fields, the repository the run is in (every payload names
 * it), and every other field GitHub's webhook schema requires (github-openapi.ts); it must validate against that
 * schema, so a test cannot feed the Action a payload GitHub would never send.
 */
export function eventPayload(
  spec: Pick<RunSpec, 'eventName' | 'payload' | 'repository'>,
): Record<string, unknown> {
  const [owner = 'octo', name = 'site'] = (spec.repository ?? 'octo/site').split('/');
  const repository = {
    full_name: `${owner}/${name}`,
    name,
    owner: { login: owner },
    default_branch: 'main',
    ...(spec.payload.repository as Record<string, unknown> | undefined),
  };
  return completeWebhook(spec.eventName, { ...spec.payload, repository });
}

let runCounter = 0;
/**
 * The runners' folders, one parent per test file, removed after its tests: a test may still use what a run
 * left (the CLI the Action put on PATH) after runAction returns.
 */
let runners: string | undefined;
const runnersDir = (): string => (runners ??= mkdtempSync(join(tmpdir(), 'sitepub-runners-')));
afterAll(() => {
  if (runners) rmSync(runners, { recursive: true, force: true });
  runners = undefined;
});

export async function runAction(spec: RunSpec): Promise<ActionRun> {
  const dir = await mkdtemp(join(runnersDir(), 'runner-'));
  const files = {
    event: join(dir, 'event.json'),
    output: join(dir, 'output'),
    summary: join(dir, 'summary.md'),
    path: join(dir, 'path'),
    temp: join(dir, 'temp'),
    cache: join(dir, 'tool-cache'),
  };
  await mkdir(files.temp);
  await mkdir(files.cache);
  await writeFile(files.event, JSON.stringify(eventPayload(spec)));
  for (const f of [files.output, files.summary, files.path]) await writeFile(f, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: dir,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: spec.eventName,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_PATH: files.path,
    GITHUB_API_URL: spec.githubApi,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: spec.repository ?? 'octo/site',
    GITHUB_SHA: spec.sha,
    GITHUB_REF: spec.ref,
    GITHUB_RUN_ID: String(4000 + ++runCounter),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKSPACE: spec.workspace,
    RUNNER_TEMP: files.temp,
    RUNNER_TOOL_CACHE: files.cache,
    ...spec.env,
  };
  for (const [k, v] of Object.entries(spec.inputs)) env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v;
  const child = spawn(NODE, [spec.entry ?? ACTION], {
    cwd: spec.workspace,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
    spec.onStdout?.(stdout, child);
  });
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(files.output, 'utf8')),
    summary: await readFile(files.summary, 'utf8'),
    paths: (await readFile(files.path, 'utf8')).split('\n').filter(Boolean),
  };
}

/** A realistic `pull_request` payload (the fields the Action reads, plus the usual neighbours). */
export function pullRequestPayload(o: {
  action: string;
  number: number;
  headSha: string;
  headRef: string;
  title?: string;
  merged?: boolean;
  fork?: boolean;
  mergeSha?: string;
}): Record<string, unknown> {
  const base = { full_name: 'octo/site', name: 'site', owner: { login: 'octo' }, default_branch: 'main' };
  const headRepo = o.fork
    ? { full_name: 'stranger/site', name: 'site', owner: { login: 'stranger' }, fork: true }
    : base;
  return {
    action: o.action,
    number: o.number,
    pull_request: {
      number: o.number,
      state: o.action === 'closed' ? 'closed' : 'open',
      title: o.title ?? `Change #${o.number}`,
      merged: o.merged ?? false,
      merge_commit_sha: o.mergeSha ?? null,
      user: { login: o.fork ? 'stranger' : 'octocat' },
      head: {
        sha: o.headSha,
        ref: o.headRef,
        label: `${o.fork ? 'stranger' : 'octo'}:${o.headRef}`,
        repo: headRepo,
      },
      base: { sha: 'f'.repeat(40), ref: 'main', label: 'octo:main', repo: base },
    },
    repository: base,
    sender: { login: 'octocat' },
  };
}

/** A 40-character commit sha made of one repeated character (`sha('a')`). */
export const sha = (c: string): string => c.repeat(40).slice(0, 40);

/** What a suite's runs share: the site, its server and token, the fake GitHub and the workspace. */
export interface SpecBase {
  domain: string;
  token: string;
  endpoint: string;
  githubApi: string;
  workspace: string;
}

/** A run on the default branch with the suite's inputs; `o` overrides any field and adds inputs. */
export function specWith(
  base: SpecBase,
  o: Partial<RunSpec> & Pick<RunSpec, 'eventName' | 'payload'>,
): RunSpec {
  return {
    sha: sha('0'),
    ref: 'refs/heads/main',
    githubApi: base.githubApi,
    workspace: base.workspace,
    ...o,
    inputs: {
      domain: base.domain,
      token: base.token,
      endpoint: base.endpoint,
      'github-token': 'ghs_faketoken123',
      ...o.inputs,
    },
  };
}
