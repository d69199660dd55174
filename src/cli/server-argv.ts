/**
 * Pure: which server command (`sitepub serve`, `sitepub edge`) this command line runs, if any. The bin asks before
 * anything else is loaded, to check the node and give every other command the client dispatcher (src/client/client-dispatcher.ts: proxies
 * from the environment, HTTP/1.1 only) before its first request.
 */

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

/**
 * Whether the command line runs a server command without asking for help: then main() builds the program with the
 * server commands only (root-program.ts), and `sitepub --help edge` still prints the whole program's help.
 */
export function serverCommandOnly(argv: readonly string[]): boolean {
  return serverCommandOf(argv) !== null && !argv.includes('-h') && !argv.includes('--help');
}
