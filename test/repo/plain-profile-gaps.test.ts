/** Every entry of PLAIN_PROFILE_GAPS names a test that exists in a suite run on both profiles (no stale entry). */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { PLAIN_PROFILE_GAPS } from '../helpers/profiles.ts';

const TEST_DIR = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}

it('each gap names a test of a suite parametrised over PROFILES', () => {
  const suites = testFiles(TEST_DIR)
    .map((f) => ({ file: relative(TEST_DIR, f), text: readFileSync(f, 'utf8') }))
    .filter((s) => s.text.includes('describe.each(PROFILES)'));
  expect(suites.length).toBeGreaterThan(3);
  const missing = Object.keys(PLAIN_PROFILE_GAPS).filter(
    (name) =>
      !suites.some(
        (s) => s.text.includes(`'${name.replaceAll("'", "\\'")}'`) || s.text.includes(`"${name}"`),
      ),
  );
  expect(missing).toEqual([]);
});
