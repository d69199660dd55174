/**
 * Probe (not part of `npm run bench`): two builds of the CLI bundle compared on the same corpus, deploy by
 * deploy in alternation (each to its own fresh `sitepub serve` run from the same build), so the machine's
 * drifting load hits both alike. Prints each build's deploy times and median.
 *   npx node bench/ab-probe.ts <folder> <rounds> A/dist/cli/index.js B/dist/cli/index.js
 * Copy a build's dist/ aside before changing the sources (`cp -r dist /tmp/dist-before`), then package again.
 */
import { resolve } from 'node:path';
import { sitepubDeploy } from './harness/clients.ts';
import { median, waitQuiet } from './harness/proc.ts';
import { startBenchServer } from './harness/server.ts';

const [folder, roundsArg, ...builds] = process.argv.slice(2);
if (!folder || builds.length < 2)
  throw new Error(
    'usage: npx node bench/ab-probe.ts <folder> <rounds> A/dist/cli/index.js B/dist/cli/index.js',
  );
const rounds = Number(roundsArg);
const times = builds.map(() => [] as number[]);
for (let round = 0; round < rounds; round++) {
  // A then B in even rounds, B then A in odd ones: neither always follows the other
  const order = builds.map((_, i) => i);
  if (round % 2) order.reverse();
  for (const i of order) {
    process.env.BENCH_CLI = resolve(builds[i]!);
    const server = await startBenchServer();
    try {
      const token = await server.token(`ab-${round}-${i}@bench.example`);
      await waitQuiet(server.pid);
      const m = await sitepubDeploy(server.api, token, folder, `ab-${round}-${i}.${server.domain}`);
      times[i]!.push(Math.round(m.ms));
    } finally {
      await server.stop();
    }
  }
}
for (const [i, build] of builds.entries())
  console.log(`${build}: median ${median(times[i]!)} ms (${times[i]!.join(' ')})`);
