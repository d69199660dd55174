// `analytics` and `audit` print aligned human tables (colour only when allowed), `--json` the API's answer.
// Real CLI process, real server and edge; the traffic is real requests through the edge.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { fetchSite, runCli } from './run-cli.ts';

const DOMAIN = 'tables.localhost';
let server: TestServer;
let tmp: string;
let token: string;
let url: string;
let rev: number;

const cli = (args: string[], env: Record<string, string> = {}) =>
  runCli(['--endpoint', server.api, ...args], { home: tmp, env: { SURGE_TOKEN: token, ...env } });

/** Column start offsets of a header line (two or more spaces separate columns). */
function columns(header: string): number[] {
  const starts = [header.search(/\S/)];
  for (const m of header.matchAll(/\s{2,}(?=\S)/g)) starts.push(m.index + m[0].length);
  return starts;
}

beforeAll(async () => {
  server = await startTestServer({ edges: 1 });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-tables-'));
  token = await server.token();
  const site = path.join(tmp, 'site');
  fs.mkdirSync(site);
  fs.writeFileSync(path.join(site, 'index.html'), '<p>home page</p>');
  fs.writeFileSync(path.join(site, 'app.css'), 'p { color: red }');
  const r = await cli(['deploy', site, DOMAIN, '--json']);
  expect(r.code, r.stderr).toBe(0);
  ({ url, revision: rev } = JSON.parse(r.stdout) as { url: string; revision: number });
  // Traffic: 3 page views, 2 stylesheet loads, 1 miss.
  for (let i = 0; i < 3; i++) expect((await fetchSite(`${url}/`)).status).toBe(200);
  for (let i = 0; i < 2; i++) expect((await fetchSite(`${url}/app.css`)).status).toBe(200);
  expect((await fetchSite(`${url}/missing-page`)).status).toBe(404);
});
afterAll(async () => {
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('analytics', () => {
  it('a per-day table with totals and the ranked lists, no colour under NO_COLOR', async () => {
    const r = await cli(['analytics', DOMAIN]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('\u001b[');
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(
      new RegExp(`^Traffic of ${DOMAIN} \\d{4}-\\d\\d-\\d\\d to \\d{4}-\\d\\d-\\d\\d`),
    );
    const headerAt = lines.findIndex((l) => l.startsWith('DAY'));
    const header = lines[headerAt]!;
    expect(header).toMatch(/^DAY\s+VISITS\s+UNIQUES\s+REQUESTS\s+BANDWIDTH\s+CACHE HITS$/);
    const today = new Date().toISOString().slice(0, 10);
    const day = lines.find((l) => l.startsWith(today))!;
    const total = lines.find((l) => l.startsWith('total'))!;
    // Numbers are right-aligned under their header: each row ends where the header's columns end.
    for (const row of [day, total]) {
      expect(row.length).toBe(header.length);
      const cells = row.split(/\s{2,}/);
      expect(cells.slice(1, 4)).toEqual(['3', '1', '6']); // visits, uniques, requests
    }
    expect(r.stdout).toMatch(/^status codes\s+200 5 · 404 1$/m);
    expect(r.stdout).toMatch(/^top pages\s+\/ 3 · \/app\.css 2$/m);
    expect(r.stdout).toMatch(/^errors\s+\/missing-page 1$/m);
    expect(r.stdout).toMatch(/^edges\s+edge-1\S* .*6$/m);
  });

  it('--json: exactly the API answer, one line', async () => {
    const r = await cli(['analytics', DOMAIN, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const a = JSON.parse(r.stdout) as { domain: string; traffic: { visits: { t: number } } };
    expect(a.domain).toBe(DOMAIN);
    expect(a.traffic.visits.t).toBe(3);
  });

  it('FORCE_COLOR=1 colours the header, NO_COLOR wins over it', async () => {
    const coloured = await cli(['analytics', DOMAIN], { NO_COLOR: '', FORCE_COLOR: '1' });
    expect(coloured.stdout).toContain('\u001b[');
    // Stripped of colour, the table is the same as the plain one.
    const plain = await cli(['analytics', DOMAIN]);
    // eslint-disable-next-line no-control-regex -- comparing without ANSI colour codes
    expect(coloured.stdout.replace(/\x1b\[[0-9;]*m/g, '')).toBe(plain.stdout);
    const both = await cli(['analytics', DOMAIN], { NO_COLOR: '1', FORCE_COLOR: '1' });
    expect(both.stdout).not.toContain('\u001b[');
    const flag = await cli(['analytics', DOMAIN, '--no-color'], { NO_COLOR: '', FORCE_COLOR: '1' });
    expect(flag.stdout).not.toContain('\u001b[');
  });

  it('an unknown project: one error line, exit 1', async () => {
    const r = await cli(['analytics', 'nothing-here.localhost']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^error project nothing-here\.localhost does not exist; publish it first with `sitepub --endpoint \S+ deploy <path> nothing-here\.localhost`/,
      ),
    ]);
  });
});

describe('usage', () => {
  it('requests and bandwidth per day, a total and the monthly estimate', async () => {
    const r = await cli(['usage', DOMAIN]);
    expect(r.code, r.stderr).toBe(0);
    const json = JSON.parse((await cli(['usage', DOMAIN, '--json'])).stdout) as {
      bandwidth: { t: number };
      connections: { t: number };
    };
    expect(json.connections.t).toBe(6);
    expect(r.stdout).toMatch(new RegExp(`^Bandwidth of ${DOMAIN} `));
    expect(r.stdout).toMatch(/^DAY\s+REQUESTS\s+BANDWIDTH$/m);
    expect(r.stdout).toMatch(/^total\s+6\s+\d+ B$/m);
    expect(r.stdout).toMatch(/^estimated monthly\s+\S+ (B|kB) \(busiest day × 30\)$/m);
  });
});

describe('audit', () => {
  it('one aligned row per edge, with the live revision and the sync state', async () => {
    const r = await cli(['audit', DOMAIN]);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe(`${DOMAIN} all 1 edge(s) serve the origin's version`);
    const header = lines.find((l) => l.startsWith('EDGE'))!;
    expect(header).toMatch(
      /^EDGE\s+LOCATION\s+LIVE REV\s+FILES\s+SIZE\s+IN SYNC\s+LATENCY\s+SYNCED AT\s+HTTPS$/,
    );
    const row = lines.find((l) => l.startsWith('edge-1'))!;
    expect(row).toContain(String(rev));
    expect(row).toMatch(/\s2\s+32 B\s+yes\s+\d+ ms\s/);
    // Left-aligned text columns start under their header.
    const at = columns(header);
    expect(row.indexOf(String(rev))).toBe(at[2]);
    expect(row.indexOf('yes')).toBe(at[5]);
  });

  it('--json: the per-edge object', async () => {
    const r = await cli(['audit', DOMAIN, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const audit = JSON.parse(r.stdout) as Record<string, { rev: number; inSync: boolean }>;
    expect(Object.values(audit)).toEqual([expect.objectContaining({ rev, inSync: true })]);
  });
});
