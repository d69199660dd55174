/**
 * Probe (not part of `npm run bench`): what a process allocates, garbage included. Preload it into a server
 * (`BENCH_SERVER_NODE_ARGS='--import ./bench/alloc-probe.mjs'`); each SIGUSR2 starts, then stops, V8's sampling heap
 * profiler with the objects collected by either garbage collector kept, and at the stop writes the profile to
 * `<tmpdir>/alloc-probe-<pid>.json` (bench/edge-probe.ts with EDGE_PROBE_ALLOC=1 does both around each load and
 * prints the bytes per request and the functions that allocate them).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';

const session = new Session();
session.connect();
let sampling = false;
process.on('SIGUSR2', () => {
  sampling = !sampling;
  if (sampling) {
    session.post('HeapProfiler.startSampling', {
      samplingInterval: 512,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    return;
  }
  session.post('HeapProfiler.stopSampling', (err, result) => {
    if (err) return;
    // written aside, then renamed: the reader waits for the name and must not find the file half written
    const file = join(tmpdir(), `alloc-probe-${process.pid}.json`);
    writeFileSync(`${file}.part`, JSON.stringify(result.profile));
    renameSync(`${file}.part`, file);
  });
});
