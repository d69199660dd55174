/**
 * `npm run load`: 20 deploy workers publish to 20 domains over and over while autocannon drives traffic at
 * every edge for 60 s, all on 127.0.0.1 against a real `sitepub serve` child process with real rate limits.
 * Reports deploy errors and traffic errors (both must be 0), p50/p99 latency and throughput, as a table on
 * stdout and JSON in bench/results/load.json. Exits 1 if any error was seen.
 *
 * Environment (all optional):
 *   LOAD_SECONDS=60        traffic duration (the deploy workers stop with it)
 *   LOAD_DEPLOYERS=20      concurrent deploy workers, one domain each
 *   LOAD_CONNECTIONS=32    autocannon connections per edge
 *   LOAD_EDGES=2           local edge nodes
 * Rate limits stay the real ones (spec part 8): deploys are spaced so 20 domains × ≤10 deploys stay under 240
 * per IP, ≤40 per account (5 accounts) and ≤30 per domain; accounts are verified through the mailed link.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { Header } from 'tar';

const ROOT = resolve(import.meta.dirname, '..');
const int = (name: string, fallback: number) => {
  const v = process.env[name];
  if (!v) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < 1) throw new Error(`${name} must be a positive integer, got "${v}"`);
  return Number(v);
};
const SECONDS = int('LOAD_SECONDS', 60);
const DEPLOYERS = int('LOAD_DEPLOYERS', 20);
const CONNECTIONS = int('LOAD_CONNECTIONS', 32);
const EDGES = int('LOAD_EDGES', 2);
const ACCOUNTS = 5;
const PASSWORD = 'load-test password 1';
const log = (m: string) => void process.stderr.write(`${m}\n`);

/** A small site (20 pages, a script, a stylesheet) whose pages name the version. Plain tar built by hand. */
function site(domain: string, version: number): Buffer {
  const files: [string, string][] = [
    ['index.html', `<!doctype html><title>${domain}</title><h1>v${version}</h1>`],
    ['app.js', `console.log(${JSON.stringify('x'.repeat(30))});\n`.repeat(200)],
    ['style.css', 'body{font-family:sans-serif;margin:2rem}\n'.repeat(50)],
  ];
  for (let i = 0; i < 20; i++) files.push([`page${i}.html`, `<p>${domain} page ${i} v${version}</p>`]);
  const parts: Buffer[] = [];
  for (const [name, text] of files) {
    const body = Buffer.from(text);
    const h = Buffer.alloc(512);
    new Header({
      path: `site/${name}`,
      type: 'File',
      size: body.length,
      mode: 0o644,
      mtime: new Date(0),
    }).encode(h, 0);
    parts.push(h, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts), { level: 6 });
}

const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

async function startOrigin(data: string) {
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'src/cli/index.ts'),
      'serve',
      '--data',
      data,
      '--port',
      '0',
      '--edges',
      String(EDGES),
      '--json',
      '--quiet',
    ],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: data },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const line = await new Promise<string>((ok, fail) => {
    createInterface({ input: child.stdout! }).once('line', ok);
    child.once('exit', (code) => fail(new Error(`sitepub serve exited with ${code}`)));
  });
  const { api, edges } = JSON.parse(line) as { api: string; edges: string[] };
  for (const u of [api, ...edges])
    if (new URL(u).hostname !== '127.0.0.1') throw new Error(`refusing to load-test ${u}: 127.0.0.1 only`);
  return { api, edges, child };
}

async function verifiedToken(api: string, data: string, email: string): Promise<string> {
  const res = await fetch(`${api}/token`, {
    method: 'POST',
    headers: { authorization: basic(email, PASSWORD) },
  });
  const { token } = (await res.json()) as { token: string };
  await (
    await fetch(`${api}/verification`, { method: 'POST', headers: { authorization: basic('token', token) } })
  ).arrayBuffer();
  const outbox = join(data, 'outbox');
  for (const name of await readdir(outbox)) {
    const mail = JSON.parse(await readFile(join(outbox, name), 'utf8')) as { to: string; text: string };
    const link = mail.to === email ? /(http\S+\/verification\/\S+)/.exec(mail.text)?.[1] : undefined;
    if (link) {
      await (await fetch(link)).arrayBuffer();
      return token;
    }
  }
  throw new Error(`no verification mail for ${email}`);
}

interface DeployStats {
  ok: number;
  failed: number;
  failures: string[];
  durations: number[];
}

