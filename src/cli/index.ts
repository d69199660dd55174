#!/usr/bin/env node
// Entry of the `sitepub` command: no logic here (see main.ts). Nothing but the runtime check is loaded before it
// passes, so a node too old gets one line saying what to install (src/cli/server-runtime.ts), not a stack trace.
import module from 'node:module';
import { proxyConfigured } from '../client/proxy-env.ts';
import { serverCommandOf } from './server-argv.ts';
import { clientRuntimeProblem, serverRuntimeProblem } from './server-runtime.ts';

const argv = process.argv.slice(2);
const server = serverCommandOf(argv);
const problem = server
  ? serverRuntimeProblem(server, process.versions.node)
  : clientRuntimeProblem(process.versions.node);

if (problem) {
  process.stderr.write(`error ${problem}\n`);
  process.exitCode = 1;
} else {
  // Node's on-disk cache of compiled code (in the OS temp folder; skipped silently where it cannot write):
  // loading the CLI bundle again is faster. Enabled before the bundle is loaded.
  module.enableCompileCache?.();
  void (async () => {
    // Client commands behind a proxy send through a dispatcher that honours HTTPS_PROXY / NO_PROXY and speaks
    // HTTP/1.1 only (src/client/client-dispatcher.ts); without one over Node's own http, undici not loaded
    // (src/cli/api.ts). The servers (`serve`, `edge`) keep undici's default.
    if (!server && proxyConfigured(process.env))
      (await import('../client/client-dispatcher.ts')).useClientDispatcher();
    const { main } = await import('./main.ts');
    process.exitCode = await main(argv);
  })();
}
