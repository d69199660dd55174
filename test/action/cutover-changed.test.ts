/** Whether a cutover answer says production changed (src/action/production.ts cutoverChanged). */
import { describe, expect, it } from 'vitest';
import { cutoverChanged } from '../../src/action/production.ts';

const entry = (rev: number) => ({ rev }) as never;

describe('cutoverChanged', () => {
  it("a plain server's answer (status, no former): 201 is a change, anything else is not", () => {
    // surge.sh and the surge profile: `{status, revision, instances, domain}`, no `former`
    expect(cutoverChanged({ status: 201 }, 5)).toBe(true);
    expect(cutoverChanged({ status: 200 }, 5)).toBe(false);
  });

  it('the status decides over former when both are there', () => {
    expect(cutoverChanged({ status: 200, former: entry(5) }, 5)).toBe(false);
    expect(cutoverChanged({ status: 201, former: entry(4) }, 5)).toBe(true);
  });

  it('without a status: former other than the revision now live, else taken as a change', () => {
    expect(cutoverChanged({ former: entry(5) }, 5)).toBe(false);
    expect(cutoverChanged({ former: entry(4) }, 5)).toBe(true);
    expect(cutoverChanged({ former: null }, 5)).toBe(true);
    expect(cutoverChanged({}, 5)).toBe(true);
  });
});
