/**
 * The origin's list of edges (src/server/distribution/edge-set.ts) over the shared registry: registrations through
 * one origin are seen by another at its next fan-out; the hot path (`list()`) reads the registry at most once
 * per REFRESH_MS however often it is asked; a registry that cannot be read keeps the last list.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  EdgeSet,
  REFRESH_MS,
  sharedEdgeRegistry,
  type EdgeRegistry,
} from '../../src/server/distribution/edge-set.ts';
import { sharedStates } from '../helpers/shared-state.ts';

const states = sharedStates();
afterAll(() => states.closeAll());

const reg = (id: string) => ({ id, url: `http://127.0.0.1:1/${id}`, location: 'far', ip: '127.0.0.1' });
const TTL = 10 * 60_000;

describe('EdgeSet over the shared registry', () => {
  it('an edge registered through origin A is in origin B’s next fan-out list', async () => {
    const registry = sharedEdgeRegistry(await states.fresh());
    const a = new EdgeSet([], TTL, registry);
    const b = new EdgeSet([], TTL, registry);
    await b.current();
    await a.register(reg('edge-far'));
    expect(b.list().map((e) => e.id)).toEqual([]); // B's hot path has not read it yet
    expect((await b.current()).map((e) => e.id)).toEqual(['edge-far']);
    expect(b.list().map((e) => e.id)).toEqual(['edge-far']);
  });

  it('the hot path reads the registry at most once per REFRESH_MS; a fan-out always reads it', async () => {
    const inner = sharedEdgeRegistry(await states.fresh());
    let reads = 0;
    const counting: EdgeRegistry = {
      list: async (now) => {
        reads++;
        return inner.list(now);
      },
      put: (r, at) => inner.put(r, at),
    };
    const set = new EdgeSet([{ ...reg('edge-1'), tlsUrl: null }], TTL, counting);
    await set.current();
    const before = reads;
    for (let i = 0; i < 1000; i++) set.list();
    expect(reads - before).toBe(0); // read less than REFRESH_MS ago
    await set.current();
    await set.current();
    expect(reads - before).toBe(2);
    expect(REFRESH_MS).toBeLessThanOrEqual(60_000); // within one re-registration period of an edge
  });

  it('a registry that cannot be read keeps the last list and reports the error', async () => {
    const inner = sharedEdgeRegistry(await states.fresh());
    let broken = false;
    const errors: string[] = [];
    const flaky: EdgeRegistry = {
      list: async (now) => {
        if (broken) throw new Error('database unreachable');
        return inner.list(now);
      },
      put: (r, at) => inner.put(r, at),
    };
    const set = new EdgeSet([], TTL, flaky, (err) => errors.push((err as Error).message));
    await set.register(reg('edge-x'));
    expect((await set.current()).map((e) => e.id)).toEqual(['edge-x']);
    broken = true;
    expect((await set.current()).map((e) => e.id)).toEqual(['edge-x']);
    expect(errors).toEqual(['database unreachable']);
  });
});
