/**
 * Probe (not part of `npm run bench`): what origin `POST /_sitepub/blob-urls` costs for a whole site, answered a
 * URL per blob (what an edge that predates `byObject` asks) and each URL once (`byObject: true`), asked of each
 * origin of a fresh cluster (bench/harness/cluster.ts) after one deploy of the folder, the two forms alternating:
 * the answer's bytes, the time to the last byte, and the origin's CPU time (medians over the rounds).
 *   npx node bench/blob-urls.ts <folder> [rounds]
 * EDGES=N makes each ask N times at once, as the N edges of a cluster do after a deploy (time to the last answer).
 */
import { createHash } from 'node:crypto';
import { createClient } from '../src/client/index.ts';
import { BLOB_BATCH_MAX } from '../src/protocol/limits.ts';
import { startBenchCluster } from './harness/cluster.ts';
import { cpuMsOf, median, waitAllQuiet } from './harness/proc.ts';
import { filesOf } from './harness/probe-files.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: npx node bench/blob-urls.ts <folder> [rounds]');
const rounds = Number(process.argv[3] ?? 5);
const edges = Number(process.env.EDGES ?? 1);

const all = [...new Set(filesOf(folder).map((f) => createHash('sha256').update(f.bytes).digest('hex')))];

const server = await startBenchCluster();
try {
  const { cluster } = server;
  const token = await server.token(`blob-urls-${Date.now()}@example.com`);
  await createClient({ endpoint: server.api, token }).deploy({
    domain: `blob-urls.${server.domain}`,
    source: folder,
    manifest: false,
  }).result;
  await waitAllQuiet(server.pids);
  console.log(`${all.length} blobs, asked in lists of ${BLOB_BATCH_MAX}, ${edges} at once`);
  for (const [n, origin] of cluster.origins.entries()) {
    const pid = origin.pid!;
    const figures: Record<string, { bytes: number; ms: number[]; cpu: number[] }> = {};
    for (let round = 0; round < rounds; round++)
      for (const byObject of [false, true]) {
        const form = byObject ? 'each URL once' : 'a URL per blob';
        const f = (figures[form] ??= { bytes: 0, ms: [], cpu: [] });
        const cpu0 = cpuMsOf([pid]);
        const t0 = performance.now();
        let bytes = 0;
        const askAll = async () => {
          bytes = 0;
          for (let i = 0; i < all.length; i += BLOB_BATCH_MAX) {
            const res = await fetch(`${origin.api}/_sitepub/blob-urls`, {
              method: 'POST',
              headers: {
                authorization: `Bearer ${cluster.env.SITEPUB_EDGE_SECRET}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ sha256: all.slice(i, i + BLOB_BATCH_MAX), byObject }),
            });
            if (res.status !== 200) throw new Error(`origin ${n + 1} answered ${res.status}`);
            bytes += (await res.arrayBuffer()).byteLength;
          }
        };
        await Promise.all(Array.from({ length: edges }, askAll));
        f.ms.push(performance.now() - t0);
        f.cpu.push(cpuMsOf([pid]) - cpu0);
        f.bytes = bytes;
      }
    for (const [form, f] of Object.entries(figures))
      console.log(
        `origin ${n + 1}, ${form}: ${(f.bytes / 1e6).toFixed(2)} MB, ${median(f.ms).toFixed(0)} ms, ` +
          `origin CPU ${median(f.cpu)} ms (medians of ${rounds})`,
      );
  }
} finally {
  await server.stop();
}
