/**
 * The bench's cluster plumbing (bench/harness): the pass-through that counts a client's bytes on the wire, the
 * BENCH_CLUSTER switch, the message a cluster that cannot start gives, and finding the processes it started.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clusterWanted, descendants, edgeFolders, startBenchCluster } from '../../bench/harness/cluster.ts';
import { startCountingProxy } from '../../bench/harness/counting-proxy.ts';

describe('bench harness', () => {
  it('counts every byte a client sends through the pass-through, headers included, and what comes back', async () => {
    const server = createServer((req: IncomingMessage, res) => {
      let n = 0;
      req.on('data', (d: Buffer) => (n += d.length));
      req.on('end', () => res.end(`got ${n}`));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const proxy = await startCountingProxy(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    try {
      const body = Buffer.alloc(100_000, 7);
      const res = await fetch(`${proxy.url}/upload`, { method: 'PUT', body });
      expect(await res.text()).toBe('got 100000');
      expect(proxy.sent).toBeGreaterThan(100_000);
      expect(proxy.sent).toBeLessThan(100_000 + 1000);
      expect(proxy.received).toBeGreaterThan('got 100000'.length);
      proxy.reset();
      expect(proxy.sent).toBe(0);
      await (await fetch(`${proxy.url}/x`)).text();
      expect(proxy.sent).toBeGreaterThan(20);
      expect(proxy.sent).toBeLessThan(1000);
    } finally {
      await proxy.close();
      server.close();
    }
  });

  it('runs the cluster by default and leaves it out with BENCH_CLUSTER=0; anything else is an error', () => {
    expect(clusterWanted({})).toBe(true);
    expect(clusterWanted({ BENCH_CLUSTER: '1' })).toBe(true);
    expect(clusterWanted({ BENCH_CLUSTER: '0' })).toBe(false);
    expect(clusterWanted({ BENCH_CLUSTER: 'off' })).toBe(false);
    expect(() => clusterWanted({ BENCH_CLUSTER: 'maybe' })).toThrow(/BENCH_CLUSTER must be 1 .* or 0/);
  });

  it('says which flag skips the cluster when it cannot start', async () => {
    await expect(
      startBenchCluster(() => Promise.reject(new Error('scripts/services/ceph-up.sh failed: no radosgw'))),
    ).rejects.toThrow(
      /did not start: scripts\/services\/ceph-up\.sh failed: no radosgw; run with BENCH_CLUSTER=0/,
    );
  });

  it('finds the processes it started as its descendants', async () => {
    const child = spawn('sh', ['-c', 'sleep 30 & wait'], { stdio: 'ignore', detached: true });
    try {
      await new Promise((r) => setTimeout(r, 200));
      const grandchildren = descendants(child.pid);
      expect(grandchildren).toHaveLength(1);
      expect(descendants()).toEqual(expect.arrayContaining([child.pid, grandchildren[0]]));
    } finally {
      process.kill(-child.pid!, 'SIGKILL');
    }
  });

  it("reads an edge process's data folder from its command line, and only an edge's", async () => {
    const edge = spawn(
      'sh',
      ['-c', 'sleep 30; :', 'cli.js', 'edge', '--origin', 'http://lb', '--data', '/tmp/e-1'],
      {
        stdio: 'ignore',
      },
    );
    const origin = spawn('sh', ['-c', 'sleep 30; :', 'cli.js', 'serve', '--data', '/tmp/o-1'], {
      stdio: 'ignore',
    });
    try {
      await new Promise((r) => setTimeout(r, 100));
      expect(edgeFolders([edge.pid!, origin.pid!, 999_999_999])).toEqual(['/tmp/e-1']);
    } finally {
      edge.kill('SIGKILL');
      origin.kill('SIGKILL');
    }
  });
});
