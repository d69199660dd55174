/**
 * Probe (not part of `npm run bench`): peak RSS and time of the Action bundle deploying a folder, alternating
 * bundles so noise hits both alike.
 *   npx node bench/action-rss-probe.ts <folder> [rounds] [bundle.js ...]   (default bundle: dist/index.js)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { actionEnv } from './harness/clients.ts';
import { measureOk, waitQuiet } from './harness/proc.ts';
import { NODE, ROOT, startBenchServer } from './harness/server.ts';

const [folder, roundsArg, ...given] = process.argv.slice(2);
const bundles = given.map((b) => resolve(b));
if (!folder) throw new Error('usage: npx node bench/action-rss-probe.ts <folder> [rounds] [bundle.js ...]');
const rounds = Number(roundsArg ?? 3);
if (bundles.length === 0) bundles.push(join(ROOT, 'dist/index.js'));
for (let round = 1; round <= rounds; round++) {
  for (const [i, bundle] of bundles.entries()) {
    // A fresh origin each time: a deploy to one that holds the files already sends next to nothing.
    const server = await startBenchServer();
    try {
      const token = await server.token(`rss-${Date.now()}@example.com`);
      await waitQuiet(server.pid);
      const runner = mkdtempSync(join(tmpdir(), 'rss-probe-'));
      try {
        const domain = `rss-${round}-${i}.${server.domain}`;
        const m = await measureOk('action', NODE, [bundle], {
          cwd: runner,
          env: actionEnv(server.api, token, folder, domain, runner),
        });
        if (/^::error::/m.test(m.stdout)) throw new Error(m.stdout.slice(-2000));
        console.log(
          `round ${round} ${bundle}: ${((m.rssBytes ?? 0) / 2 ** 20).toFixed(1)} MiB, ${(m.ms / 1000).toFixed(2)} s`,
        );
      } finally {
        rmSync(runner, { recursive: true, force: true });
      }
    } finally {
      await server.stop();
    }
  }
}
