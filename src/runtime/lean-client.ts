/**
 * The runtime of a short-lived client process (the CLI's client commands, the Action), set up first thing:
 * lean V8 settings (lean-v8.ts) and node:http2 loaded only if used (deferred-http2.ts). The entry then
 * imports http1-dispatcher.ts, which must load after the second step, before anything sends a request.
 */
import { deferHttp2 } from './deferred-http2.ts';
import { useLeanV8 } from './lean-v8.ts';

export function useLeanClientRuntime(): void {
  useLeanV8();
  deferHttp2();
}
