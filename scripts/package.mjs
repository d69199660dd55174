#!/usr/bin/env node
/* global process, console, Buffer */
/**
 * `npm run package`: bundles the Action (src/action/index.ts → dist/index.js) and the CLI
 * (src/cli/index.ts → dist/cli/index.js) with @vercel/ncc, so both run under node24 with no node_modules.
 *
 * ncc's built-in TypeScript cannot read our `.ts` relative imports, so the sources are first transpiled file by
 * file (erasable syntax only: a pure transform, no type check; `npm run typecheck` does that) into a staging
 * folder under node_modules/.cache, and that folder is bundled. The staging path is fixed because ncc's module
 * ids depend on it: the same sources always give byte-identical bundles, which test/repo/dist-fresh.test.ts
 * relies on (it rebuilds into a temp dir with `--out DIR` and compares with the committed dist/). Checked: two
 * checkouts at different paths give identical bundles.
 *
 * Usage: node scripts/package.mjs [--out DIR]
 */
import { chmod, mkdir, readdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import ts from 'typescript';
import ncc from '@vercel/ncc';
import { asciiOnly } from './ascii-only.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex === -1 ? join(root, 'dist') : resolve(args[outIndex + 1] ?? '');
if (outIndex !== -1 && !args[outIndex + 1]) {
  console.error('usage: node scripts/package.mjs [--out DIR]');
  process.exit(2);
}

// webpack's context is the working directory, and deterministic module ids hash paths relative to it: build
// from the repository root so the bundle does not depend on where the command was started.
process.chdir(root);
const cache = join(root, 'node_modules', '.cache', 'sitepub-package');
const stage = join(cache, 'stage');
const lockDir = join(cache, 'lock');

const BUNDLES = [
  { entry: 'action/index.js', dir: '.', name: 'index.js', shebang: false },
  { entry: 'cli/index.js', dir: 'cli', name: 'index.js', shebang: true },
];

/** One packaging run at a time (the staging path is fixed): a lock directory, stale after 10 minutes. */
async function withLock(fn) {
  await mkdir(cache, { recursive: true });
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const age = Date.now() - (await stat(lockDir).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > 10 * 60_000) await rmdir(lockDir).catch(() => {});
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir}`, { cause: err });
      await sleep(250);
    }
  }
  try {
    return await fn();
  } finally {
    await rmdir(lockDir).catch(() => {});
  }
}

async function* walk(dir) {
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  )) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else if (entry.isFile()) yield p;
  }
}

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2023,
  rewriteRelativeImportExtensions: true,
  verbatimModuleSyntax: true,
  sourceMap: false,
  removeComments: false,
};

async function transpile() {
  await rm(stage, { recursive: true, force: true });
  const src = join(root, 'src');
  for await (const file of walk(src)) {
    const rel = relative(src, file);
    const target = join(stage, 'src', rel);
    await mkdir(dirname(target), { recursive: true });
    if (file.endsWith('.d.ts')) continue;
    if (file.endsWith('.ts')) {
      const { outputText, diagnostics } = ts.transpileModule(await readFile(file, 'utf8'), {
        fileName: rel,
        compilerOptions,
        reportDiagnostics: true,
      });
      if (diagnostics?.length) {
        throw new Error(`${rel}: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n')}`);
      }
      await writeFile(target.replace(/\.ts$/, '.js'), outputText);
    } else {
      await writeFile(target, await readFile(file)); // json and other assets imported by the sources
    }
  }
  // The package's version for src/client/version.ts (`../../package.json` from stage/src/client): webpack inlines
  // only the fields the sources read.
  const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  await writeFile(join(stage, 'package.json'), `${JSON.stringify({ type: 'module', version })}\n`);
}

async function bundle(b) {
  const entry = join(stage, 'src', b.entry);
  if (!(await stat(entry).catch(() => null))) {
    console.warn(`skipped ${b.entry.replace(/\.js$/, '.ts')}: not written yet`);
    return null;
  }
  const result = await ncc(entry, {
    minify: false,
    sourceMap: false,
    license: 'licenses.txt',
    quiet: true,
    cache: false,
  });
  const dir = join(out, b.dir);
  await mkdir(dir, { recursive: true });
  let code = asciiOnly(result.code);
  if (b.shebang && !code.startsWith('#!')) code = `#!/usr/bin/env node\n${code}`;
  const file = join(dir, b.name);
  await writeFile(file, code);
  if (b.shebang) await chmod(file, 0o755);
  for (const [name, asset] of Object.entries(result.assets).sort(([a], [c]) => (a < c ? -1 : 1))) {
    if (name === 'package.json') continue; // written below, the same for every bundle
    await mkdir(dirname(join(dir, name)), { recursive: true });
    const source = name.endsWith('.js') ? asciiOnly(String(asset.source)) : asset.source;
    await writeFile(join(dir, name), source, { mode: asset.permissions });
  }
  // ESM bundles: the folder says so itself, so it also runs when copied elsewhere (the tool cache).
  await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
  return { file: relative(root, file), bytes: Buffer.byteLength(code) };
}

await withLock(async () => {
  await transpile();
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  for (const b of BUNDLES) {
    const built = await bundle(b);
    if (!built) continue;
    const { file, bytes } = built;
    console.log(`packaged ${file} (${(bytes / 1e6).toFixed(2)} MB)`);
  }
});
