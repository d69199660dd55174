#!/usr/bin/env node
/* global process, console */
/**
 * Checks README.md, which is written by hand for users (no longer built from docs/*.md): at most MAX_LINES lines,
 * the two commands of the quick start, a link to every docs/*.md, every link into docs/ resolving to a file, and
 * the Action's Inputs/Outputs tables as scripts/generate-docs.mjs generates them from action.yml (run that script
 * to refresh them). Exit 1 with one line per problem; test/repo/readme-fresh.test.ts checks the same.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TARGETS, generated } from './generate-docs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const MAX_LINES = 320;
export const COMMANDS = ['npm ci && npm run demo', 'npm test'];

export const readme = () => readFileSync(join(root, 'README.md'), 'utf8');

/** Every docs/*.md file name. */
export const docFiles = () =>
  readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort();

/** Targets of Markdown links `](docs/…)` in `text`, without their `#anchor`. */
export const docLinks = (text) => [...text.matchAll(/\]\((docs\/[^)#\s]+)(?:#[^)\s]*)?\)/g)].map((m) => m[1]);

/** Whether the README's Inputs/Outputs tables are those generated from action.yml. */
export async function tablesFresh() {
  const target = TARGETS.find((t) => t.file === 'README.md');
  const { doc, next } = await generated(target.file, target.parts);
  return doc === next;
}

export async function problems() {
  const text = readme();
  const out = [];
  const lines = text.split('\n').length - 1;
  if (lines > MAX_LINES)
    out.push(`README.md has ${lines} lines: keep it within ${MAX_LINES} (details go to docs/)`);
  for (const c of COMMANDS) if (!text.includes(c)) out.push(`README.md does not show the command \`${c}\``);
  const links = docLinks(text);
  for (const f of docFiles()) if (!links.includes(`docs/${f}`)) out.push(`README.md does not link docs/${f}`);
  for (const l of links)
    if (!existsSync(join(root, l))) out.push(`README.md links ${l}, which does not exist`);
  if (!(await tablesFresh()))
    out.push('README.md Inputs/Outputs differ from action.yml: run `node scripts/generate-docs.mjs`');
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = await problems();
  for (const p of found) console.error(p);
  if (found.length) process.exit(1);
}
