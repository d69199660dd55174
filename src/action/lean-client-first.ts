// Imported first by index.ts, so it runs before the rest of the Action is loaded: see src/runtime/lean-client.ts.
import { useLeanClientRuntime } from '../runtime/lean-client.ts';

useLeanClientRuntime();
