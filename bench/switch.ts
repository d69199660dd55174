/**
 * Promote and rollback latency on a small and a large site, on the embedded server and on the cluster (through
 * its load balancer). The site is deployed, then a second revision is staged (with a marker file) next to the
 * live one; then, `times` times each, alternating:
 *   promote   PUT /:domain/rev/:staged   (what the Action's promote does with the reviewed preview; a cutover
 *                                          back to a newer revision is the same request)
 *   rollback  POST /:domain/rollback
 * Each is timed from the request to its answer, and from the request until both edges serve the expected
 * revision (polled right after the answer; the embedded server answers once its edges confirmed, edges of a
 * cluster may learn of the move a little later).
 */
import { unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sitepubDeploy } from './harness/clients.ts';
import { waitAllQuiet } from './harness/proc.ts';
import type { BenchTarget } from './harness/server.ts';
import { untilEdgesServe } from './harness/until-served.ts';
import type { Corpus } from './harness/setup.ts';

export interface SwitchResult {
  corpus: Corpus;
  /** Request to answer, ms. */
  promoteMs: number[];
  rollbackMs: number[];
  /** Request until both edges serve the revision it moved to, ms. */
  promoteServedMs: number[];
  rollbackServedMs: number[];
}

const MARKER = 'bench-revision.txt';

const basic = (token: string): string => `Basic ${Buffer.from(`token:${token}`).toString('base64')}`;

async function call(url: string, method: string, token: string): Promise<void> {
  const res = await fetch(url, { method, headers: { authorization: basic(token) } });
  const body = await res.text();
  if (res.status >= 300)
    throw new Error(`${method} ${new URL(url).pathname}: ${res.status} ${body.slice(0, 300)}`);
}

const STAGED = Buffer.from('staged\n');
const expect = (want: 'staged' | 'live'): Buffer | null => (want === 'staged' ? STAGED : null);

async function timedSwitch(
  target: BenchTarget,
  domain: string,
  token: string,
  op: { url: string; method: string; want: 'staged' | 'live' },
): Promise<{ answered: number; served: number }> {
  const started = performance.now();
  await call(op.url, op.method, token);
  const answered = performance.now() - started;
  await untilEdgesServe(target.edges, domain, `/${MARKER}`, expect(op.want));
  return { answered, served: performance.now() - started };
}

export async function benchSwitch(
  target: BenchTarget,
  corpus: Corpus,
  o: { runId: string; times: number; label: string; log: (m: string) => void },
): Promise<SwitchResult> {
  const tag = `${o.label}-${corpus.name}-${o.runId}`;
  const token = await target.token(`switch-${tag}@bench.example`);
  const domain = `switch-${tag}.${target.domain}`;
  await sitepubDeploy(target.api, token, corpus.dir, domain);
  const markerPath = join(corpus.dir, MARKER);
  writeFileSync(markerPath, STAGED);
  let staged: number;
  try {
    await waitAllQuiet(target.pids);
    const m = await sitepubDeploy(target.api, token, corpus.dir, domain, ['--stage', '--json']);
    staged = (JSON.parse(m.stdout.trim().split('\n').pop()!) as { revision: number }).revision;
  } finally {
    unlinkSync(markerPath);
  }
  const list = (await (
    await fetch(`${target.api}/${domain}/list`, { headers: { authorization: basic(token) } })
  ).json()) as { rev: number; current?: boolean }[];
  if (!list.some((r) => r.rev === staged))
    throw new Error(`staged revision ${staged} is not listed for ${domain}`);
  await untilEdgesServe(target.edges, domain, `/${MARKER}`, null);
  await waitAllQuiet(target.pids);

  const result: SwitchResult = {
    corpus,
    promoteMs: [],
    rollbackMs: [],
    promoteServedMs: [],
    rollbackServedMs: [],
  };
  const promote = { url: `${target.api}/${domain}/rev/${staged}`, method: 'PUT', want: 'staged' } as const;
  const rollback = { url: `${target.api}/${domain}/rollback`, method: 'POST', want: 'live' } as const;
  for (let i = 0; i < o.times; i++) {
    const p = await timedSwitch(target, domain, token, promote);
    result.promoteMs.push(p.answered);
    result.promoteServedMs.push(p.served);
    const r = await timedSwitch(target, domain, token, rollback);
    result.rollbackMs.push(r.answered);
    result.rollbackServedMs.push(r.served);
  }
  const list2 = (xs: number[]) => xs.map((v) => v.toFixed(0)).join('/');
  o.log(
    `  ${o.label} ${corpus.name}: promote ${list2(result.promoteMs)} ms (both edges ${list2(result.promoteServedMs)}), ` +
      `rollback ${list2(result.rollbackMs)} ms (both edges ${list2(result.rollbackServedMs)})`,
  );
  return result;
}
