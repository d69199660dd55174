/**
 * GitHub's own parser (@actions/workflow-parser, the one behind the Actions language service) checks every
 * workflow the project ships or tells users to copy: `.github/workflows/*.yml`, `action.yml`, and each YAML block
 * of the docs (a whole workflow, or a list of steps, validated inside a minimal job). It reports what the runner
 * would refuse: unknown keys, events and contexts, broken `${{ }}` expressions, a `runs.using` GitHub does not
 * know. The deliberately broken snippets at the end prove that a bad example fails this test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { parseAction } from '@actions/workflow-parser/actions/index';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';

const root = new URL('../../', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, root), 'utf8');
const trace = new NoOperationTraceWriter();

/** The parser's errors for one workflow file ("name (Line: 7, Col: 9): Unexpected value 'wiht'"). */
function workflowErrors(name: string, content: string): string[] {
  return parseWorkflow({ name, content }, trace).context.errors.getErrors().map(String);
}

function actionErrors(name: string, content: string): string[] {
  return parseAction({ name, content }, trace).context.errors.getErrors().map(String);
}

/**
 * Every ```yaml / ```yml block of a markdown file, validated: a workflow as it is; a list of steps inside a
 * minimal workflow (one job on ubuntu-latest, triggered by push); any other YAML is refused, so a new kind of
 * example cannot slip past unchecked. Errors name the file and the block's first line in it.
 */
function docWorkflowErrors(file: string, markdown: string): { blocks: number; errors: string[] } {
  const errors: string[] = [];
  let blocks = 0;
  for (const m of markdown.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)) {
    blocks++;
    const line = markdown.slice(0, m.index).split('\n').length + 1;
    const name = `${file}:${line}`;
    const text = m[1]!;
    let yaml: unknown;
    try {
      yaml = parse(text);
    } catch (err) {
      errors.push(`${name}: not YAML: ${(err as Error).message.split('\n')[0]}`);
      continue;
    }
    if (Array.isArray(yaml)) {
      const wrapped = stringify({
        on: 'push',
        jobs: { example: { 'runs-on': 'ubuntu-latest', steps: yaml } },
      });
      errors.push(...workflowErrors(`${name} (steps)`, wrapped));
    } else if (typeof yaml === 'object' && yaml !== null && 'jobs' in yaml) {
      errors.push(...workflowErrors(name, text));
    } else {
      errors.push(`${name}: neither a workflow (no jobs:) nor a list of steps`);
    }
  }
  return { blocks, errors };
}

const docs = readdirSync(new URL('docs/', root)).filter((f) => f.endsWith('.md'));

describe('workflows and action.yml, checked by GitHub’s workflow parser', () => {
  const workflows = readdirSync(new URL('.github/workflows/', root)).filter((f) => /\.ya?ml$/.test(f));

  it.each(workflows)('.github/workflows/%s', (f) => {
    expect(workflowErrors(f, read(`.github/workflows/${f}`))).toEqual([]);
  });

  it('action.yml', () => {
    expect(actionErrors('action.yml', read('action.yml'))).toEqual([]);
  });

  it.each(docs)('every workflow example in docs/%s', (f) => {
    expect(docWorkflowErrors(`docs/${f}`, read(`docs/${f}`)).errors).toEqual([]);
  });

  it('finds the examples (docs/action.md has workflows and step lists)', () => {
    expect(workflows.length).toBeGreaterThanOrEqual(2);
    expect(docWorkflowErrors('docs/action.md', read('docs/action.md')).blocks).toBeGreaterThanOrEqual(8);
  });
});

describe('a broken example fails', () => {
  const good = [
    'name: Site',
    'on: push',
    'jobs:',
    '  site:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: sitepub/sitepub@v1',
    '        with:',
    '          domain: my-site.surge.sh',
    '          token: ${{ secrets.SURGE_TOKEN }}',
    '',
  ].join('\n');

  it('the good one passes', () => {
    expect(workflowErrors('good.yml', good)).toEqual([]);
  });

  it.each([
    ['a misspelt step key', good.replace('        with:', '        wiht:'), /Unexpected value 'wiht'/],
    ['an unknown event', good.replace('on: push', 'on: pussh'), /Unexpected value 'pussh'/],
    [
      'a broken expression',
      good.replace('secrets.SURGE_TOKEN }}', 'secrets.SURGE_TOKEN ) }}'),
      /Unexpected symbol|Unexpected end/,
    ],
    [
      'an unknown context',
      good.replace('secrets.SURGE_TOKEN', 'secret.SURGE_TOKEN'),
      /Unrecognized named-value: 'secret'/,
    ],
    ['a job without runs-on', good.replace('    runs-on: ubuntu-latest\n', ''), /runs-on/],
  ])('%s', (_what, yaml, error) => {
    const errors = workflowErrors('bad.yml', yaml);
    expect(errors.join('\n')).toMatch(error);
  });

  it('in a docs page: a broken workflow block and a broken step list are both reported, with their line', () => {
    const page = [
      '# Page',
      '',
      '```yaml',
      good.replace('on: push', 'on: pussh'),
      '```',
      '',
      '```yml',
      '- uses: sitepub/sitepub@v1',
      '  wiht:',
      '    domain: x.surge.sh',
      '```',
      '',
      '```yaml',
      'domain: not-a-workflow',
      '```',
      '',
    ].join('\n');
    const { blocks, errors } = docWorkflowErrors('docs/page.md', page);
    expect(blocks).toBe(3);
    expect(errors).toEqual([
      expect.stringMatching(/^docs\/page\.md:4 .*Unexpected value 'pussh'/),
      expect.stringMatching(/^docs\/page\.md:18 \(steps\) .*Unexpected value 'wiht'/),
      'docs/page.md:24: neither a workflow (no jobs:) nor a list of steps',
    ]);
  });

  it('action.yml with a runtime GitHub does not have, or a missing description', () => {
    const action = read('action.yml');
    expect(actionErrors('a.yml', action.replace('using: node24', 'using: node99')).join('\n')).toMatch(
      /node99/,
    );
    expect(actionErrors('a.yml', action.replace(/^description:.*\n(?: {2}.*\n)*/m, ''))).not.toEqual([]);
  });
});
