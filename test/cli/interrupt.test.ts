// Ctrl-C during an upload: the CLI cancels the deploy, says so in one line, exits 130, production unchanged.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { corpusPath } from '../helpers/corpora.ts';
import { fetchSite, runCli, spawnCli } from './run-cli.ts';

const DOMAIN = 'interrupted.localhost';
let server: TestServer;
let tmp: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ edges: 1 });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-int-'));
  token = await server.token();
});
afterAll(async () => {
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('interrupting a deploy', () => {
  it('SIGINT mid-upload: exit 130, one error line, the live revision keeps serving', async () => {
    const site = path.join(tmp, 'v1');
    fs.mkdirSync(site);
    fs.writeFileSync(path.join(site, 'index.html'), '<p>v1 stays live</p>');
    const env = { SURGE_TOKEN: token };
    const first = await runCli(['--endpoint', server.api, 'deploy', site, DOMAIN, '--json'], {
      home: tmp,
      env,
    });
    expect(first.code, first.stderr).toBe(0);
    const live = JSON.parse(first.stdout) as { url: string; revision: number };

    // monaco: ~100 MB in ~1,900 files, so the upload is still running when the signal arrives.
    const child = spawnCli(['--endpoint', server.api, 'deploy', corpusPath('monaco'), DOMAIN], {
      home: tmp,
      env,
    });
    child.stdin!.end();
    let stderr = '';
    let stdout = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    const exited = once(child, 'exit');
    await new Promise<void>((resolve) => {
      child.stderr!.setEncoding('utf8').on('data', (d: string) => {
        stderr += d;
        if (stderr.includes('upload: started')) resolve();
      });
    });
    child.kill('SIGINT');
    const [code] = await exited;
    expect(code, stderr).toBe(130);
    const errors = stderr.split('\n').filter((l) => l.startsWith('error'));
    expect(errors).toEqual([
      expect.stringMatching(/^error SIGINT: the deploy of interrupted\.localhost was cancelled/),
    ]);
    expect(stdout).toBe('');

    const revs = await runCli(['--endpoint', server.api, 'list', DOMAIN, '--json'], { home: tmp, env });
    expect((JSON.parse(revs.stdout) as { rev: number; current: boolean }[]).filter((r) => r.current)).toEqual(
      [expect.objectContaining({ rev: live.revision })],
    );
    expect((await fetchSite(live.url)).body).toContain('v1 stays live');
  });
});
