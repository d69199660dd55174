/**
 * eachLimited (src/store/each-limited.ts): never more than `limit` jobs at once; after a failure no new item
 * starts, and the rejection comes only once the jobs already running have finished.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { eachLimited } from '../../src/store/each-limited.ts';

describe('eachLimited', () => {
  it('runs every item, at most `limit` at a time', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited([5, 1, 3, 2, 4, 1, 2], 3, async (ms) => {
      most = Math.max(most, ++running);
      await sleep(ms);
      running--;
      done.push(ms);
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 1, 2, 2, 3, 4, 5]);
    await eachLimited([], 3, () => Promise.reject(new Error('never called')));
  });

  it('stops starting items after a failure and throws it once the running jobs are done', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const error = await eachLimited([0, 1, 2, 3, 4, 5], 2, async (i) => {
      started.push(i);
      if (i === 1) throw new Error(`item ${i} failed`);
      await sleep(i === 0 ? 20 : 1);
      finished.push(i);
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('item 1 failed');
    expect(started).toEqual([0, 1]);
    expect(finished).toEqual([0]); // item 0 was still running when 1 failed, and was waited for
  });

  it('refuses a limit under 1 rather than skipping every job', async () => {
    for (const limit of [0, -1, Number.NaN])
      await expect(eachLimited([1], limit, async () => {})).rejects.toThrow(/limit must be at least 1/);
  });
});
