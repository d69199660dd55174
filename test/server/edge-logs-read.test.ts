/** The origin reading an edge's request log lines (src/server/distribution/edge-probes.ts `logs`). */
import { describe, expect, it } from 'vitest';
import { logs } from '../../src/server/distribution/edge-probes.ts';
import type { EdgeCall } from '../../src/server/distribution/edge-call.ts';

const edge = { id: 'edge-1', url: 'http://127.0.0.1:9', location: 'here', ip: '127.0.0.1' };
const line = {
  t: 1,
  host: 'a.example.com',
  domain: 'a.example.com',
  rev: 1,
  preview: false,
  method: 'GET',
  path: '/',
  status: 200,
  bytes: 10,
  ref: null,
  proto: 'http/1.1',
  tls: false,
  enc: null,
  hit: true,
  vid: 'v',
  ua: 'test',
};

describe('reading edges’ request logs', () => {
  it('keeps the lines it can read and tells how many it could not', async () => {
    const text = [JSON.stringify(line), '{"t":', JSON.stringify({ ...line, bytes: 'ten' }), ''].join('\n');
    const call: EdgeCall = async () => ({ json: async () => JSON.parse(text), text: async () => text });
    const told: [string, number][] = [];
    const got = await logs(call, [edge], 'a.example.com', 0, 1000, (id, n) => told.push([id, n]));
    expect(got.records).toEqual([{ ...line, edge: 'edge-1' }]);
    expect(got.unreachable).toEqual([]);
    expect(told).toEqual([['edge-1', 2]]);
  });
});
