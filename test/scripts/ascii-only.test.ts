/** scripts/ascii-only.mjs: the bundles' non-ASCII characters become escapes that mean the same thing. */
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { asciiOnly } from '../../scripts/ascii-only.mjs';

const run = (code: string): unknown => vm.runInNewContext(code);
const escapeTo = asciiOnly as (code: string) => string;

describe('asciiOnly', () => {
  const cases: Array<[string, string]> = [
    ['string', `'it’s … ✓'`],
    ['escaped character in a string', `'\\’x'`],
    ['even run of backslashes', `'\\\\’'`],
    ['template literal', '`${1} → ${2}`'],
    ['regular expression', `/[’…]+/.test('’…’')`],
    ['astral character with the u flag', `/^😀$/u.test('😀')`],
    ['identifier', `var café = 3; café * 2`],
    ['comment', `// it’s\n1 /* → */ + 1`],
  ];
  it.each(cases)('%s: same value, ASCII only', (_name, code) => {
    const out = escapeTo(code);
    // eslint-disable-next-line no-control-regex
    expect(out).toMatch(/^[\x00-\x7f]*$/);
    expect(run(out)).toEqual(run(code));
  });

  it('leaves tagged templates as they are (their tag reads the raw text)', () => {
    const code = 'String.raw`a→b` + "→"';
    const out = escapeTo(code);
    expect(out).toBe('String.raw`a→b` + "\\u2192"');
    expect(run(out)).toBe(run(code));
  });

  it('returns ASCII code unchanged', () => {
    const code = 'const a = "x"; // plain\n';
    expect(escapeTo(code)).toBe(code);
  });
});
