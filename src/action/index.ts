/** Entry point of the Action (action.yml → dist/index.js). No logic here: run.ts does everything. */
// First imports, in this order (ES modules run in import order): the lean client runtime, then undici's global
// dispatcher set to HTTP/1.1 only, and only then the Action itself (src/runtime/lean-client.ts).
import './lean-client-first.ts';
import '../runtime/http1-dispatcher.ts';
import { run } from './run.ts';

await run();
