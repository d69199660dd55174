import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without types
import { buildReadme, ORDER } from '../../scripts/readme.mjs';

describe('README.md', () => {
  it('is built from docs/*.md (run `node scripts/readme.mjs`)', () => {
    expect(readFileSync(new URL('../../README.md', import.meta.url), 'utf8')).toBe(buildReadme());
  });
  it('starts with the two commands of the quick start', () => {
    expect(ORDER[0]).toBe('overview.md');
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain('npm ci');
    expect(readme).toContain('npm run demo');
    expect(readme).toContain('npm test');
  });
});
