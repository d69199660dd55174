/**
 * Edge throughput vs nginx: the same two files (a small HTML page and 1 MiB of random bytes), served by a
 * standalone `sitepub edge` process (by Host header) and by nginx from the Debian package (127.0.0.1, one worker
 * process like the single edge process, sendfile), loaded by wrk with the same connections and duration,
 * alternating nginx/edge per round. Requests per second, median. Both log every request: the edge its NDJSON
 * request log (buffered, written at most every second or 64 KiB), nginx its access log with the same buffering
 * (`buffer=64k flush=1s`). The edge's peak RSS after the load is taken too (`procRss`: VmHWM).
 * A bare node:http server serving the same bytes from memory is measured too: the ceiling of any edge written
 * on Node's HTTP stack, which tells the edge's own overhead apart from the runtime's.
 * The small page is also served from a second site with a `_redirects` of 2,000 rules (MAX_REDIRECT_RULES) that do
 * not match it, in the same rounds: the cost of looking the rules up on every request (docs/edge.md, "Site rules").
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sitepubDeploy } from './harness/clients.ts';
import { getWithHost } from './harness/http-get.ts';
import { cpuTicks, median, procRss, waitQuiet } from './harness/proc.ts';
import { NODE, type BenchServer } from './harness/server.ts';
import { nginxBin } from './harness/setup.ts';

export interface ThroughputResult {
  file: string;
  bytes: number;
  edgeRps: number[];
  nginxRps: number[];
  /** A bare node:http server answering with the file from memory: the ceiling of any Node edge. */
  bareNodeRps: number[];
  /** The same file from a site with a 2,000-rule `_redirects` (small.html only; empty for other files). */
  rulesRps: number[];
  /**
   * CPU time (user + system) per request of the edge process, nginx's worker and the bare node:http server in the
   * same wrk runs, µs: what each costs, unlike requests per second barely moved by the rest of a shared machine.
   */
  edgeCpuUs?: number[];
  nginxCpuUs?: number[];
  bareNodeCpuUs?: number[];
}

/** Peak and current RSS (bytes) of the edge process and of nginx's worker, after every round of load. */
export interface ThroughputRss {
  edge: { peak: number; current: number };
  nginx: { peak: number; current: number } | null;
}

/**
 * 2,000 `_redirects` rules, none matching the page: 1,900 literal paths and 100 patterns (placeholders and
 * splats), the mix Cloudflare Pages' limits describe (static rules, then at most 100 dynamic ones).
 */
export function bigRedirects(): string {
  const lines: string[] = [];
  for (let i = 0; i < 1900; i++) lines.push(`/old/page-${i} /new/page-${i} 301`);
  for (let i = 0; i < 100; i++)
    lines.push(i % 2 ? `/blog-${i}/:year/:slug /posts/:year/:slug 302` : `/section-${i}/* /s${i}/:splat 301`);
  return `${lines.join('\n')}\n`;
}

/** The least a Node server can do per request: files preloaded, one writeHead + end, no routing, no log. */
const BARE_NODE = `
const http = require('node:http'), fs = require('node:fs'), path = require('node:path');
const dir = process.argv[1], files = new Map();
for (const n of fs.readdirSync(dir)) files.set('/' + n, fs.readFileSync(path.join(dir, n)));
http.createServer((req, res) => {
  const body = files.get(req.url);
  if (!body) { res.writeHead(404).end(); return; }
  res.writeHead(200, { 'content-type': req.url.endsWith('.html') ? 'text/html' : 'application/octet-stream', 'content-length': body.length });
  res.end(body);
}).listen(0, '127.0.0.1', function () { process.stdout.write(this.address().port + '\\n'); });
`;

