import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Inputs } from '../../src/action/constants.ts';
// @ts-expect-error -- plain ESM script without types
import * as check from '../../scripts/readme.mjs';

const { COMMANDS, MAX_LINES, docFiles, docLinks, readme, tablesFresh } = check as {
  COMMANDS: string[];
  MAX_LINES: number;
  docFiles: () => string[];
  docLinks: (text: string) => string[];
  readme: () => string;
  tablesFresh: () => Promise<boolean>;
};

describe('README.md (for users, written by hand)', () => {
  it(`is at most ${MAX_LINES} lines`, () => {
    expect(MAX_LINES).toBeLessThanOrEqual(320);
    expect(readme().split('\n').length - 1).toBeLessThanOrEqual(MAX_LINES);
  });

  it('shows the two commands: npm ci && npm run demo, and npm test', () => {
    expect(COMMANDS).toEqual(['npm ci && npm run demo', 'npm test']);
    for (const c of COMMANDS) expect(readme()).toContain(c);
  });

  it('links every docs/*.md, and every link into docs/ resolves', async () => {
    const { existsSync } = await import('node:fs');
    const links = docLinks(readme());
    expect(docFiles().length).toBeGreaterThan(5);
    expect(docFiles().filter((f) => !links.includes(`docs/${f}`))).toEqual([]);
    expect(links.filter((l) => !existsSync(new URL(`../../${l}`, import.meta.url)))).toEqual([]);
  });

  it('finds links with anchors and ignores other links', () => {
    expect(docLinks('[a](docs/cli.md#x) [b](https://x/docs/y.md) [c](docs/edge.md)')).toEqual([
      'docs/cli.md',
      'docs/edge.md',
    ]);
  });

  it('carries the Inputs and Outputs tables generated from action.yml (node scripts/generate-docs.mjs)', async () => {
    const text = readme();
    expect(text).toMatch(/<!-- start inputs -->\n\n\| Input +\| Required +\| Default/);
    expect(text).toMatch(/<!-- start outputs -->\n\n\| Output +\| Description/);
    expect(await tablesFresh()).toBe(true);
  });
  it('quick start: the workflow parses, passes only declared inputs, and runs on PRs, pushes and workflow_dispatch', () => {
    const block = /^```yaml\n([\s\S]*?)^```$/m.exec(readme())?.[1];
    expect(block).toBeDefined();
    const wf = parse(block!) as {
      on: Record<string, unknown>;
      jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
    };
    expect(Object.keys(wf.on).sort()).toEqual(['pull_request', 'push', 'workflow_dispatch']);
    const known = new Set<string>(Object.values(Inputs));
    const steps = Object.values(wf.jobs).flatMap((j) =>
      j.steps.filter((st) => st.uses?.startsWith('sitepub/sitepub@')),
    );
    expect(steps).toHaveLength(1);
    expect(Object.keys(steps[0]!.with ?? {}).filter((k) => !known.has(k))).toEqual([]);
  });
});
