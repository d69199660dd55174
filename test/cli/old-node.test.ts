/**
 * The CLI on a node older than it needs (src/cli/server-runtime.ts): `sitepub serve` and `sitepub edge` need 24,
 * the client commands what undici 8 needs (22.19); either way one line saying which Node.js is needed and which
 * this is, exit 1, before anything is loaded. The process tests run the bundled CLI with the machine's own node
 * where that is older (Node 20 on this project's machines); the functions are checked anyway.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  clientRuntimeProblem,
  SERVER_NODE_MAJOR,
  serverRuntimeProblem,
} from '../../src/cli/server-runtime.ts';
import { startTestServer } from '../helpers/server.ts';
import { REPO, runCommand } from './run-cli.ts';

/** A node on PATH outside node_modules (the system's), with its major version. */
function systemNode(): { bin: string; major: number } | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const bin = path.join(dir, 'node');
    if (dir.includes('node_modules') || !fs.existsSync(bin)) continue;
    const version = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
    return { bin, major: Number(version.slice(1).split('.')[0]) };
  }
  return null;
}

const old = systemNode();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-old-node-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('server commands on an older node', () => {
  it('names the node needed and the one found; accepts 24 and later', () => {
    expect(serverRuntimeProblem('serve', '24.0.0')).toBeNull();
    expect(serverRuntimeProblem('edge', '25.1.0')).toBeNull();
    expect(serverRuntimeProblem('serve', process.versions.node)).toBeNull();
    const problem = serverRuntimeProblem('serve', '22.12.0')!;
    expect(problem).toMatch(/^sitepub serve needs Node\.js 24 or later \(node:sqlite, zstd in node:zlib\); /);
    expect(problem).toContain('this is Node.js v22.12.0.');
    expect(problem).toContain('nvm install 24');
    expect(serverRuntimeProblem('edge', 'v20.20.2')).toContain('sitepub edge needs Node.js 24');
    expect(serverRuntimeProblem('edge', 'v20.20.2')).toContain('this is Node.js v20.20.2.');
    expect(serverRuntimeProblem('serve', 'not a version')).not.toBeNull();
  });

  it('client commands: names 22.19 (undici 8) and the node found; accepts 22.19 and later', () => {
    expect(clientRuntimeProblem('22.19.0')).toBeNull();
    expect(clientRuntimeProblem('23.0.0')).toBeNull();
    expect(clientRuntimeProblem(process.versions.node)).toBeNull();
    expect(clientRuntimeProblem('22.18.1')).toMatch(
      /^sitepub needs Node\.js 22\.19 or later .*this is Node\.js v22\.18\.1\./,
    );
    expect(clientRuntimeProblem('v20.20.2')).toContain('nvm install 24');
    expect(clientRuntimeProblem('not a version')).not.toBeNull();
  });

  it.runIf(old && old.major < SERVER_NODE_MAJOR)(
    'the bundled CLI run by that node: one line and exit 1 for serve and edge, before loading them',
    async () => {
      const cli = path.join(REPO, 'dist/cli/index.js');
      const runs = {
        serve: ['serve', '--port', '0', '--data', path.join(tmp, 'data')],
        edge: ['edge', '--origin', 'http://127.0.0.1:9', '--secret', 's', '--data', path.join(tmp, 'edge')],
      };
      for (const [command, args] of Object.entries(runs)) {
        const r = await runCommand(old!.bin, [cli, ...args], { home: tmp, env: { NO_COLOR: '1' } });
        expect(r.code, r.stderr).toBe(1);
        expect(r.stderr.trim().split('\n'), r.stderr).toHaveLength(1);
        expect(r.stderr).toContain(`error sitepub ${command} needs Node.js 24 or later`);
        expect(r.stderr).toContain(`this is Node.js v${old!.major}.`);
      }
      expect(fs.existsSync(path.join(tmp, 'data')), 'no data folder made').toBe(false);
    },
  );

  it.runIf(old && old.major < 22)(
    'client commands on that node: one line naming the Node.js they need, exit 1, nothing sent',
    async () => {
      const srv = await startTestServer({ edges: 1 });
      try {
        const site = path.join(tmp, 'site');
        fs.mkdirSync(site, { recursive: true });
        fs.writeFileSync(path.join(site, 'index.html'), '<p>from an older node</p>');
        const r = await runCommand(
          old!.bin,
          [path.join(REPO, 'dist/cli/index.js'), 'deploy', site, 'old-node.localhost', '-e', srv.api],
          { home: tmp, env: { NO_COLOR: '1', SURGE_TOKEN: await srv.token() } },
        );
        expect(r.code, r.stderr).toBe(1);
        expect(r.stderr.trim().split('\n'), r.stderr).toHaveLength(1);
        expect(r.stderr).toContain('error sitepub needs Node.js 22.19 or later');
        expect(r.stderr).toContain(`this is Node.js v${old!.major}.`);
        const list = await fetch(`${srv.api}/old-node.localhost/list`, {
          headers: { authorization: `Basic ${Buffer.from(`token:${await srv.token()}`).toString('base64')}` },
        });
        expect(list.status, 'nothing was published').toBe(404);
      } finally {
        await srv.close();
      }
    },
  );
});
