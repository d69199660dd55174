#!/usr/bin/env node
/* global process, console */
/**
 * Regenerates the parts of docs/action.md and README.md that come from action.yml: the usage block (docs/action.md)
 * and the Inputs and Outputs tables (both), between `<!-- start usage -->`/`<!-- end usage -->` (and `inputs`,
 * `outputs`) markers. `--check` only compares (exit 1 when a file is stale; test/action/action-yml.test.ts and
 * test/repo/readme-fresh.test.ts run it).
 * The result is run through prettier. action.yml is parsed by a reader for the subset it uses (maps, quoted/plain scalars, `>-` folded blocks).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Reads `inputs:`/`outputs:` sections: { name: { description, default?, required? } }. */
export function readSection(yml, section) {
  const lines = yml.split('\n');
  const start = lines.indexOf(`${section}:`);
  if (start === -1) return {};
  const out = {};
  let current = null;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i];
    if (/^\S/.test(line)) break;
    let m;
    if ((m = /^ {2}([\w-]+):\s*$/.exec(line))) {
      current = out[m[1]] = {};
    } else if (current && (m = /^ {4}([\w-]+):\s*(.*)$/.exec(line))) {
      const key = m[1];
      let value = m[2];
      if (value === '>-' || value === '>') {
        const parts = [];
        while (i + 1 < lines.length && /^ {6}/.test(lines[i + 1])) parts.push(lines[++i].trim());
        value = parts.join(' ');
      } else if (/^'.*'$/.test(value)) value = value.slice(1, -1).replace(/''/g, "'");
      else if (/^".*"$/.test(value)) value = JSON.parse(value);
      current[key] = value;
    }
  }
  return out;
}

const cell = (s) => String(s ?? '').replace(/\|/g, '\\|');

function wrap(text, width, indent) {
  const words = text.split(/\s+/);
  const lines = [];
  let line = '';
  for (const w of words) {
    if (line && line.length + 1 + w.length > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines.map((l) => `${indent}# ${l}`);
}

export function render(yml) {
  const inputs = readSection(yml, 'inputs');
  const outputs = readSection(yml, 'outputs');
  const usage = ['```yaml', '- uses: sitepub/sitepub@v1', '  with:'];
  for (const [name, i] of Object.entries(inputs)) {
    usage.push(...wrap(i.description ?? '', 100, '    '));
    if (i.required === 'true') usage.push('    # Required.');
    if (i.default !== undefined) usage.push(`    # Default: ${i.default}`);
    usage.push(`    ${name}: ''`, '');
  }
  usage.pop();
  usage.push('```');
  const inputTable = ['| Input | Required | Default | Description |', '|---|---|---|---|'];
  for (const [name, i] of Object.entries(inputs)) {
    inputTable.push(
      `| \`${name}\` | ${i.required === 'true' ? 'yes' : 'no'} | ${i.default !== undefined ? `\`${cell(i.default)}\`` : ''} | ${cell(i.description)} |`,
    );
  }
  const outputTable = ['| Output | Description |', '|---|---|'];
  for (const [name, o] of Object.entries(outputs))
    outputTable.push(`| \`${name}\` | ${cell(o.description)} |`);
  return { usage: usage.join('\n'), inputs: inputTable.join('\n'), outputs: outputTable.join('\n') };
}

export function fill(doc, parts, file = 'docs/action.md') {
  let out = doc;
  for (const [name, body] of Object.entries(parts)) {
    const re = new RegExp(`(<!-- start ${name} -->)[\\s\\S]*?(<!-- end ${name} -->)`);
    if (!re.test(out))
      throw new Error(`${file} has no <!-- start ${name} --> … <!-- end ${name} --> markers`);
    out = out.replace(re, (_, a, b) => `${a}\n${body}\n${b}`);
  }
  return out;
}

/** The files filled from action.yml, relative to the repository, with the parts each one carries. */
export const TARGETS = [
  { file: 'docs/action.md', parts: ['usage', 'inputs', 'outputs'] },
  { file: 'README.md', parts: ['inputs', 'outputs'] },
];

/** What `file` should hold: its current text with the generated parts filled in, formatted by prettier. */
export async function generated(file, parts) {
  const path = join(root, file);
  const doc = readFileSync(path, 'utf8');
  const all = render(readFileSync(join(root, 'action.yml'), 'utf8'));
  const chosen = Object.fromEntries(parts.map((p) => [p, all[p]]));
  // Formatted as `npm run format` would, so the generator and `format:check` agree.
  const options = { ...(await prettier.resolveConfig(path)), filepath: path };
  return { path, doc, next: await prettier.format(fill(doc, chosen, file), options) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const { file, parts } of TARGETS) {
    const { path, doc, next } = await generated(file, parts);
    if (process.argv.includes('--check')) {
      if (next !== doc) {
        console.error(`${file} is out of date with action.yml: run \`node scripts/generate-docs.mjs\`.`);
        process.exitCode = 1;
      }
    } else if (next !== doc) {
      writeFileSync(path, next);
      console.log(`updated ${file}`);
    }
  }
}
