/**
 * Packer benchmark (not a test): `npx node test/pack/pack-bench.ts [corpus] [levels]`.
 * Compares this packer (hand-built headers via node-tar's Header) with node-tar's own Pack (`tar.c`, what the
 * official client uses) on the same sorted file list, per gzip level: wall time, output size, peak RSS growth.
 * Each variant runs in a child process so peak RSS is its own.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { corpusPath, type CorpusName } from '../helpers/corpora.ts';

const self = fileURLToPath(import.meta.url);

async function child(kind: string, folder: string, level: number): Promise<void> {
  const { Writable } = await import('node:stream');
  const { pipeline } = await import('node:stream/promises');
  const { dirname, basename } = await import('node:path');
  const { pack, scanSite } = await import('../../src/pack/index.ts');
  const tar = await import('tar');
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _e, cb) {
      bytes += chunk.length;
      cb();
    },
  });
  const t0 = performance.now();
  if (kind === 'sitepub') {
    const p = await pack(folder, { gzipLevel: level });
    await pipeline(p.stream, sink);
  } else {
    const scan = await scanSite(folder);
    const name = basename(folder);
    const stream = tar.c(
      { gzip: { level }, cwd: dirname(folder), portable: true, mtime: new Date(0) },
      scan.files.map((f) => `${name}/${f.path}`),
    );
    await pipeline(stream, sink);
  }
  const ms = performance.now() - t0;
  clearInterval(timer);
  console.log(
    JSON.stringify({
      kind,
      level,
      ms: Math.round(ms),
      gzBytes: bytes,
      rssGrowthMB: Math.round((peak - base) / 1048576),
    }),
  );
}

if (process.argv[2] === '--child') {
  await child(process.argv[3]!, process.argv[4]!, Number(process.argv[5]));
} else {
  const corpus = (process.argv[2] ?? 'monaco') as CorpusName;
  const levels = (process.argv[3] ?? '1,4,6').split(',').map(Number);
  const folder = corpusPath(corpus);
  for (const level of levels) {
    for (const kind of ['sitepub', 'node-tar']) {
      const out = execFileSync(process.execPath, [self, '--child', kind, folder, String(level)])
        .toString()
        .trim();
      console.log(corpus, out);
    }
  }
}
