/**
 * A running stream call (deploy, encrypt): its events as an async iterable, and its final result as a
 * promise. The work starts at once, whether or not anyone iterates; every event is kept until the run is
 * dropped, so each iteration (several may run, one after another or at the same time) gets every event from
 * the first, in order. Iterating ends when the work ends, and throws the work's error if it failed. `result`
 * never causes an unhandled rejection by itself: an error is reported to whoever awaits it or iterates.
 */
import type { StreamEvent } from './ndjson.ts';

export interface EventRun<R> extends AsyncIterable<StreamEvent> {
  /** Resolves with the final result, or rejects with ApiError/NetworkError/ClientError/PackError. */
  readonly result: Promise<R>;
}

export function startEventRun<R>(work: (emit: (event: StreamEvent) => void) => Promise<R>): EventRun<R> {
  const events: StreamEvent[] = [];
  /** Resolved (and replaced) whenever an event arrives or the work ends: wakes every waiting iterator. */
  let changed = deferred();
  let finished = false;
  let failure: { error: unknown } | undefined;

  const wakeAll = (): void => {
    changed.resolve();
    changed = deferred();
  };
  const emit = (event: StreamEvent): void => {
    events.push(event);
    wakeAll();
  };
  const result = (async () => {
    try {
      return await work(emit);
    } catch (error) {
      failure = { error };
      throw error;
    } finally {
      finished = true;
      wakeAll();
    }
  })();
  result.catch(() => {});

  async function* iterate(): AsyncGenerator<StreamEvent> {
    for (let next = 0; ;) {
      if (next < events.length) {
        yield events[next++]!;
        continue;
      }
      if (finished) {
        if (failure) throw failure.error;
        return;
      }
      await changed.promise;
    }
  }

  return { result, [Symbol.asyncIterator]: iterate };
}

/** A promise and its resolve (Promise.withResolvers is Node 22+; the client commands run on older Nodes too). */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
