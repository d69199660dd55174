/** Entry point of the Action (action.yml → dist/index.js). No logic here: run.ts does everything. */
// First import: a short-lived client process gets lean V8 settings before anything else loads (lean-v8.ts).
import './lean-v8-first.ts';
import { run } from './run.ts';

await run();
