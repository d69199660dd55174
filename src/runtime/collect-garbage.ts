/**
 * A full garbage collection on request, in a process started without `--expose-gc` (an Action's `main` and an
 * npm bin cannot pass node flags). V8 installs `gc` in the contexts created once the flag is set, so a throwaway
 * context hands it over (as jest-leak-detector does); the process's own global scope never gets it.
 *
 * For a short-lived client between two phases, once the first dropped what it held: V8 collects its old
 * generation only as that grows, and a deploy's pieces (compressed output, the upload plan's listing) are
 * promoted there and linger with their native memory until then. Collected before the next phase, that memory
 * is reused instead of more being taken: the Action's peak on mdi-icons' 7,453 files, collected before its
 * health check, 76.2–76.7 → 72.5–73.4 MiB (docs/bench.md, "Changes made for the numbers"). Not in the CLI: there
 * the peak comes at the end of the upload, and a collection before it (at the upload plan) raised the peak on
 * mdi-icons to 79 MiB (a compacting collection takes new pages before it frees the old) and took 30 ms.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | null | undefined;

/** Runs a full collection; false when this runtime does not allow it (nothing happened). */
export function collectGarbage(): boolean {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      const found: unknown = runInNewContext('typeof gc === "function" ? gc : null');
      gc = typeof found === 'function' ? (found as () => void) : null;
    } catch {
      gc = null;
    }
  }
  gc?.();
  return gc !== null;
}
