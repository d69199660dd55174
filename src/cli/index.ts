#!/usr/bin/env node
// Entry of the `sitepub` command: no logic here (see main.ts).
import { main } from './main.ts';

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
