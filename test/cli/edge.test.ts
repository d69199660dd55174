// `sitepub edge`: a standalone edge joins a running origin with the shared secret, serves what is published
// there, and exits 0 on SIGTERM.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { fetchSite, runCli, spawnCli } from './run-cli.ts';

let server: TestServer;
let tmp: string;

beforeAll(async () => {
  server = await startTestServer({ edges: 1 }); // local edges: the origin keeps its secret in <data>/edge-secret
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-edge-'));
});
afterAll(async () => {
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** A standalone edge process of this origin; `line` is its first stdout line (the --json announcement). */
function startEdge(dir: string, secret: string) {
  const child = spawnCli(
    ['edge', '--json', '--origin', server.api, '--data', path.join(tmp, dir), '--tls-port', '0'],
    { home: tmp, env: { SITEPUB_EDGE_SECRET: secret } },
  );
  child.stdin!.end();
  let stdout = '';
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const line = new Promise<string>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
      if (stdout.includes('\n')) resolve(stdout.slice(0, stdout.indexOf('\n')));
    });
    child.on('exit', (code) => reject(new Error(`edge exited ${code}: ${stderr}`)));
  });
  line.catch(() => {}); // awaited by the test; an exit after the first line must not go unhandled
  return { child, line, output: () => stdout + stderr };
}

describe('sitepub edge', () => {
  it('refuses to start without the shared secret', async () => {
    const r = await runCli(['edge', '--origin', server.api, '--data', path.join(tmp, 'x')], { home: tmp });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--secret or set SITEPUB_EDGE_SECRET/);
  });

  it('--help lists --trust-proxy and the --json line (with tlsUrl)', async () => {
    const r = await runCli(['edge', '--help'], { home: tmp });
    expect(r.stdout).toContain('--trust-proxy <addrs>');
    expect(r.stdout).toMatch(/--json .*\n.*"tlsUrl"/);
  });

  it('refuses --host 0.0.0.0 without --public-url (the origin cannot reach a wildcard address)', async () => {
    const r = await runCli(
      [
        'edge',
        '--origin',
        server.api,
        '--data',
        path.join(tmp, 'wild'),
        '--host',
        '0.0.0.0',
        '--secret',
        's',
      ],
      { home: tmp },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--host 0\.0\.0\.0 listens on every interface.*pass --public-url/);
    expect(fs.existsSync(path.join(tmp, 'wild'))).toBe(false);
  });

  it('a secret the origin rejects: exit 1 with a clear error, never "listening"', async () => {
    const r = await runCli(
      ['edge', '--origin', server.api, '--data', path.join(tmp, 'wrong'), '--secret', 'not-the-secret'],
      { home: tmp },
    );
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/^error the origin .* rejected the edge secret \(HTTP 401\)/m);
    expect(r.stdout + r.stderr).not.toMatch(/listening|unreachable/);
    expect(r.stdout + r.stderr).not.toContain('not-the-secret');
  }, 30_000);

  it('registers with the origin, serves newly published sites, exits 0 on SIGTERM', async () => {
    const secret = fs.readFileSync(path.join(server.data, 'edge-secret'), 'utf8').trim();
    const { child, line, output } = startEdge('edge', secret);
    const exited = once(child, 'exit');
    try {
      const edge = JSON.parse(await line) as { id: string; url: string; tlsUrl: string; origin: string };
      expect(edge.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      // HTTPS too, announced to the origin (audits check its certificates)
      expect(edge.tlsUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const known = server.server.app.distributor.edges().find((e) => e.id === edge.id);
      expect(known?.tlsUrl).toBe(edge.tlsUrl);
      expect(edge.origin).toBe(server.api);
      expect(output()).not.toContain(secret);

      const site = path.join(tmp, 'site');
      fs.mkdirSync(site);
      fs.writeFileSync(path.join(site, 'index.html'), '<p>served by a standalone edge</p>');
      const token = await server.token();
      const deployed = await runCli(
        ['--endpoint', server.api, 'deploy', site, 'edge-test.localhost', '--json'],
        {
          home: tmp,
          env: { SURGE_TOKEN: token },
        },
      );
      expect(deployed.code, deployed.stderr).toBe(0);
      const page = await fetchSite(`http://edge-test.localhost:${new URL(edge.url).port}/`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('served by a standalone edge');
    } finally {
      child.kill('SIGTERM');
    }
    const [code, signal] = await exited;
    expect(signal).toBeNull();
    expect(code).toBe(0);
  });

  it('a deploy while an edge is down says which edges do not serve it (edges 1/2, not 2/2)', async () => {
    const secret = fs.readFileSync(path.join(server.data, 'edge-secret'), 'utf8').trim();
    const { child, line } = startEdge('doomed-edge', secret);
    const exited = once(child, 'exit');
    const edge = JSON.parse(await line) as { id: string };
    child.kill('SIGKILL'); // gone without a word: the origin still lists it
    await exited;
    const site = path.join(tmp, 'site-2');
    fs.mkdirSync(site);
    fs.writeFileSync(path.join(site, 'index.html'), '<p>one edge down</p>');
    const deployed = await runCli(['--endpoint', server.api, 'deploy', site, 'edge-down.localhost'], {
      home: tmp,
      env: { SURGE_TOKEN: await server.token() },
    });
    expect(deployed.code, deployed.stderr).toBe(0);
    const all = deployed.stdout + deployed.stderr;
    // the serve process's own edge confirms; the killed one (and any earlier test's edge still listed) does not
    const listed = server.server.app.distributor.edges().length;
    expect(listed).toBeGreaterThanOrEqual(2);
    expect(all).toContain(`edges: done (1/${listed})`);
    expect(all).toContain(
      `1 of ${listed} edges serve this revision; the others catch up when they are back:`,
    );
    expect(all).toMatch(new RegExp(`${edge.id} \\(127\\.0\\.0\\.1:\\d+\\): unreachable`));
  }, 30_000);
});
