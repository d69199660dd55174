/**
 * Origins of a cluster announce themselves in the shared state and read each other's entries
 * (src/server/distribution/origin-announcer.ts), over a real `store.shared`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  originAnnouncer,
  originListOf,
  ORIGINS_NAMESPACE,
} from '../../src/server/distribution/origin-announcer.ts';
import { sharedStates } from '../helpers/shared-state.ts';

const states = sharedStates();
afterAll(() => states.closeAll());

const entry = (value: string, updatedAt = 0) => ({ key: 'k', value, updatedAt, expiresAt: null });
const announced = (url: string, seen: number) => entry(JSON.stringify({ url, seen }), seen);

describe('originListOf', () => {
  it('puts the asking origin first, then the others most recently heard from first, skipping other entries', () => {
    const entries = [
      announced('http://a:3000', 10),
      entry('not json'),
      entry('{"url":5}'),
      announced('http://c:3000', 30),
      announced('http://b:3000', 20),
    ];
    expect(originListOf(entries, 'http://b:3000')).toEqual([
      'http://b:3000',
      'http://c:3000',
      'http://a:3000',
    ]);
    // an origin without a URL edges can reach lists the others only
    expect(originListOf(entries, null)).toEqual(['http://c:3000', 'http://b:3000', 'http://a:3000']);
  });
});

describe('originAnnouncer', () => {
  it('two origins over one shared state each list both; a stopped one removes itself, an unheard one expires', async () => {
    const shared = await states.fresh();
    const a = originAnnouncer({ shared, url: 'http://10.0.0.11:3000', heartbeatMs: 3_600_000 });
    const b = originAnnouncer({ shared, url: 'http://10.0.0.12:3000', heartbeatMs: 3_600_000, ttlMs: 1 });
    const blind = originAnnouncer({ shared, url: null, heartbeatMs: 3_600_000 });
    try {
      expect(a.list()).toEqual(['http://10.0.0.11:3000']); // before its first heartbeat: itself
      await a.beat();
      await b.beat();
      await a.beat();
      expect(b.list()).toEqual(['http://10.0.0.12:3000', 'http://10.0.0.11:3000']);
      // b's entry lives 1 ms: a no longer lists it once that has passed without a heartbeat from b
      await new Promise((r) => setTimeout(r, 5));
      await a.beat();
      expect(a.list()).toEqual(['http://10.0.0.11:3000']);
      await blind.beat();
      expect(blind.list()).toEqual(['http://10.0.0.11:3000']);
      await a.close();
      await blind.beat();
      expect(blind.list()).toEqual([]);
      expect(await shared.list(ORIGINS_NAMESPACE, Date.now())).toEqual([]);
      // a closed announcer announces nothing more
      await a.beat();
      expect(await shared.list(ORIGINS_NAMESPACE, Date.now())).toEqual([]);
    } finally {
      await a.close();
      await b.close();
      await blind.close();
    }
  });

  it('keeps the list it last read when the shared state fails, and says so once', async () => {
    const shared = await states.fresh();
    let broken = false;
    const flaky = new Proxy(shared, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver) as unknown;
        if (typeof v !== 'function') return v;
        return (...args: unknown[]) =>
          broken
            ? Promise.reject(new Error('the database at db:5432 is unreachable'))
            : (v as (...a: unknown[]) => unknown).apply(target, args);
      },
    });
    await shared.put(
      ORIGINS_NAMESPACE,
      'http://10.0.0.12:3000',
      JSON.stringify({ url: 'http://10.0.0.12:3000', seen: 1 }),
      {
        now: Date.now(),
        expiresAt: Date.now() + 60_000,
      },
    );
    const lines: string[] = [];
    const a = originAnnouncer({
      shared: flaky,
      url: 'http://10.0.0.11:3000',
      heartbeatMs: 3_600_000,
      logger: (m) => lines.push(m),
    });
    try {
      await a.beat();
      broken = true;
      await a.beat();
      await a.beat();
      expect(a.list()).toEqual(['http://10.0.0.11:3000', 'http://10.0.0.12:3000']);
      expect(lines).toEqual([expect.stringMatching(/could not announce this origin .*unreachable/)]);
      broken = false;
      await a.beat();
      expect(lines).toHaveLength(2);
    } finally {
      await a.close();
    }
  });
});
