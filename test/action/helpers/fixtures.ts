/**
 * Reviewed fixtures: the rendered comment and summary of each stage of the Action's end-to-end walk-through are
 * kept as files under test/action/fixtures/<profile>/ and compared exactly, so a change of wording is a
 * deliberate change of a reviewed file. Volatile parts are normalised first: revision ids, ports, times, run
 * ids, the hidden state line's time. Refresh after a deliberate change with
 *   UPDATE_FIXTURES=1 npx vitest run test/action/e2e.test.ts
 * and review the diff of test/action/fixtures/ (docs/development.md).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';

const DIR = join(import.meta.dirname, '..', 'fixtures');

export function normalise(text: string): string {
  return (
    text
      // ISO times (the hidden state line, revision tables) and readable ones
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<iso-time>')
      .replace(/\d{4}(\\?-)\d\d\1\d\d \d\d(\\?:)\d\d UTC/g, '<time>')
      // revision ids (epoch milliseconds) wherever they appear: hosts, code, messages
      .replace(/\b1\d{12}\b/g, '<rev>')
      // ports of the test server's edges and API
      .replace(/(127\.0\.0\.1|localhost)(\\?:)\d{2,5}\b/g, '$1$2<port>')
      .replace(/actions\/runs\/\d+/g, 'actions/runs/<run>')
      .replace(/deployment \d+/g, 'deployment <id>')
      .trimEnd() + '\n'
  );
}

/** Compares `text` (normalised) with the fixture `name`, or writes it when UPDATE_FIXTURES=1. */
export async function expectFixture(profile: string, name: string, text: string): Promise<void> {
  const file = join(DIR, profile, `${name}.md`);
  const got = normalise(text);
  if (process.env.UPDATE_FIXTURES === '1') {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, got);
    return;
  }
  if (!existsSync(file)) {
    throw new Error(
      `No reviewed fixture ${file}: run UPDATE_FIXTURES=1 npx vitest run test/action/e2e.test.ts, then review it.`,
    );
  }
  expect(got, `${name} differs from its reviewed fixture (UPDATE_FIXTURES=1 refreshes it)`).toBe(
    await readFile(file, 'utf8'),
  );
}
