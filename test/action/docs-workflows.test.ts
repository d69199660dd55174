/**
 * The workflows docs/action.md gives users to copy (GitHub's parser checks them in workflow-validation.test.ts):
 * every step using the Action passes only inputs action.yml declares, no workflow that has secrets on
 * pull_request_target checks out code, and every workflow that can change production queues in the one production
 * concurrency group.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Inputs } from '../../src/action/constants.ts';

const doc = readFileSync(new URL('../../docs/action.md', import.meta.url), 'utf8');
const blocks = [...doc.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);

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

describe('workflows in docs/action.md', () => {
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
