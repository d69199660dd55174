// `serve --plans FILE` (issue #39.3): the operator's plans, checked with one error naming the bad field.
import { describe, expect, it } from 'vitest';
import { parsePlans, parsePlansText, PlansFileError } from '../../src/server/billing/plans-file.ts';

const free = { id: 'free', name: 'Free', amount: 0, limits: { maxFiles: 100, maxBytes: 1000 } };

function fieldOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof PlansFileError) return err.field;
    throw err;
  }
  throw new Error('no error');
}

describe('parsePlans', () => {
  it('takes an array or {plans}, fills the defaults, marks free plans dummy', () => {
    const plans = parsePlans({ plans: [free, { ...free, id: 'pro', name: 'Pro', amount: 1250 }] });
    expect(plans[0]).toMatchObject({
      id: 'free',
      interval: 'month',
      friendlyAmount: '$0',
      perks: [],
      dummy: true,
      limits: { maxFiles: 100, maxBytes: 1000, customCertificates: false },
    });
    expect(plans[1]).toMatchObject({ id: 'pro', friendlyAmount: '$12.50', dummy: false });
    expect(parsePlans([free])).toHaveLength(1);
  });

  it('names the bad field', () => {
    expect(fieldOf(() => parsePlans([{ ...free, limits: { maxFiles: 100, maxBytes: 'lots' } }]))).toBe(
      'plans[0].limits.maxBytes',
    );
    expect(fieldOf(() => parsePlans([free, { ...free, id: 'Pro!' }]))).toBe('plans[1].id');
    expect(fieldOf(() => parsePlans([free, { ...free }]))).toBe('plans[1].id');
    expect(fieldOf(() => parsePlans([{ ...free, amount: -1 }]))).toBe('plans[0].amount');
    expect(fieldOf(() => parsePlans([{ ...free, interval: 'week' }]))).toBe('plans[0].interval');
    expect(fieldOf(() => parsePlans([{ ...free, price: 3 }]))).toBe('plans[0].price');
    expect(fieldOf(() => parsePlans([{ ...free, limits: { ...free.limits, maxSites: 3 } }]))).toBe(
      'plans[0].limits.maxSites',
    );
    expect(fieldOf(() => parsePlans([{ ...free, id: 'team' }]))).toBe('plans');
    expect(fieldOf(() => parsePlans([]))).toBe('(top level)');
    expect(fieldOf(() => parsePlansText('{"plans": ['))).toBe('(file)');
  });

  it('refuses limits above the hard caps of spec part 8, which apply to every plan', () => {
    expect(() => parsePlans([{ ...free, limits: { maxFiles: 100, maxBytes: 900_000_000 } }])).toThrow(
      /plans\[0\]\.limits\.maxBytes: 900000000 is above the server's hard cap of 450000000 bytes/,
    );
  });
});
