/**
 * V8 settings for a short-lived client process (the `sitepub` CLI's client commands and the Action), set at
 * run time because neither an npm bin nor an Action's `main` can pass node flags. Never for `sitepub serve` /
 * `sitepub edge` (long-running servers want the optimizing compilers) and never from the library: a process
 * that imports the client keeps its own settings.
 *
 * A deploy's CPU goes to native code (gzip, hashing, file and socket I/O), so these cost no measurable time,
 * and they take the peak RSS of a monaco deploy from 126 to 87 MiB (docs/bench.md, "Changes made for the numbers"):
 * - `--wasm-tiering-budget`: undici parses HTTP with llhttp compiled to WebAssembly. Once its parser got hot,
 *   V8 recompiled it with TurboFan in the background, and that one compilation took 15 MB of zone memory (seen
 *   with heaptrack). The baseline (Liftoff) code parses a deploy's few kilobytes of answers just as well. The
 *   budget is read when a function runs out of it, so it works set at run time; `--liftoff-only` and
 *   `--no-wasm-tier-up` do not (measured: the TurboFan compilation still ran).
 * - `--no-opt --no-maglev`: no optimizing JavaScript compilers either, whose code pages of the node binary and
 *   compilation zones the deploy would otherwise touch.
 * - `--semi-space-growth-factor=1`: the young generation keeps its initial size (1 MB per semi-space) instead
 *   of growing to tens of MB (test/runtime/lean-v8.test.ts: 1-5 MB against 64 MB after the same churn).
 * - `--optimize-for-size`: V8's heuristics that favour size over speed (a smaller heap growth step, among
 *   others): the Action's peak on mdi-icons' 7,453 files 74.9–75.0 → 73.4–74.5 MiB, the same time on every
 *   corpus (`npx node bench/client-probe.ts action <folder> 3 OLD.js NEW.js`).
 */

const LEAN_V8_FLAGS = [
  '--wasm-tiering-budget=2000000000',
  '--no-opt',
  '--no-maglev',
  '--semi-space-growth-factor=1',
  '--optimize-for-size',
] as const;

let applied = false;

/**
 * Applies LEAN_V8_FLAGS to this process, once. Call first thing: the young generation grows while a bundle
 * loads, and a function already optimized stays so.
 */
export function useLeanV8(): void {
  if (applied) return;
  applied = true;
  // node:v8 through process.getBuiltinModule, not an import: a bundle turns a builtin import into a
  // createRequire() call, whose path work, with a long working folder, was what got node's path code hot enough
  // for Maglev before these flags could say no (docs/bench.md: 1.9 MB of the compiler's pages).
  const { setFlagsFromString } = process.getBuiltinModule('node:v8');
  for (const flag of LEAN_V8_FLAGS) setFlagsFromString(flag);
}
