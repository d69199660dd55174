/**
 * combine (src/action/result.ts): the one place a run's result is assembled from the parts its mode and the
 * mode's steps returned.
 */
import { describe, expect, it } from 'vitest';
import { combine, emptyResult } from '../../src/action/result.ts';

describe('combine', () => {
  it('no parts: the empty result of the mode', () => {
    expect(combine('x.example.com', 'sweep')).toEqual(emptyResult('x.example.com', 'sweep'));
  });

  it('a later part replaces the fields it gives, keeps the others, and notes add up in order', () => {
    const r = combine(
      'x.example.com',
      'rollback',
      { healthFailed: [1], revision: 5, notes: ['skipped 1'] },
      { revision: 7, healthFailed: [7], rolledBack: true, notes: ['not health-checked'] },
      { fileCount: 3, failure: undefined },
    );
    expect(r).toMatchObject({ mode: 'rollback', domain: 'x.example.com', revision: 7, healthFailed: [7] });
    expect(r.rolledBack).toBe(true);
    expect(r.fileCount).toBe(3);
    expect(r.failure).toBeNull(); // undefined gives nothing
    expect(r.notes).toEqual(['skipped 1', 'not health-checked']);
  });

  it('neither the domain nor the mode can be changed by a part', () => {
    const whole = { ...emptyResult('other.example.com', 'preview'), revision: 9 };
    const r = combine('x.example.com', 'deploy', whole, { failure: 'boom' });
    expect(r).toMatchObject({ domain: 'x.example.com', mode: 'deploy', revision: 9, failure: 'boom' });
  });
});
