/**
 * Pure: does this command line run a server (`sitepub serve`, `sitepub edge`)? The bin asks before anything
 * else is loaded, to give every other command the client dispatcher (src/runtime/client-dispatcher.ts: proxies
 * from the environment, HTTP/1.1 only) before its first request.
 */

/** The long-running commands: they keep undici's default dispatcher. */
export const SERVER_COMMANDS: ReadonlySet<string> = new Set(['serve', 'edge']);

/** Global options that take a value as the next argument (program.ts; a test keeps the two in step). */
export const GLOBAL_VALUE_OPTIONS: ReadonlySet<string> = new Set(['-e', '--endpoint', '--token']);

/**
 * The server command this command line runs (`serve`, `edge`), or null: the command is the first argument that
 * is neither an option nor a global option's value.
 */
export function serverCommandOf(argv: readonly string[]): 'serve' | 'edge' | null {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') return null;
    if (GLOBAL_VALUE_OPTIONS.has(arg)) i++;
    else if (!arg.startsWith('-')) return arg === 'serve' || arg === 'edge' ? arg : null;
  }
  return null;
}

export function runsServer(argv: readonly string[]): boolean {
  return serverCommandOf(argv) !== null;
}
