/**
 * collectGarbage (src/runtime/collect-garbage.ts) runs a full collection in a process started without
 * `--expose-gc`, without giving the process a global `gc`; and the Action calls it before its health check.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { RunContext } from '../../src/action/context.ts';
import { emptyResult } from '../../src/action/result.ts';
import { settings } from '../action/settings-fixture.ts';

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
});

describe('the Action', () => {
  it('collects before the health check of a production change (not after, not skipped)', async () => {
    vi.resetModules();
    const events: string[] = [];
    vi.doMock('../../src/runtime/collect-garbage.ts', () => ({
      collectGarbage: () => (events.push('collect'), true),
    }));
    const { changeProduction } = await import('../../src/action/production.ts');
    const site = createServer((req, res) => {
      events.push(`GET ${req.url}`);
      res.end('ok');
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    try {
      const log = {
        debug() {},
        info() {},
        notice() {},
        warning() {},
        group: <T>(_: string, fn: () => Promise<T>) => fn(),
      };
      const ctx = {
        settings: settings({ 'health-check-paths': '/\n/about.html' }),
        gh: null,
        log,
        signal: new AbortController().signal,
        urls: { production: () => url },
        runUrl: null,
      } as unknown as RunContext;
      const result = emptyResult('docs.example.com', 'deploy');
      await changeProduction(ctx, result, {
        before: null,
        ref: 'abc',
        description: 'deploy',
        apply: async () => (events.push('apply'), { rev: 2, changed: true }),
      });
      expect(result.health?.ok).toBe(true);
      expect(events).toEqual(['apply', 'collect', 'GET /', 'GET /about.html']);
    } finally {
      site.close();
      vi.doUnmock('../../src/runtime/collect-garbage.ts');
    }
  });
});