async function startBareNode(site: string): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(NODE, ['-e', BARE_NODE, site], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').once('data', (d: string) => resolve(d.trim()));
    child.once('exit', (code) => reject(new Error(`bare node server exited ${code}`)));
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export const FILES = { 'small.html': 0, '1mb.bin': 1024 * 1024 } as const;

export function smallPage(): Buffer {
  const items = Array.from(
    { length: 20 },
    (_, i) => `    <li><a href="/docs/page-${i}.html">Page ${i}</a></li>`,
  ).join('\n');
  return Buffer.from(
    `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Bench</title>\n` +
      `<link rel="stylesheet" href="/style.css"></head>\n<body>\n  <h1>A small page</h1>\n  <ul>\n${items}\n  </ul>\n</body>\n</html>\n`,
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** The first child of `pid` (nginx's one worker under its master), or null. */
function firstChild(pid: number): number | null {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ');
    return children[0] ? Number(children[0]) : null;
  } catch {
    return null;
  }
}

async function startNginx(
  root: string,
  site: string,
): Promise<{ url: string; workerPid: () => number | null; stop(): Promise<void> }> {
  const port = await freePort();
  const conf = join(root, 'nginx.conf');
  mkdirSync(join(root, 'temp'), { recursive: true });
  writeFileSync(
    conf,
    // Workers of a root master run as nobody, which cannot read under /root: keep them as the caller.
    (process.getuid?.() === 0 ? 'user root;\n' : '') +
      `daemon off;\nworker_processes 1;\npid ${join(root, 'nginx.pid')};\nerror_log ${join(root, 'error.log')} warn;\n` +
      `events { worker_connections 1024; }\n` +
      `http {\n  access_log ${join(root, 'access.log')} combined buffer=64k flush=1s;\n  sendfile on;\n  tcp_nopush on;\n  keepalive_requests 100000;\n` +
      `  client_body_temp_path ${join(root, 'temp')};\n  proxy_temp_path ${join(root, 'temp')};\n` +
      `  fastcgi_temp_path ${join(root, 'temp')};\n  uwsgi_temp_path ${join(root, 'temp')};\n  scgi_temp_path ${join(root, 'temp')};\n` +
      `  types { text/html html; application/octet-stream bin; }\n` +
      `  server {\n    listen 127.0.0.1:${port};\n    root ${site};\n  }\n}\n`,
  );
  const child = spawn(nginxBin(), ['-c', conf, '-p', root], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/small.html`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 100 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not serve ${url}/small.html: ${stderr}`);
    }
    await sleep(100);
  }
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    url,
    workerPid: () => firstChild(child.pid!),
    async stop() {
      child.kill('SIGQUIT');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
    },
  };
}

/** One wrk run: requests per second, and µs of `pid`'s CPU time per request (NaN when /proc cannot tell). */
function wrk(
  url: string,
  host: string | null,
  o: { connections: number; seconds: number },
  pid: number | null,
): { rps: number; cpuUs: number } {
  const args = [
    '-t1',
    `-c${o.connections}`,
    `-d${o.seconds}s`,
    ...(host ? ['-H', `Host: ${host}`] : []),
    url,
  ];
  const before = pid === null ? null : cpuTicks(pid);
  const r = spawnSync('wrk', args, { encoding: 'utf8' });
  const after = pid === null ? null : cpuTicks(pid);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(r.stdout ?? '');
  const requests = /(\d+) requests in/.exec(r.stdout ?? '');
  const errors = /Non-2xx or 3xx responses:\s+(\d+)/.exec(r.stdout ?? '');
  if (r.status !== 0 || !rps) throw new Error(`wrk ${args.join(' ')} failed:\n${r.stdout}${r.stderr}`);
  if (errors) throw new Error(`wrk got ${errors[1]} error responses from ${url} (Host ${host ?? '-'})`);
  const cpuUs =
    before === null || after === null || !requests ? NaN : ((after - before) * 10_000) / Number(requests[1]);
  return { rps: Number(rps[1]), cpuUs };
}

/**
 * `server` should have standalone edges (startBenchServer({ standaloneEdges: true })): its first edge is loaded and
 * its RSS taken; with edges in the serve process, the serve process's.
 */
