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
