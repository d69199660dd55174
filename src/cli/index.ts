#!/usr/bin/env node
// Entry of the `sitepub` command: no logic here (see main.ts).
import module from 'node:module';
import { useLeanV8 } from '../runtime/lean-v8.ts';
import { runsServer } from './server-argv.ts';

// Before anything else: client commands run with lean V8 settings (lean-v8.ts), servers with node's defaults.
if (!runsServer(process.argv.slice(2))) useLeanV8();

// Node's on-disk cache of compiled code (Node 22.1+, in the OS temp folder; skipped silently where it cannot
// write): loading the CLI bundle again takes ~50 ms less, and less memory. Enabled before the bundle is loaded.
module.enableCompileCache?.();

void import('./main.ts')
  .then(({ main }) => main(process.argv.slice(2)))
  .then((code) => {
    process.exitCode = code;
  });
