/**
 * Redeploy with one file changed: deploy a corpus with the sitepub CLI to a fresh domain, replace one file of
 * median size (a new inode, so the cached original behind a hard link is untouched), deploy again. Measures
 * both deploy times and the bytes the edges took from the origin for the second one (growth of the edges'
 * stores, without precompressed variants and logs: blobs, manifests and state files). The first deploy starts
 * with an empty hash cache and the redeploys reuse it, as redeploys from the same folder do; one more redeploy
 * starts with an empty cache again, as one from a fresh checkout (CI) does.
 */
import { mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sitepubDeploy } from './harness/clients.ts';
import { median, waitQuiet } from './harness/proc.ts';
import type { BenchServer } from './harness/server.ts';
import type { Corpus } from './harness/setup.ts';

export interface RedeployResult {
  corpus: Corpus;
  changedFile: string;
  changedBytes: number;
  firstMs: number;
  redeployMs: number[];
  /** Bytes added to both edges' stores by each redeploy. */
  movedBytes: number[];
  /** Bytes the CLI sent for each redeploy (`--json` uploadedBytes: only what the server lacked). */
  uploadedBytes: number[];
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
  server: BenchServer,
  corpus: Corpus,
  o: { runId: string; times: number; log: (m: string) => void },
): Promise<RedeployResult> {
  const token = await server.token(`redeploy-${o.runId}@bench.example`);
  const domain = `redeploy-${corpus.name}-${o.runId}.${server.domain}`;
  await waitQuiet(server.pid);
  const hashCache = mkdtempSync(join(tmpdir(), 'sitepub-bench-redeploy-hashes-'));
  try {
    return await redeployWith(server, corpus, { ...o, token, domain, hashCache });
  } finally {
    rmSync(hashCache, { recursive: true, force: true });
  }
}

async function redeployWith(
  server: BenchServer,
  corpus: Corpus,
  o: { times: number; log: (m: string) => void; token: string; domain: string; hashCache: string },
): Promise<RedeployResult> {
  const { token, domain, hashCache } = o;
  const first = await sitepubDeploy(server.api, token, corpus.dir, domain, [], { hashCache });
  o.log(`  ${corpus.name} first deploy: ${(first.ms / 1000).toFixed(2)} s`);
  const target = medianFile(corpus.dir);
  const redeployMs: number[] = [];
  const movedBytes: number[] = [];
  const uploadedBytes: number[] = [];
  for (let i = 1; i <= o.times; i++) {
    change(target.path, i);
    await waitQuiet(server.pid);
    const before = server.edgeBytes();
    const again = await sitepubDeploy(server.api, token, corpus.dir, domain, ['--json'], { hashCache });
    const moved = server.edgeBytes() - before;
    redeployMs.push(again.ms);
    movedBytes.push(moved);
    uploadedBytes.push(uploadedOf(again.stdout));
    o.log(
      `  ${corpus.name} redeploy ${i}: ${(again.ms / 1000).toFixed(2)} s, ${uploadedBytes.at(-1)} bytes sent, ` +
        `${moved} bytes to the edges`,
    );
  }
  change(target.path, o.times + 1);
  await waitQuiet(server.pid);
  const cold = await sitepubDeploy(server.api, token, corpus.dir, domain);
  o.log(`  ${corpus.name} redeploy with an empty hash cache: ${(cold.ms / 1000).toFixed(2)} s`);
  change(target.path, o.times + 2);
  await waitQuiet(server.pid);
  const full = await sitepubDeploy(server.api, token, corpus.dir, domain, ['--no-reuse'], { hashCache });
  o.log(`  ${corpus.name} redeploy with --no-reuse: ${(full.ms / 1000).toFixed(2)} s`);
  return {
    corpus,
    changedFile: relative(corpus.dir, target.path),
    changedBytes: target.size,
    firstMs: first.ms,
    redeployMs,
    movedBytes,
    uploadedBytes,
    fullMs: full.ms,
    coldMs: cold.ms,
  };
}

export const redeployRatio = (r: RedeployResult): number => median(r.redeployMs) / r.firstMs;
