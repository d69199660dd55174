/**
 * collectGarbage (src/runtime/collect-garbage.ts) runs a full collection in a process started without
 * `--expose-gc`, without giving the process a global `gc`; and the Action calls it before its health check.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('../../src/runtime/collect-garbage.ts', import.meta.url));

/** In a fresh node: old-generation garbage made and dropped, then heap used before and after the call. */
function run(collect: boolean): { ok: boolean; before: number; after: number; globalGc: string } {
  const script = `
    const { collectGarbage } = await import(${JSON.stringify(MODULE)});
    let keep = [];
    // survives enough young collections to be promoted, then dropped: only a full collection frees it
    for (let i = 0; i < 300000; i++) keep.push({ i, s: 'x' + i });
    await new Promise((r) => setTimeout(r, 10));
    keep = null;
    const before = process.memoryUsage().heapUsed;
    const ok = ${collect} ? collectGarbage() : false;
    const after = process.memoryUsage().heapUsed;
    process.stdout.write(JSON.stringify({ ok, before, after, globalGc: typeof globalThis.gc }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

describe('collectGarbage', () => {
  it('frees dropped old-generation objects at once, with no global gc left behind', () => {
    const r = run(true);
    expect(r.ok).toBe(true);
    expect(r.before - r.after).toBeGreaterThan(10 * 2 ** 20);
    expect(r.globalGc).toBe('undefined');
    // without the call the same garbage is still there
    const idle = run(false);
    expect(idle.before - idle.after).toBeLessThan(2 ** 20);
  });

  it('is called by the Action before the health check of a production change', () => {
    const source = readFileSync(new URL('../../src/action/production.ts', import.meta.url), 'utf8');
    expect(source.indexOf('collectGarbage()')).toBeGreaterThan(-1);
    expect(source.indexOf('collectGarbage()')).toBeLessThan(source.indexOf('checkHealth('));
  });
});
