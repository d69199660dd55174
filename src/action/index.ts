/** Entry point of the Action (action.yml → dist/index.js). No logic here: run.ts does everything. */
import { run } from './run.ts';

await run();
