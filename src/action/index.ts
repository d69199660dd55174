/** Entry point of the Action (action.yml → dist/index.js). No logic here: run.ts does everything. */
import { useClientDispatcher } from '../client/client-dispatcher.ts';
import { run } from './run.ts';

// Before the first request: proxies from the environment, HTTP/1.1 only (src/client/client-dispatcher.ts).
useClientDispatcher();
await run();
