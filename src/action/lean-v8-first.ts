// Imported first by index.ts, so it runs before the rest of the Action is loaded: see src/runtime/lean-v8.ts.
import { useLeanV8 } from '../runtime/lean-v8.ts';

useLeanV8();
