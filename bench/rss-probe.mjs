/**
 * Probe (not part of `npm run bench`): where a process's peak RSS sits. Preload it into any Node command:
 *   node --import ./bench/rss-probe.mjs dist/cli/index.js deploy <folder> <domain> --endpoint <api>
 * Samples RSS every 10 ms; at each new peak (+1 MiB) it snapshots /proc/self/smaps, and on exit prints to
 * stderr the peak split into: pages of the node binary itself (code and read-only data mapped from the file),
 * the V8 heap, malloc's main heap (ArrayBuffer backing stores, zlib and other native state), other anonymous
 * mappings, plus process.memoryUsage() and V8's young and old generations at that moment (the young one counts both
 * halves once used: V8 doubles it when what survives its collections outgrows it). Linux only.
 */
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { setInterval } from 'node:timers';
import v8 from 'node:v8';

const MiB = 2 ** 20;
let peak = 0;
let smaps = '';
let usage = process.memoryUsage();
let spaces = v8.getHeapSpaceStatistics();
const sample = () => {
  const rss = process.memoryUsage.rss();
  if (rss <= peak + MiB) return;
  peak = rss;
  usage = process.memoryUsage();
  spaces = v8.getHeapSpaceStatistics();
  try {
    smaps = readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    smaps = '';
  }
};
setInterval(sample, 10).unref();

function split(text) {
  const kb = { binary: 0, mallocHeap: 0, otherFiles: 0, anonymous: 0 };
  let bucket = 'anonymous';
  for (const line of text.split('\n')) {
    const m = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (m) {
      const name = m[1];
      bucket =
        name === process.execPath || name.endsWith('/bin/node')
          ? 'binary'
          : name === '[heap]'
            ? 'mallocHeap'
            : name.startsWith('/')
              ? 'otherFiles'
              : 'anonymous';
      continue;
    }
    const r = /^Rss:\s+(\d+) kB/.exec(line);
    if (r) kb[bucket] += Number(r[1]);
  }
  return kb;
}

process.on('exit', () => {
  sample();
  const mb = (bytes) => `${(bytes / MiB).toFixed(0)} MB`;
  const kb = split(smaps);
  const space = (name) => spaces.find((x) => x.space_name === name)?.space_size ?? 0;
  process.stderr.write(
    `rss-probe: peak ${mb(peak)} = node binary ${mb(kb.binary * 1024)} + malloc heap ${mb(kb.mallocHeap * 1024)}` +
      ` + other anonymous ${mb(kb.anonymous * 1024)} (V8 heap ${mb(usage.heapTotal)} inside: young` +
      ` ${mb(space('new_space'))}, old ${mb(space('old_space'))})` +
      ` + other files ${mb(kb.otherFiles * 1024)}; external ${mb(usage.external)}, array buffers ${mb(usage.arrayBuffers)}\n`,
  );
});
