// `sitepub serve --json`: exactly one line once every listener is up, then SIGTERM → graceful exit 0.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchSite, runCli, spawnCli } from './run-cli.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-serve-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('sitepub serve', () => {
  it('prints one JSON line with the API and edge URLs, serves, and exits 0 on SIGTERM', async () => {
    const child = spawnCli(['serve', '--json', '--data', path.join(tmp, 'data'), '--edges', '2'], {
      home: tmp,
    });
    child.stdin!.end();
    let stdout = '';
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const firstLine = new Promise<string>((resolve, reject) => {
      child.stdout!.setEncoding('utf8').on('data', (d: string) => {
        stdout += d;
        if (stdout.includes('\n')) resolve(stdout.slice(0, stdout.indexOf('\n')));
      });
      child.on('exit', (code) => reject(new Error(`serve exited ${code} before printing: ${stderr}`)));
    });
    const exited = once(child, 'exit');
    try {
      const line = JSON.parse(await firstLine) as {
        api: string;
        edges: string[];
        domain: string;
        dashboard: string | null;
        docs: string | null;
      };
      // The fields it always had, plus where the dashboard and the API reference are (issue #39.3).
      expect(Object.keys(line).sort()).toEqual(['api', 'dashboard', 'docs', 'domain', 'edges']);
      expect(line.dashboard).toBe(`${line.api}/dashboard`);
      expect(line.docs).toBe(`${line.api}/docs`);
      expect(line.api).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(line.edges).toHaveLength(2);
      for (const e of line.edges) expect(e).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(line.domain).toBe('localhost');

      // Every listener answers.
      const stats = await fetch(`${line.api}/stats`);
      expect(stats.status).toBe(200);
      for (const e of line.edges) {
        const res = await fetchSite(`http://nothing-here.localhost:${new URL(e).port}/`);
        expect(res.status).toBe(404);
      }
    } finally {
      child.kill('SIGTERM');
    }
    const [code, signal] = await exited;
    expect(signal).toBeNull();
    expect(code).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a data folder it cannot create with one line naming it, and exits 1 (never hangs)', async () => {
    const file = path.join(tmp, 'a-file');
    fs.writeFileSync(file, 'x');
    const bad = [path.join(file, 'data')];
    // procfs answers ENOENT to mkdir, on which Node 24's recursive mkdir loops forever
    if (fs.existsSync('/proc/self')) bad.push('/proc/sitepub-nope/data');
    for (const data of bad) {
      const r = await runCli(['serve', '--data', data, '--port', '0'], { home: tmp });
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(`cannot use ${data} as the data folder`);
      expect(r.stderr).toContain('--data');
    }
    const edge = await runCli(
      ['edge', '--data', bad[0]!, '--secret', 's', '--origin', 'http://127.0.0.1:9'],
      {
        home: tmp,
      },
    );
    expect(edge.code, edge.stderr).toBe(1);
    expect(edge.stderr).toContain(
      `cannot use ${bad[0]} as the data folder: ${file} exists and is not a folder`,
    );
  }, 30_000);

  it('a data folder it cannot write in: names the path and the operation, says it must be writable', async () => {
    // As root nothing is read-only by mode: a file where a folder must be (and the reverse) fails the same way.
    const serveData = path.join(tmp, 'blobs-is-a-file');
    fs.mkdirSync(serveData);
    fs.writeFileSync(path.join(serveData, 'blobs'), 'x');
    const r = await runCli(['serve', '--data', serveData, '--port', '0', '--edges', '0'], { home: tmp });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain(`cannot mkdir ${path.join(serveData, 'blobs')} (EEXIST): the data folder`);
    expect(r.stderr).toMatch(/must be a folder this user can write/);
    expect(r.stderr).not.toContain('.surgeignore');

    const edgeData = path.join(tmp, 'edge-id-is-a-folder');
    fs.mkdirSync(path.join(edgeData, 'edge-id'), { recursive: true });
    const e = await runCli(['edge', '--data', edgeData, '--secret', 's', '--origin', 'http://127.0.0.1:9'], {
      home: tmp,
    });
    expect(e.code, e.stderr).toBe(1);
    expect(e.stderr).toContain(`cannot write the edge id to ${path.join(edgeData, 'edge-id')} (EISDIR)`);
    expect(e.stderr).toMatch(/must be writable/);
    expect(e.stderr).not.toContain('.surgeignore');

    const edgeBlobs = path.join(tmp, 'edge-blobs-is-a-file');
    fs.mkdirSync(edgeBlobs);
    fs.writeFileSync(path.join(edgeBlobs, 'blobs'), 'x');
    const b = await runCli(['edge', '--data', edgeBlobs, '--secret', 's', '--origin', 'http://127.0.0.1:9'], {
      home: tmp,
    });
    expect(b.code, b.stderr).toBe(1);
    expect(b.stderr).toContain(`${path.join(edgeBlobs, 'blobs')} (EEXIST): the data folder ${edgeBlobs}`);
    expect(b.stderr).not.toContain('.surgeignore');
  }, 30_000);
});
