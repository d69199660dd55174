/**
 * A running stream call (deploy, encrypt): its events as an async iterable, and its final result as a
 * promise. The work starts at once, whether or not anyone iterates; events are buffered until read.
 * Iterating ends when the work ends, and throws the work's error if it failed. `result` never causes an
 * unhandled rejection by itself: an error is reported to whoever awaits it or iterates.
 */
import type { StreamEvent } from './ndjson.ts';

export interface EventRun<R> extends AsyncIterable<StreamEvent> {
  /** Resolves with the final result, or rejects with ApiError/NetworkError/PackError. */
  readonly result: Promise<R>;
}

export function startEventRun<R>(work: (emit: (event: StreamEvent) => void) => Promise<R>): EventRun<R> {
  const queue: StreamEvent[] = [];
  let wake: (() => void) | undefined;
  let finished = false;
  let failure: { error: unknown } | undefined;

  const emit = (event: StreamEvent): void => {
    queue.push(event);
    wake?.();
  };
  const result = (async () => {
    try {
      return await work(emit);
    } catch (error) {
      failure = { error };
      throw error;
    } finally {
      finished = true;
      wake?.();
    }
  })();
  result.catch(() => {});

  async function* iterate(): AsyncGenerator<StreamEvent> {
    for (;;) {
      const next = queue.shift();
      if (next) {
        yield next;
        continue;
      }
      if (finished) {
        if (failure) throw failure.error;
        return;
      }
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  }

  return { result, [Symbol.asyncIterator]: iterate };
}