export async function benchThroughput(
  server: BenchServer,
  work: string,
  o: { runId: string; rounds: number; seconds: number; connections: number; log: (m: string) => void },
): Promise<{ files: ThroughputResult[]; rss: ThroughputRss | null }> {
  const site = join(work, 'throughput-site');
  mkdirSync(site, { recursive: true });
  const bodies: Record<string, Buffer> = {
    'small.html': smallPage(),
    '1mb.bin': randomBytes(FILES['1mb.bin']),
  };
  for (const [name, body] of Object.entries(bodies)) writeFileSync(join(site, name), body);
  const token = await server.token(`throughput-${o.runId}@bench.example`);
  const domain = `throughput-${o.runId}.${server.domain}`;
  await sitepubDeploy(server.api, token, site, domain);
  const rulesSite = join(work, 'throughput-rules-site');
  mkdirSync(rulesSite, { recursive: true });
  writeFileSync(join(rulesSite, 'small.html'), bodies['small.html']!);
  writeFileSync(join(rulesSite, '_redirects'), bigRedirects());
  const rulesDomain = `throughput-rules-${o.runId}.${server.domain}`;
  await sitepubDeploy(server.api, token, rulesSite, rulesDomain);
  const nginx = await startNginx(join(work, 'nginx'), site);
  const bare = await startBareNode(site);
  const edge = server.edges[0]!;
  const edgePid = server.edgePids[0] ?? server.pid;
  try {
    for (const [name, body] of Object.entries(bodies)) {
      for (const [base, host] of [
        [nginx.url, null],
        [edge, domain],
        [bare.url, null],
      ] as const) {
        const res = await getWithHost(`${base}/${name}`, host);
        if (res.status !== 200 || !res.body.equals(body))
          throw new Error(`${base}/${name} does not serve the file (${res.status})`);
      }
    }
    const ruled = await getWithHost(`${edge}/small.html`, rulesDomain);
    const redirected = await getWithHost(`${edge}/old/page-7`, rulesDomain);
    if (!ruled.body.equals(bodies['small.html']!) || redirected.status !== 301)
      throw new Error(
        `the site with 2,000 rules does not serve as it should (${ruled.status}, ${redirected.status})`,
      );
    const results: ThroughputResult[] = Object.entries(bodies).map(([file, body]) => ({
      file,
      bytes: body.length,
      edgeRps: [],
      nginxRps: [],
      bareNodeRps: [],
      rulesRps: [],
      edgeCpuUs: [],
      nginxCpuUs: [],
      bareNodeCpuUs: [],
    }));
    for (let round = 0; round < o.rounds; round++) {
      for (const r of results) {
        await waitQuiet(edgePid);
        const order =
          round % 2 === 0 ? (['nginx', 'edge', 'bare'] as const) : (['edge', 'nginx', 'bare'] as const);
        for (const who of order) {
          if (who === 'nginx') {
            const m = wrk(`${nginx.url}/${r.file}`, null, o, nginx.workerPid());
            r.nginxRps.push(m.rps);
            r.nginxCpuUs!.push(m.cpuUs);
          } else if (who === 'edge') {
            const m = wrk(`${edge}/${r.file}`, domain, o, edgePid);
            r.edgeRps.push(m.rps);
            r.edgeCpuUs!.push(m.cpuUs);
          } else {
            const m = wrk(`${bare.url}/${r.file}`, null, o, bare.pid);
            r.bareNodeRps.push(m.rps);
            r.bareNodeCpuUs!.push(m.cpuUs);
          }
        }
        if (r.file === 'small.html') r.rulesRps.push(wrk(`${edge}/${r.file}`, rulesDomain, o, null).rps);
        o.log(
          `  ${r.file} round ${round + 1}: edge ${r.edgeRps.at(-1)!.toFixed(0)} req/s, nginx ${r.nginxRps.at(-1)!.toFixed(0)} req/s, bare node:http ${r.bareNodeRps.at(-1)!.toFixed(0)} req/s; CPU per request: edge ${r.edgeCpuUs!.at(-1)!.toFixed(1)} µs, nginx ${r.nginxCpuUs!.at(-1)!.toFixed(1)} µs, bare ${r.bareNodeCpuUs!.at(-1)!.toFixed(1)} µs`,
        );
      }
    }
    const edgeRss = procRss(edgePid);
    const worker = nginx.workerPid();
    const rss = edgeRss && { edge: edgeRss, nginx: worker === null ? null : procRss(worker) };
    return { files: results, rss };
  } finally {
    await nginx.stop();
    await bare.stop();
  }
}

export const throughputRatio = (r: ThroughputResult): number => median(r.edgeRps) / median(r.nginxRps);
