/** action.yml is the contract with users: its inputs and outputs must be exactly the ones the code reads. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Inputs, Outputs } from '../../src/action/constants.ts';

const yml = readFileSync(new URL('../../action.yml', import.meta.url), 'utf8');
const section = (name: string): string[] => {
  const body = yml.split(new RegExp(`^${name}:\\n`, 'm'))[1]!.split(/^\S/m)[0]!;
  return [...body.matchAll(/^ {2}([a-z-]+):$/gm)].map((m) => m[1]!);
};

describe('action.yml', () => {
  it('declares exactly the inputs the Action reads', () => {
    expect(section('inputs').sort()).toEqual(Object.values(Inputs).sort());
  });
  it('declares exactly the outputs the Action sets', () => {
    expect(section('outputs').sort()).toEqual(Object.values(Outputs).sort());
  });
  it('runs the committed bundle on node24', () => {
    expect(yml).toMatch(/runs:\n {2}using: node24\n {2}main: dist\/index\.js/);
  });
});

describe('docs/action.md', () => {
  it('has the usage block and tables generated from action.yml', async () => {
    const { execFile } = await import('node:child_process');
    const root = new URL('../..', import.meta.url).pathname;
    const code = await new Promise<number | null>((resolve) => {
      execFile(process.execPath, [`${root}scripts/generate-docs.mjs`, '--check'], { cwd: root }, (err) =>
        resolve(err ? ((err as { code?: number }).code ?? 1) : 0),
      );
    });
    expect(code, 'run `node scripts/generate-docs.mjs`').toBe(0);
    const doc = readFileSync(new URL('../../docs/action.md', import.meta.url), 'utf8');
    for (const name of [...Object.values(Inputs), ...Object.values(Outputs)])
      expect(doc).toContain(`\`${name}\``);
  });
});
