/**
 * Hostile archives at the real size limits, SITEPUB_SLOW=1 only (`npm run test:slow`): stream-generated, never
 * held in memory.
 *  - 450 MB exactly (450,000,000 content bytes) is accepted; one byte more is refused while streaming (TOO_LARGE)
 *    — on a Standard plan account (the Free plan stops at 200 MB with a `collect` line);
 *  - a gzip bomb against the default limits is refused (DECOMPRESSED_TOO_LARGE) after about 487 MB decompressed,
 *    having read well under 20 MB of the compressed stream.
 * Each refusal keeps every invariant of HostileWorld.expectUnchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PROJECT_BYTES } from '../../src/protocol/limits.ts';
import { bombStream, putStream, sizedSiteStream } from '../helpers/hostile-archives.ts';
import { startHostileWorld, type HostileWorld } from '../helpers/hostile-world.ts';
import { api } from '../helpers/server.ts';

describe.skipIf(!process.env.SITEPUB_SLOW)('real size limits', () => {
  let w: HostileWorld;
  beforeAll(async () => {
    w = await startHostileWorld({ edges: 1 });
    const plan = await api(w.api, w.token, 'PUT', '/plan', { plan: 'standard', token: 'tok_visa' });
    expect(plan.status, JSON.stringify(plan.body)).toBeLessThan(300);
  });
  afterAll(async () => w?.close());

  it('accepts 450,000,000 bytes exactly', { timeout: 900_000 }, async () => {
    expect(MAX_PROJECT_BYTES).toBe(450_000_000);
    const res = await putStream(
      w.api,
      w.token,
      'big.hostile.test',
      sizedSiteStream({ contentBytes: MAX_PROJECT_BYTES }),
      {
        'project-size': String(MAX_PROJECT_BYTES),
      },
    );
    expect(res.events.at(-1), JSON.stringify(res.events.at(-1))).toMatchObject({ type: 'info' });
    await w.expectUnchanged();
  });

  it('refuses 450,000,001 bytes while streaming', { timeout: 900_000 }, async () => {
    const res = await putStream(
      w.api,
      w.token,
      w.domain,
      sizedSiteStream({ contentBytes: MAX_PROJECT_BYTES + 1 }),
    );
    expect(res.events.at(-1)).toMatchObject({
      type: 'error',
      error: { code: 'TOO_LARGE', message: expect.stringMatching(/exceeds 450000000 bytes/) },
    });
    await w.expectUnchanged();
  });

  it(
    'stops a stream-generated 20 GB gzip bomb at the default decompressed cap',
    { timeout: 300_000 },
    async () => {
      const res = await putStream(w.api, w.token, w.domain, bombStream({ decompressedBytes: 20e9 }));
      expect(res.events.at(-1)).toMatchObject({
        type: 'error',
        error: { code: 'DECOMPRESSED_TOO_LARGE', message: expect.stringMatching(/gzip bomb/) },
      });
      expect(res.produced).toBeLessThan(20e6);
      await w.expectUnchanged();
    },
  );
});