async function deploy(api: string, token: string, domain: string, version: number, stats: DeployStats) {
  const started = performance.now();
  try {
    const res = await fetch(`${api}/${domain}`, {
      method: 'PUT',
      headers: {
        authorization: basic('token', token),
        'content-type': 'application/gzip',
        accept: 'application/x-ndjson',
        message: `v${version}`,
      },
      body: site(domain, version),
    });
    const text = await res.text();
    const last = text.trim().split('\n').at(-1) ?? '';
    if (res.status === 200 && last.includes('"type":"info"')) {
      stats.ok++;
      stats.durations.push(performance.now() - started);
    } else {
      stats.failed++;
      stats.failures.push(
        `${domain} v${version}: ${res.status} ${res.headers.get('reason') ?? last.slice(0, 200)}`,
      );
    }
  } catch (err) {
    stats.failed++;
    stats.failures.push(`${domain} v${version}: ${(err as Error).message}`);
  }
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

async function main() {
  const data = await mkdtemp(join(tmpdir(), 'sitepub-load-'));
  const origin = await startOrigin(data);
  log(`origin ${origin.api}, edges ${origin.edges.join(' ')}; data ${data}`);
  try {
    const tokens: string[] = [];
    for (let a = 0; a < ACCOUNTS; a++)
      tokens.push(await verifiedToken(origin.api, data, `load${a}@load.test`));
    const domains = Array.from({ length: DEPLOYERS }, (_, i) => `site${i}.load.test`);
    const warm: DeployStats = { ok: 0, failed: 0, failures: [], durations: [] };
    await Promise.all(domains.map((d, i) => deploy(origin.api, tokens[i % ACCOUNTS]!, d, 0, warm)));
    if (warm.failed) throw new Error(`initial deploys failed: ${warm.failures.join('; ')}`);
    log(`${domains.length} domains live; ${SECONDS} s of traffic with ${DEPLOYERS} deploy workers…`);

    const requests = domains.flatMap((d) =>
      ['/', '/app.js', '/style.css', '/page3', '/page7.html'].map((path) => ({
        method: 'GET' as const,
        path,
        headers: { host: d },
      })),
    );
    const stats: DeployStats = { ok: 0, failed: 0, failures: [], durations: [] };
    const deadline = Date.now() + SECONDS * 1000;
    // ≤10 deploys per domain in the window keeps every real rate limit (see header comment)
    const perDomain = Math.min(10, Math.floor(240 / DEPLOYERS) - 1, 29);
    const gap = (SECONDS * 1000) / perDomain;
    const workers = domains.map(async (d, i) => {
      await new Promise((r) => setTimeout(r, (gap * i) / DEPLOYERS));
      for (let v = 1; v <= perDomain && Date.now() < deadline; v++) {
        const t = Date.now();
        await deploy(origin.api, tokens[i % ACCOUNTS]!, d, v, stats);
        await new Promise((r) => setTimeout(r, Math.max(0, gap - (Date.now() - t))));
      }
    });
    const traffic = origin.edges.map((url) =>
      autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests, timeout: 10 }),
    );
    const [results] = await Promise.all([Promise.all(traffic), Promise.all(workers)]);

    const durations = [...stats.durations].sort((a, b) => a - b);
    const totalRequests = results.reduce((s, r) => s + r.requests.total, 0);
    const report = {
      date: new Date().toISOString(),
      machine: `${(await import('node:os')).cpus().length} CPUs, ${process.platform}`,
      seconds: SECONDS,
      edges: origin.edges.length,
      connectionsPerEdge: CONNECTIONS,
      traffic: {
        requests: totalRequests,
        requestsPerSecond: Math.round(results.reduce((s, r) => s + r.requests.average, 0)),
        megabytesPerSecond: +(results.reduce((s, r) => s + r.throughput.average, 0) / 1e6).toFixed(1),
        latencyMs: {
          p50: Math.max(...results.map((r) => r.latency.p50)),
          p99: Math.max(...results.map((r) => r.latency.p99)),
          max: Math.max(...results.map((r) => r.latency.max)),
        },
        errors: results.reduce((s, r) => s + r.errors + r.timeouts, 0),
        non2xx: results.reduce((s, r) => s + r.non2xx, 0),
      },
      deploys: {
        workers: DEPLOYERS,
        ok: stats.ok,
        failed: stats.failed,
        perMinute: Math.round((stats.ok / SECONDS) * 60),
        latencyMs: {
          p50: Math.round(pct(durations, 50)),
          p99: Math.round(pct(durations, 99)),
          max: Math.round(durations.at(-1) ?? 0),
        },
        failures: stats.failures.slice(0, 20),
      },
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench/results/load.json'), `${JSON.stringify(report, null, 2)}\n`);
    const t = report.traffic;
    const d = report.deploys;
    process.stdout.write(
      [
        `| load (${SECONDS} s, ${report.machine}) | value |`,
        '|---|---|',
        `| edge requests (${report.edges} edges × ${CONNECTIONS} connections) | ${t.requests} (${t.requestsPerSecond} req/s, ${t.megabytesPerSecond} MB/s) |`,
        `| edge latency p50 / p99 / max | ${t.latencyMs.p50} / ${t.latencyMs.p99} / ${t.latencyMs.max} ms |`,
        `| edge errors / non-2xx | ${t.errors} / ${t.non2xx} |`,
        `| deploys (${DEPLOYERS} concurrent workers) | ${d.ok} ok, ${d.failed} failed (${d.perMinute}/min) |`,
        `| deploy latency p50 / p99 / max | ${d.latencyMs.p50} / ${d.latencyMs.p99} / ${d.latencyMs.max} ms |`,
        '',
      ].join('\n'),
    );
    if (d.failures.length) log(`deploy failures:\n  ${d.failures.join('\n  ')}`);
    if (t.errors || t.non2xx || d.failed) process.exitCode = 1;
  } finally {
    origin.child.kill('SIGTERM');
    await new Promise((r) => origin.child.once('exit', r));
    await rm(data, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  log(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exit(1);
});
