/**
 * answers.ts, loaded once, on first use. A Client starts loading it as its first request goes out (http.ts), so
 * that TypeBox and the schema modules load while the server answers rather than before anything is sent.
 */
type Answers = typeof import('./answers.ts');

let loading: Promise<Answers> | undefined;

export function answerReaders(): Promise<Answers> {
  return (loading ??= import('./answers.ts'));
}

/**
 * Starts loading answers.ts on the next turn of the event loop, after the request just made is written; a
 * failure to load is left to whoever awaits answerReaders().
 */
export function preloadAnswerReaders(): void {
  if (!loading) setImmediate(() => answerReaders().catch(() => {}));
}
