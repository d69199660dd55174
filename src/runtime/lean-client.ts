/**
 * The runtime of a short-lived client process (the CLI's client commands, the Action), set up first thing:
 * lean V8 settings (lean-v8.ts) and node:http2 loaded only if used (deferred-http2.ts). The entry then
 * imports http1-dispatcher.ts, which must load after the second step, before anything sends a request.
 */
import { deferHttp2 } from './deferred-http2.ts';
import { useLeanV8 } from './lean-v8.ts';

/**
 * node's own modules every client run loads (undici's and the bundle's imports) that cost the most to load,
 * loaded before the V8 settings change. node carries its modules compiled, in a code cache V8 accepts only while
 * the process's flags are the ones node was built with: after lean-v8.ts's flags each of these was compiled from
 * its source instead (these five: ~5 ms → 12–15 ms). A CLI deploy of swagger-ui 213.5 → 205.5 ms (12 alternating
 * rounds, bench/client-probe.ts); the dozen cheaper ones a deploy also loads (readline, child_process,
 * fs/promises, ...) added to the list took the peak RSS 1.3 MiB higher for no time that showed.
 */
export const CLIENT_BUILTINS = ['node:assert', 'node:net', 'node:http', 'node:crypto', 'node:zlib'] as const;

export function useLeanClientRuntime(): void {
  // process.getBuiltinModule, not an import: see lean-v8.ts (no createRequire before the V8 flags are set)
  for (const id of CLIENT_BUILTINS) process.getBuiltinModule(id);
  useLeanV8();
  deferHttp2();
}
