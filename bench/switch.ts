/**
 * Promote, rollback and cutover latency on a small and a large site. The site is deployed, then a second
 * revision is staged (with a marker file) next to the live one; then, timed from request to response (the server answers once the edges confirmed):
 *   promote   PUT /:domain/rev/:staged   (what the Action's promote does with the reviewed preview)
 *   rollback  POST /:domain/rollback
 *   cutover   PUT /:domain/rev/:rev       (back to the newer revision)
 * After each call both edges are checked to serve the expected revision (outside the timing).
 */
import { unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sitepubDeploy } from './harness/clients.ts';
import { getWithHost } from './harness/http-get.ts';
import { waitQuiet } from './harness/proc.ts';
import type { BenchServer } from './harness/server.ts';
import type { Corpus } from './harness/setup.ts';

export interface SwitchResult {
  corpus: Corpus;
  promoteMs: number[];
  rollbackMs: number[];
  cutoverMs: number[];
}

const MARKER = 'bench-revision.txt';

async function timed(url: string, method: string, token: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, {
    method,
    headers: { authorization: `Basic ${Buffer.from(`token:${token}`).toString('base64')}` },
  });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status >= 300)
    throw new Error(`${method} ${new URL(url).pathname}: ${res.status} ${body.slice(0, 300)}`);
  return ms;
}

async function expectServed(server: BenchServer, domain: string, marker: string | null): Promise<void> {
  for (const edge of server.edges) {
    const res = await getWithHost(`${edge}/${MARKER}`, domain);
    const body = res.body.toString('utf8');
    const got = res.status === 200 && body.trim() === 'staged' ? 'staged' : null;
    if (got !== marker)
      throw new Error(
        `edge ${edge} serves ${got ?? `no marker (${res.status})`} for ${domain}, expected ${marker ?? 'no marker'}`,
      );
  }
}

export async function benchSwitch(
  server: BenchServer,
  corpus: Corpus,
  o: { runId: string; times: number; log: (m: string) => void },
): Promise<SwitchResult> {
  const token = await server.token(`switch-${corpus.name}-${o.runId}@bench.example`);
  const domain = `switch-${corpus.name}-${o.runId}.${server.domain}`;
  await sitepubDeploy(server.api, token, corpus.dir, domain);
  const markerPath = join(corpus.dir, MARKER);
  writeFileSync(markerPath, 'staged\n');
  let staged: number;
  try {
    await waitQuiet(server.pid);
    const m = await sitepubDeploy(server.api, token, corpus.dir, domain, ['--stage', '--json']);
    staged = (JSON.parse(m.stdout.trim().split('\n').pop()!) as { revision: number }).revision;
  } finally {
    unlinkSync(markerPath);
  }
  const list = (await (
    await fetch(`${server.api}/${domain}/list`, {
      headers: { authorization: `Basic ${Buffer.from(`token:${token}`).toString('base64')}` },
    })
  ).json()) as { rev: number; current?: boolean }[];
  if (!list.some((r) => r.rev === staged))
    throw new Error(`staged revision ${staged} is not listed for ${domain}`);
  await waitQuiet(server.pid);
  await expectServed(server, domain, null);

  const result: SwitchResult = { corpus, promoteMs: [], rollbackMs: [], cutoverMs: [] };
  result.promoteMs.push(await timed(`${server.api}/${domain}/rev/${staged}`, 'PUT', token));
  await expectServed(server, domain, 'staged');
  for (let i = 0; i < o.times; i++) {
    result.rollbackMs.push(await timed(`${server.api}/${domain}/rollback`, 'POST', token));
    await expectServed(server, domain, null);
    result.cutoverMs.push(await timed(`${server.api}/${domain}/rev/${staged}`, 'PUT', token));
    await expectServed(server, domain, 'staged');
  }
  o.log(
    `  ${corpus.name}: promote ${result.promoteMs.map((x) => x.toFixed(0)).join('/')} ms, rollback ${result.rollbackMs.map((x) => x.toFixed(0)).join('/')} ms, cutover ${result.cutoverMs.map((x) => x.toFixed(0)).join('/')} ms`,
  );
  return result;
}
