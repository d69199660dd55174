/**
 * The workflows docs/action.md and the README give users to copy (GitHub's parser checks them in
 * workflow-validation.test.ts): there is one recommended workflow, the same text in both; every step using the
 * Action passes only inputs action.yml declares; no workflow that has secrets on pull_request_target checks out
 * code; every workflow that can change production queues in the one production concurrency group; and there is a
 * self-hosted example that sets `endpoint` and says that GitHub's runners must reach the server.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Inputs } from '../../src/action/constants.ts';

const doc = readFileSync(new URL('../../docs/action.md', import.meta.url), 'utf8');
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
/** The YAML blocks of a markdown text, indented ones (inside a list item) included, without their indent. */
const yamlBlocks = (text: string): string[] =>
  [...text.matchAll(/^( *)```yaml\n([\s\S]*?)^\1```$/gm)].map((m) =>
    m[2]!.replace(new RegExp(`^${m[1]!}`, 'gm'), ''),
  );
const blocks = [...yamlBlocks(doc), ...yamlBlocks(readme)];
/** The recommended workflow: the block that starts with its file name, `.github/workflows/site.yml`. */
const recommended = (text: string): string[] =>
  yamlBlocks(text).filter((b) => b.startsWith('# .github/workflows/site.yml\n'));

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on?: Record<string, unknown> | string | string[];
  concurrency?: { group?: string };
  jobs?: Record<string, { steps?: Step[] }>;
}

const isWorkflow = (y: unknown): y is Workflow => typeof y === 'object' && y !== null && 'jobs' in y;
const workflows = blocks.map((b) => parse(b) as unknown).filter(isWorkflow);
const steps = (w: Workflow): Step[] => Object.values(w.jobs ?? {}).flatMap((j) => j.steps ?? []);
const events = (w: Workflow): string[] =>
  typeof w.on === 'string' ? [w.on] : Array.isArray(w.on) ? w.on : Object.keys(w.on ?? {});
const usesAction = (s: Step): boolean => s.uses?.startsWith('sitepub/sitepub@') ?? false;

describe('workflows in docs/action.md and the README', () => {
  it('recommend one workflow: the README and docs/action.md show the same one, once each', () => {
    const inReadme = recommended(readme);
    const inDoc = recommended(doc);
    expect(inReadme).toHaveLength(1);
    expect(inDoc).toHaveLength(1);
    expect(inDoc[0]).toBe(inReadme[0]);
    // previews, production and the manual rollback in the one file
    expect(events(parse(inReadme[0]!) as Workflow).sort()).toEqual([
      'pull_request',
      'push',
      'workflow_dispatch',
    ]);
  });

  it('show a self-hosted server: a step with endpoint, and the note that GitHub runners must reach it', () => {
    const selfHosted = blocks
      .map((b) => parse(b) as unknown)
      .flatMap((y) => (Array.isArray(y) ? (y as Step[]) : isWorkflow(y) ? steps(y) : []))
      .filter((s) => usesAction(s) && typeof s.with?.endpoint === 'string');
    expect(selfHosted.length).toBeGreaterThan(0);
    for (const s of selfHosted) expect(String(s.with?.endpoint)).not.toContain('surge.sh');
    expect(doc).toMatch(/GitHub's runners must reach the server/);
  });

  it('are valid YAML, and there are several', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    expect(workflows.length).toBeGreaterThanOrEqual(4);
  });

  it('pass the Action only inputs action.yml declares', () => {
    const known = new Set<string>(Object.values(Inputs));
    const used = blocks
      .map((b) => parse(b) as unknown)
      .flatMap((y) => (Array.isArray(y) ? (y as Step[]) : isWorkflow(y) ? steps(y) : []))
      .filter(usesAction)
      .flatMap((s) => Object.keys(s.with ?? {}));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
  });

  it('never check out code in a pull_request_target workflow, and discard there explicitly', () => {
    const target = workflows.filter((w) => events(w).includes('pull_request_target'));
    expect(target.length).toBeGreaterThan(0);
    for (const w of target) {
      expect(steps(w).filter((s) => s.uses?.startsWith('actions/checkout'))).toEqual([]);
      // auto would promote a merged fork PR's preview; the clean-up must say what it does
      for (const s of steps(w).filter(usesAction)) expect(s.with?.mode).toBe('discard');
    }
  });

  it('queue every production change in one concurrency group', () => {
    const production = workflows.filter((w) =>
      events(w).some((e) => e === 'push' || e === 'workflow_dispatch'),
    );
    expect(production.length).toBeGreaterThanOrEqual(2);
    for (const w of production) {
      expect(w.concurrency?.group ?? '', JSON.stringify(w.on)).toMatch(/site-production|'production'/);
    }
  });
});
