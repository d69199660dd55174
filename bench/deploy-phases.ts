/**
 * Probe (not part of `npm run bench`): where a first deploy's time goes, as the client sees it. Starts a fresh
 * `sitepub serve --edges 2` per deploy (like the bench), deploys a folder with the client library and prints
 * the time of each phase from the deploy's own events: before the upload (scan, hashes, upload plan), the
 * upload until the origin has stored it (`progress upload end`: received, made durable, recorded), distribution
 * to both edges (`cdn`, with the CPU time the origin and standalone edges used meanwhile), and the switch to `info`.
 *   npx node bench/deploy-phases.ts <folder> [rounds]
 * PREBUILT=1 packs the folder into memory first and sends that archive as a stream (no packing during the
 *   upload: what the origin takes when the client costs it nothing).
 * BUSY=N runs N busy loops (one core each) during the deploys: the origin's share of two contended cores.
 * STANDALONE=1 deploys to an origin alone with two `sitepub edge` processes (edges as on other machines: each
 *   downloads what it lacks) instead of the edges inside `sitepub serve`.
 * WARM=<folder> first deploys that folder (untimed) to another domain, so that the timed deploy meets processes
 *   whose code has run once, as a long-running origin and edges are (the bench starts fresh ones per deploy).
 * REDEPLOY=1 deploys the folder once untimed, then times a second deploy of the same folder (everything reused:
 *   what a redeploy costs beyond the bytes that changed).
 * CLUSTER=1 deploys through the balancer of a fresh cluster per round (bench/harness/cluster.ts: 2 origins on
 *   PostgreSQL and Ceph, 2 standalone edges); the CPU times are then those of its origin and edge processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Readable } from 'node:stream';
import { readFileSync } from 'node:fs';
import { createClient } from '../src/client/index.ts';
import { openArchive, scanSite } from '../src/pack/pack.ts';
import { startBenchCluster } from './harness/cluster.ts';
import { cpuMsOf, waitAllQuiet } from './harness/proc.ts';
import { NODE, startBenchServer, type BenchTarget } from './harness/server.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: npx node bench/deploy-phases.ts <folder> [rounds]');
const rounds = Number(process.argv[3] ?? 3);
const busy: ChildProcess[] = [];

let prebuilt: { bytes: Buffer; fileCount: number; size: number } | null = null;
if (process.env.PREBUILT) {
  const scan = await scanSite(folder);
  const chunks: Buffer[] = [];
  for await (const c of openArchive(scan, { manifest: false }).stream) chunks.push(c as Buffer);
  prebuilt = { bytes: Buffer.concat(chunks), fileCount: scan.fileCount, size: scan.totalSize };
}

/** CPU time (user + system) a process has used so far, in ms (Linux; 10 ms steps). */
const cpuMs = (pid: number): number => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};

const ms = (t: number | undefined, from: number | undefined): string =>
  t === undefined || from === undefined ? '–' : `${Math.round(t - from)} ms`;

try {
  for (let round = 1; round <= rounds; round++) {
    const cluster = process.env.CLUSTER ? await startBenchCluster() : null;
    const server: BenchTarget =
      cluster ?? (await startBenchServer({ standaloneEdges: !!process.env.STANDALONE }));
    try {
      const token = await server.token(`phases-${round}-${Date.now()}@example.com`);
      await waitAllQuiet(server.pids);
      for (let i = busy.length; i < Number(process.env.BUSY ?? 0); i++) {
        busy.push(spawn(NODE, ['-e', 'for (;;);'], { stdio: 'ignore' }));
      }
      const client = createClient({ endpoint: server.api, token });
      if (process.env.WARM) {
        await client.deploy({
          domain: `warm-${round}.${server.domain}`,
          source: process.env.WARM,
          manifest: false,
        }).result;
        await waitAllQuiet(server.pids);
      }
      if (process.env.REDEPLOY) {
        await client.deploy({ domain: `phases-${round}.${server.domain}`, source: folder, manifest: false })
          .result;
        await waitAllQuiet(server.pids);
      }
      const at: Record<string, number> = {};
      /** The origin and edges, one figure each; on a cluster then PostgreSQL's and Ceph's processes, one sum each. */
      const cpus = () => {
        const own = server.pids.map(cpuMs);
        if (!cluster) return own;
        const services = cluster.servicePids();
        const sum = (pids: number[]) => cpuMsOf(pids);
        return [...own, sum(services.postgres), sum(services.ceph)];
      };
      const cpuAt: Record<string, number[]> = {};
      cpuAt.start = cpus();
      const t0 = performance.now();
      const run = client.deploy({
        domain: `phases-${round}.${server.domain}`,
        ...(prebuilt
          ? {
              source: Readable.from([prebuilt.bytes]),
              fileCount: prebuilt.fileCount,
              projectSize: prebuilt.size,
            }
          : { source: folder, manifest: false }),
        onEvent: (e) => {
          const now = performance.now();
          if (e.type === 'progress' && 'id' in e) {
            const p = e as { id: string; written: number; end?: boolean };
            if (p.id === 'upload' && p.written === 0 && !p.end) at.uploadStart ??= now;
            if (p.id === 'upload' && p.end) {
              at.uploadEnd = now;
              cpuAt.up = cpus();
            }
            if (p.id === 'cdn' && p.end) {
              at.cdnEnd = now;
              cpuAt.cdn = cpus();
            }
          }
          if (e.type === 'info') at.info = now;
        },
      });
      await run.result;
      console.log(
        `round ${round}: before upload ${ms(at.uploadStart, t0)}, upload and store ${ms(at.uploadEnd, at.uploadStart)}, ` +
          `upload CPU ms ${cpuAt.up?.map((c, i) => c - cpuAt.start![i]!).join('/') ?? '-'}, edges ${ms(at.cdnEnd, at.uploadEnd)} (CPU ms ${cluster ? 'origins, edges/PostgreSQL/Ceph' : 'origin/edges'} ${cpuAt.cdn?.map((c, i) => c - cpuAt.up![i]!).join('/') ?? '-'}), switch ${ms(at.info, at.cdnEnd)}; total ${ms(at.info, t0)}`,
      );
    } finally {
      for (const b of busy.splice(0)) b.kill();
      await server.stop();
    }
  }
} finally {
  for (const b of busy) b.kill();
}
