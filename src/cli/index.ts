#!/usr/bin/env node
// Entry of the `sitepub` command: no logic here (see main.ts).
import module from 'node:module';
import { useClientDispatcher } from '../runtime/client-dispatcher.ts';
import { runsServer } from './server-argv.ts';

// Client commands send through a dispatcher that honours HTTPS_PROXY / NO_PROXY and speaks HTTP/1.1 only
// (src/runtime/client-dispatcher.ts); the servers (`serve`, `edge`) keep undici's default.
if (!runsServer(process.argv.slice(2))) useClientDispatcher();

// Node's on-disk cache of compiled code (Node 22.1+, in the OS temp folder; skipped silently where it cannot
// write): loading the CLI bundle again is faster. Enabled before the bundle is loaded.
module.enableCompileCache?.();

void import('./main.ts')
  .then(({ main }) => main(process.argv.slice(2)))
  .then((code) => {
    process.exitCode = code;
  });
