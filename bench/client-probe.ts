/**
 * Probe (not part of `npm run bench`): wall time and peak RSS of a client process deploying a folder, each
 * deploy to its own fresh `sitepub serve` (like the bench: a server holding the files already would make the
 * deploy unfairly cheap).
 *   npx node bench/client-probe.ts cli <folder> [rounds]                      the CLI (sitepubCliEntry)
 *   npx node bench/client-probe.ts action <folder> [rounds] [bundle.js ...]   the Action, default dist/index.js;
 *     several bundles are run in turn each round, so noise hits them alike
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { actionDeploy, sitepubDeploy } from './harness/clients.ts';
import { waitQuiet, type Measured } from './harness/proc.ts';
import { ROOT, startBenchServer } from './harness/server.ts';

const [tool, folder, roundsArg, ...given] = process.argv.slice(2);
if ((tool !== 'cli' && tool !== 'action') || !folder)
  throw new Error('usage: npx node bench/client-probe.ts cli|action <folder> [rounds] [bundle.js ...]');
const rounds = Number(roundsArg ?? 3);
const subjects =
  tool === 'cli' ? ['cli'] : given.length ? given.map((b) => resolve(b)) : [join(ROOT, 'dist/index.js')];

async function deploy(subject: string, api: string, token: string, domain: string): Promise<Measured> {
  if (subject === 'cli') return sitepubDeploy(api, token, folder!, domain);
  const runner = mkdtempSync(join(tmpdir(), 'client-probe-'));
  try {
    return await actionDeploy(api, token, folder!, domain, runner, subject);
  } finally {
    rmSync(runner, { recursive: true, force: true });
  }
}

for (let round = 1; round <= rounds; round++) {
  for (const [i, subject] of subjects.entries()) {
    const server = await startBenchServer();
    try {
      const token = await server.token(`probe-${round}-${i}-${Date.now()}@example.com`);
      await waitQuiet(server.pid);
      const m = await deploy(subject, server.api, token, `probe-${round}-${i}.${server.domain}`);
      const mib = ((m.rssBytes ?? 0) / 2 ** 20).toFixed(1);
      console.log(`round ${round} ${subject}: ${Math.round(m.ms)} ms, ${mib} MiB`);
    } finally {
      await server.stop();
    }
  }
}
