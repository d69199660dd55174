/**
 * Probe (not part of `npm run bench`): a CLI deploy's start-up, the part of a small site's deploy that does not
 * depend on the site. A stand-in API on loopback answers `GET /account` at once and times, from the spawn of
 * `node <cli> deploy <folder> <domain> --endpoint <it>`:
 *   account  the first request (GET /account): Node's start, the bundle's chunks loaded, the command parsed;
 *   plan     the upload plan request (POST /<domain>/uploads): the folder scanned and the hash cache opened too;
 * with the CPU time of the CLI's main thread at each (`/proc/PID/schedstat`, ns). The plan request is refused
 * (401), so the CLI stops there and exits as it would: Node writes its compile cache at exit (a killed process
 * leaves it cold for the next), and each build runs once before the rounds to warm it, as a user's second
 * command finds it.
 *   npx node bench/cli-start-probe.ts <folder> [rounds] [cli/index.js ...]
 * Several builds alternate spawn by spawn, in an order reversed every other round; each one's medians are
 * printed at the end. Default build: dist/cli/index.js.
 * ACCOUNT_DELAY_MS=N: the account is answered N ms late, as a server that is cold or far away answers it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { median } from './harness/proc.ts';
import { NODE, ROOT } from './harness/server.ts';

const [folder, roundsArg, ...given] = process.argv.slice(2);
if (!folder) throw new Error('usage: npx node bench/cli-start-probe.ts <folder> [rounds] [cli/index.js ...]');
const rounds = Number(roundsArg ?? 10);
const accountDelayMs = Number(process.env.ACCOUNT_DELAY_MS ?? 0);
const builds = given.length ? given.map((b) => resolve(b)) : [join(ROOT, 'dist/cli/index.js')];

/** CPU time of a process's main thread so far, ms (0 once it is gone). */
function mainThreadCpuMs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return 0;
  }
}

interface Start {
  accountMs: number;
  accountCpuMs: number;
  planMs: number;
  planCpuMs: number;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.writeHead(503).end();
const server = createServer((req, res) => handler(req, res));
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function once(build: string, n: number): Promise<Start> {
  const cache = mkdtempSync(join(tmpdir(), 'cli-start-'));
  const started = performance.now();
  const child = spawn(NODE, [build, 'deploy', folder!, `start-${n}.example.com`, '--endpoint', endpoint], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, SURGE_TOKEN: 'probe', SITEPUB_HASH_CACHE: cache, CI: 'true', FORCE_COLOR: '0' },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    return await new Promise<Start>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`${build} made no upload plan request in 30 s`)), 30_000);
      child.once('exit', (code) => fail(new Error(`${build} exited ${code} before its upload plan request`)));
      const at: Partial<Start> = {};
      handler = (req, res) => {
        const ms = performance.now() - started;
        const cpuMs = mainThreadCpuMs(child.pid!);
        if (req.method === 'GET' && req.url === '/account') {
          at.accountMs = ms;
          at.accountCpuMs = cpuMs;
          const answer = (): void =>
            void res
              .writeHead(200, { 'content-type': 'application/json' })
              .end('{"email":"probe@example.com"}');
          if (accountDelayMs > 0) setTimeout(answer, accountDelayMs);
          else answer();
          return;
        }
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"messages":["probe: stop here"]}');
        if (req.method === 'POST' && req.url?.endsWith('/uploads') && at.accountMs !== undefined) {
          clearTimeout(timer);
          done({ ...(at as Pick<Start, 'accountMs' | 'accountCpuMs'>), planMs: ms, planCpuMs: cpuMs });
        }
      };
    });
  } finally {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    rmSync(cache, { recursive: true, force: true });
  }
}

for (const build of builds) await once(build, 0);
const results = builds.map(() => [] as Start[]);
for (let round = 1; round <= rounds; round++) {
  const order = builds.map((_, i) => i);
  if (round % 2 === 0) order.reverse();
  for (const i of order) results[i]!.push(await once(builds[i]!, round));
}
server.close();
const fmt = (xs: number[]): string => median(xs.map((x) => Math.round(x * 10) / 10)).toFixed(1);
for (const [i, build] of builds.entries()) {
  const r = results[i]!;
  console.log(
    `${build}: medians of ${rounds}: GET /account at ${fmt(r.map((s) => s.accountMs))} ms ` +
      `(main thread CPU ${fmt(r.map((s) => s.accountCpuMs))} ms), upload plan request at ` +
      `${fmt(r.map((s) => s.planMs))} ms (CPU ${fmt(r.map((s) => s.planCpuMs))} ms)`,
  );
}
