/**
 * Redeploy with one file changed: deploy a corpus with the sitepub CLI to a fresh domain, replace one file of
 * median size (a new inode, so the cached original behind a hard link is untouched), deploy again. Measures
 * both deploy times, the bytes the client sent for the second one (counted on the wire by a pass-through in
 * front of the API: every request, headers included) and, where the bench knows the edges' folders, the bytes
 * the edges took from the origin (growth of the edges' stores, without precompressed variants and logs: blobs,
 * manifests and state files). The first deploy starts with an empty hash cache and the redeploys reuse it, as
 * redeploys from the same folder do; one more redeploy starts with an empty cache again, as one from a fresh
 * checkout (CI) does. Runs on the embedded server and on the cluster (through its load balancer) alike.
 */
import { mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sitepubDeploy } from './harness/clients.ts';
import { startCountingProxy } from './harness/counting-proxy.ts';
import { median, waitAllQuiet } from './harness/proc.ts';
import type { BenchTarget } from './harness/server.ts';
import type { Corpus } from './harness/setup.ts';

export interface RedeployResult {
  corpus: Corpus;
  changedFile: string;
  changedBytes: number;
  firstMs: number;
  redeployMs: number[];
  /** Bytes added to both edges' stores by each redeploy (empty when the edges' folders are not known). */
  movedBytes: number[];
  /** Bytes the CLI sent for each redeploy (`--json` uploadedBytes: only what the server lacked). */
  uploadedBytes: number[];
  /** Bytes on the wire from the CLI to the API (origin or balancer) for each redeploy: every request. */
  wireBytes: number[];
  /** One more redeploy with `--no-reuse`: the whole site sent, as clients without upload plans do. */
  fullMs: number | null;
  /** One more redeploy with an empty hash cache: every file read and hashed again (a fresh checkout). */
  coldMs: number | null;
}

/** `uploadedBytes` of the CLI's `--json` result line. */
function uploadedOf(stdout: string): number {
  const line = stdout.split('\n').find((l) => l.startsWith('{') && l.includes('"uploadedBytes"'));
  const v = line ? (JSON.parse(line) as { uploadedBytes?: unknown }).uploadedBytes : undefined;
  if (typeof v !== 'number') throw new Error(`sitepub deploy --json printed no uploadedBytes:\n${stdout}`);
  return v;
}

function medianFile(dir: string): { path: string; size: number } {
  const files: { path: string; size: number }[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || e.name.startsWith('.')) continue;
    const path = join(e.parentPath, e.name);
    files.push({ path, size: statSync(path).size });
  }
  files.sort((a, b) => a.size - b.size || a.path.localeCompare(b.path));
  return files[Math.floor(files.length / 2)]!;
}

/** Replaces the file with its content plus a trailing comment line (write to a temp name, then rename). */
function change(path: string, n: number): void {
  const body = Buffer.concat([readFileSync(path), Buffer.from(`\n/* bench change ${n} ${Date.now()} */\n`)]);
  writeFileSync(`${path}.bench-tmp`, body);
  renameSync(`${path}.bench-tmp`, path);
}

export async function benchRedeploy(
  server: BenchTarget,
  corpus: Corpus,
  o: { runId: string; times: number; label: string; log: (m: string) => void },
): Promise<RedeployResult> {
  const token = await server.token(`redeploy-${o.label}-${o.runId}@bench.example`);
  const domain = `redeploy-${o.label}-${corpus.name}-${o.runId}.${server.domain}`;
  await waitAllQuiet(server.pids);
  const hashCache = mkdtempSync(join(tmpdir(), 'sitepub-bench-redeploy-hashes-'));
  try {
    return await redeployWith(server, corpus, { ...o, token, domain, hashCache });
  } finally {
    rmSync(hashCache, { recursive: true, force: true });
  }
}

async function redeployWith(
  server: BenchTarget,
  corpus: Corpus,
  o: {
    times: number;
    label: string;
    log: (m: string) => void;
    token: string;
    domain: string;
    hashCache: string;
  },
): Promise<RedeployResult> {
  const { token, domain, hashCache } = o;
  const say = (m: string) => o.log(`  ${o.label} ${corpus.name} ${m}`);
  const first = await sitepubDeploy(server.api, token, corpus.dir, domain, [], { hashCache });
  say(`first deploy: ${(first.ms / 1000).toFixed(2)} s`);
  const target = medianFile(corpus.dir);
  const redeployMs: number[] = [];
  const movedBytes: number[] = [];
  const uploadedBytes: number[] = [];
  const wireBytes: number[] = [];
  const wire = await startCountingProxy(server.api);
  try {
    for (let i = 1; i <= o.times; i++) {
      change(target.path, i);
      await waitAllQuiet(server.pids);
      const before = server.edgeBytes();
      wire.reset();
      const again = await sitepubDeploy(wire.url, token, corpus.dir, domain, ['--json'], { hashCache });
      wireBytes.push(wire.sent);
      const after = server.edgeBytes();
      if (before !== null && after !== null) movedBytes.push(after - before);
      redeployMs.push(again.ms);
      uploadedBytes.push(uploadedOf(again.stdout));
      say(
        `redeploy ${i}: ${(again.ms / 1000).toFixed(2)} s, ${uploadedBytes.at(-1)} bytes of content sent, ` +
          `${wire.sent} bytes on the wire to ${o.label === 'cluster' ? 'the balancer' : 'the origin'}` +
          (movedBytes.length === i ? `, ${movedBytes.at(-1)} bytes to the edges` : ''),
      );
    }
  } finally {
    await wire.close();
  }
  change(target.path, o.times + 1);
  await waitAllQuiet(server.pids);
  const cold = await sitepubDeploy(server.api, token, corpus.dir, domain);
  say(`redeploy with an empty hash cache: ${(cold.ms / 1000).toFixed(2)} s`);
  change(target.path, o.times + 2);
  await waitAllQuiet(server.pids);
  const full = await sitepubDeploy(server.api, token, corpus.dir, domain, ['--no-reuse'], { hashCache });
  say(`redeploy with --no-reuse: ${(full.ms / 1000).toFixed(2)} s`);
  return {
    corpus,
    changedFile: relative(corpus.dir, target.path),
    changedBytes: target.size,
    firstMs: first.ms,
    redeployMs,
    movedBytes,
    uploadedBytes,
    wireBytes,
    fullMs: full.ms,
    coldMs: cold.ms,
  };
}

export const redeployRatio = (r: RedeployResult): number => median(r.redeployMs) / r.firstMs;
