/**
 * Probe (not part of `npm run bench`): wall time and peak RSS of a client process deploying a folder, each
 * deploy to its own fresh `sitepub serve` (like the bench: a server holding the files already would make the
 * deploy unfairly cheap).
 *   npx node bench/client-probe.ts cli <folder> [rounds] [cli/index.js ...]   the CLI, default sitepubCliEntry;
 *     each given build also runs the `sitepub serve` its deploys go to
 *   npx node bench/client-probe.ts action <folder> [rounds] [bundle.js ...]   the Action, default dist/index.js
 * Each round prints the client's wall time, peak RSS and CPU time (user + system, 10 ms steps), and the CPU time
 * the server process used from the deploy's start to its end (what the two cores share; under load, when wall
 * times swing, the CPU figures still compare builds).
 * Several builds are compared deploy by deploy, in an order reversed every other round, so the machine's drifting
 * load hits them alike; each build's medians (time, CPU, peak RSS) are printed at the end. Copy a build's dist/
 * aside before changing the sources (`cp -r dist /tmp/dist-before`), package again, and give both. One
 * swagger-ui deploy varies by ±15 ms here from one to the next: a change worth less than ~5 ms needs a dozen rounds or more to show.
 * CONNECT_DELAY_MS=N: the client reaches the server through a TCP proxy that holds each new connection N ms
 * before passing it on, as the TCP and TLS handshakes with a distant server would: what a connection costs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { actionDeploy, sitepubDeploy } from './harness/clients.ts';
import { cpuMsOf, median, waitQuiet, type Measured } from './harness/proc.ts';
import { ROOT, startBenchServer } from './harness/server.ts';

const [tool, folder, roundsArg, ...given] = process.argv.slice(2);
if ((tool !== 'cli' && tool !== 'action') || !folder)
  throw new Error('usage: npx node bench/client-probe.ts cli|action <folder> [rounds] [build ...]');
const rounds = Number(roundsArg ?? 3);
/** The builds compared; for the CLI, undefined stands for sitepubCliEntry's choice. */
const builds: (string | undefined)[] = given.length
  ? given.map((b) => resolve(b))
  : [tool === 'cli' ? undefined : join(ROOT, 'dist/index.js')];

async function deploy(
  build: string | undefined,
  api: string,
  token: string,
  domain: string,
): Promise<Measured> {
  if (tool === 'cli') return sitepubDeploy(api, token, folder!, domain);
  const runner = mkdtempSync(join(tmpdir(), 'client-probe-'));
  try {
    return await actionDeploy(api, token, folder!, domain, runner, build);
  } finally {
    rmSync(runner, { recursive: true, force: true });
  }
}

/** A TCP proxy to `api` that holds each new connection `delayMs` before connecting it through. */
async function slowConnections(api: string, delayMs: number): Promise<{ api: string; close(): void }> {
  const target = new URL(api);
  const proxy = createServer((socket) => {
    socket.pause();
    setTimeout(() => {
      const upstream = connect(Number(target.port), target.hostname, () => {
        socket.pipe(upstream).pipe(socket);
        socket.resume();
      });
      const drop = () => {
        socket.destroy();
        upstream.destroy();
      };
      upstream.on('error', drop).on('close', drop);
      socket.on('error', drop).on('close', drop);
    }, delayMs);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  const { port } = proxy.address() as AddressInfo;
  return { api: `http://127.0.0.1:${port}`, close: () => proxy.close() };
}
const connectDelay = Number(process.env.CONNECT_DELAY_MS ?? 0);

const times = builds.map(() => [] as number[]);
const cpu = builds.map(() => [] as number[]);
const serverCpu = builds.map(() => [] as number[]);
const rss = builds.map(() => [] as number[]);
for (let round = 1; round <= rounds; round++) {
  const order = builds.map((_, i) => i);
  if (round % 2 === 0) order.reverse();
  for (const i of order) {
    const build = builds[i];
    // a CLI build deploys to a server of the same build (sitepubCliEntry reads BENCH_CLI)
    if (tool === 'cli' && build) process.env.BENCH_CLI = build;
    const server = await startBenchServer();
    try {
      const token = await server.token(`probe-${round}-${i}-${Date.now()}@example.com`);
      await waitQuiet(server.pid);
      const proxy = connectDelay > 0 ? await slowConnections(server.api, connectDelay) : null;
      const serverBefore = cpuMsOf([server.pid]);
      const m = await deploy(build, proxy?.api ?? server.api, token, `probe-${round}-${i}.${server.domain}`);
      const serverMs = cpuMsOf([server.pid]) - serverBefore;
      serverCpu[i]!.push(serverMs);
      proxy?.close();
      times[i]!.push(Math.round(m.ms));
      if (m.cpuMs !== null) cpu[i]!.push(m.cpuMs);
      if (m.rssBytes !== null) rss[i]!.push(m.rssBytes / 2 ** 20);
      const mib = ((m.rssBytes ?? 0) / 2 ** 20).toFixed(1);
      console.log(
        `round ${round} ${build ?? tool}: ${Math.round(m.ms)} ms, ${mib} MiB, CPU ${m.cpuMs ?? '?'} ms, ` +
          `server CPU ${serverMs} ms`,
      );
    } finally {
      await server.stop();
    }
  }
}
for (const [i, build] of builds.entries())
  console.log(
    `${build ?? tool}: median ${median(times[i]!)} ms (${times[i]!.join(' ')}), ` +
      `client CPU median ${cpu[i]!.length ? median(cpu[i]!) : '?'} ms, server CPU median ${median(serverCpu[i]!)} ms, ` +
      `peak RSS median ${rss[i]!.length ? median(rss[i]!).toFixed(1) : '?'} MiB`,
  );
