/**
 * The order in which an edge asks the cluster's origins (src/edge/origin-list.ts, docs/edge.md "When an origin
 * dies"): pure, with the time passed in.
 */
import { describe, expect, it } from 'vitest';
import { isLoopback, MAX_LEARNED, originBase, OriginList } from '../../src/edge/origin-list.ts';

const A = 'http://10.0.0.11:3000';
const B = 'http://10.0.0.12:3000';
const C = 'http://10.0.0.13:3000';
const LB = 'https://api.sites.example.com';

describe('originBase', () => {
  it('keeps scheme, host and port of an http(s) URL, and refuses anything else', () => {
    expect(originBase('http://10.0.0.11:3000/some/path?q=1')).toBe(A);
    expect(originBase('https://API.example.com:443/')).toBe('https://api.example.com');
    expect(originBase('http://[::1]:3000')).toBe('http://[::1]:3000');
    for (const bad of [
      'ftp://x',
      'not a url',
      '',
      'http://user:pw@host',
      42,
      null,
      `http://${'a'.repeat(300)}`,
    ])
      expect(originBase(bad), String(bad)).toBeNull();
  });

  it('knows loopback hosts', () => {
    for (const l of [
      'http://127.0.0.1:3000',
      'http://127.9.9.9',
      'http://localhost:1',
      'http://[::1]:2',
      'http://a.localhost',
    ])
      expect(isLoopback(l), l).toBe(true);
    for (const n of [A, LB, 'http://128.0.0.1']) expect(isLoopback(n), n).toBe(false);
  });
});

describe('OriginList', () => {
  it('asks only its --origin until the cluster names other origins (an older origin names none)', () => {
    const list = new OriginList(LB);
    expect(list.order(0)).toEqual([LB]);
    expect(list.learn(undefined)).toBe(false);
    expect(list.learn([])).toBe(false);
    expect(list.learn('http://x')).toBe(false);
    expect(list.order(0)).toEqual([LB]);
  });

  it('learns the valid, distinct origins, not its own --origin, at most MAX_LEARNED', () => {
    const list = new OriginList(`${A}/`);
    expect(list.learn([B, `${A}/x`, B, 'gopher://x', 7, C])).toBe(true);
    expect(list.learned()).toEqual([B, C]);
    expect(list.all()).toEqual([`${A}/`, B, C]);
    expect(list.learn([B, C])).toBe(false); // the same list: nothing changed
    const many = Array.from({ length: 40 }, (_, i) => `http://10.1.0.${i}:3000`);
    list.learn(many);
    expect(list.learned()).toHaveLength(MAX_LEARNED);
    // a list with nothing usable in it changes nothing
    expect(list.learn([`${A}`, 'nope'])).toBe(false);
    expect(list.learned()).toHaveLength(MAX_LEARNED);
  });

  it('takes no loopback origin unless its own --origin is on loopback (the secret stays on this machine)', () => {
    const remote = new OriginList(LB);
    remote.learn(['http://127.0.0.1:3000', 'http://localhost:3001', B]);
    expect(remote.learned()).toEqual([B]);
    const local = new OriginList('http://127.0.0.1:4000');
    local.learn(['http://127.0.0.1:4001', B]);
    expect(local.learned()).toEqual(['http://127.0.0.1:4001', B]);
  });

  it('moves an unreachable origin behind the others, backing off 1 s doubling to 60 s', () => {
    const list = new OriginList(A, [B, C]);
    expect(list.order(0)).toEqual([A, B, C]);
    list.failed(A, 0);
    expect(list.order(0)).toEqual([B, C, A]);
    expect(list.order(999)).toEqual([B, C, A]);
    expect(list.order(1000)).toEqual([A, B, C]); // its back-off ended: the --origin first again
    list.failed(A, 1000); // second failure: 2 s
    expect(list.order(2999)[0]).toBe(B);
    expect(list.order(3000)[0]).toBe(A);
    for (let i = 0; i < 20; i++) list.failed(A, 10_000);
    expect(list.order(69_999)[0]).toBe(B);
    expect(list.order(70_000)[0]).toBe(A); // capped at 60 s
    // an answer clears the back-off at once
    list.failed(A, 100_000);
    list.succeeded(A);
    expect(list.order(100_000)[0]).toBe(A);
  });

  it('after its --origin, asks the origin that answered last; backing-off ones last, soonest first', () => {
    const list = new OriginList(A, [B, C]);
    list.failed(A, 0);
    expect(list.succeeded(C)).toBe(A); // calls moved from A to C
    expect(list.current()).toBe(C);
    expect(list.order(10)).toEqual([C, B, A]);
    list.failed(C, 10); // until 1010
    list.failed(B, 500); // until 1500
    // A until 1000, C until 1010, B until 1500: all backing off, soonest retry first
    expect(list.order(600)).toEqual([A, C, B]);
    expect(list.preferred(600)).toBe(A);
    expect(list.succeeded(C)).toBe(null); // C was the current one already
  });

  it('asks the origin a sync came from first unless it backs off; find() names only origins of the list', () => {
    const list = new OriginList(A, [B, C]);
    expect(list.find(`${C}/_sitepub/sync`)).toBe(C);
    expect(list.find(`${A}/`)).toBe(A);
    expect(list.find('http://10.0.0.99:3000')).toBeNull(); // not told by the cluster: never sent the secret
    expect(list.find('not a URL')).toBeNull();
    expect(list.order(0, C)).toEqual([C, A, B]);
    expect(list.order(0, null)).toEqual([A, B, C]);
    list.failed(C, 0); // until 1000
    expect(list.order(10, C)).toEqual([A, B, C]);
  });

  it('forgets the back-off of an origin the cluster no longer lists, and falls back to --origin', () => {
    const list = new OriginList(A, [B, C]);
    list.succeeded(C);
    list.failed(B, 0);
    list.learn([B]);
    expect(list.current()).toBe(A);
    expect(list.order(0)).toEqual([A, B]);
    list.learn([C, B]);
    expect(list.order(0)).toEqual([A, C, B]); // B's back-off is still on
  });

  it('refuses a --origin that is not an http(s) URL without credentials', () => {
    expect(() => new OriginList('ftp://x')).toThrow(/must be an http\(s\) URL without credentials/);
  });
});
