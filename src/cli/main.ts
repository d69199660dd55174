/**
 * main(argv, io) → exit code. Parses with commander, runs one command, and turns every failure into one
 * clear error line (plus a JSON error with --json) and an exit code (see errors.ts).
 */
import { CommanderError } from 'commander';
import { processIo, type Io } from './io.ts';
import { Output } from './output.ts';
import { Redactor, secretsInArgv } from './redact.ts';
import { buildServerProgram, type RunState } from './root-program.ts';
import { serverCommandOnly } from './server-argv.ts';
import { CliError, EXIT, NoCredentialsError, describeError } from './errors.ts';
import { unreachable } from './reachable.ts';
import { ApiError, NetworkError } from '../client/errors.ts';
import type { Context } from './context.ts';
import type { ResolvedEndpoint } from './endpoint.ts';

/** `argv` = the user's arguments (process.argv.slice(2)). */
export async function main(argv: readonly string[], io: Io = processIo()): Promise<number> {
  const redactor = new Redactor();
  for (const s of secretsInArgv(argv)) redactor.add(s);
  redactor.add(io.env.SURGE_TOKEN);
  redactor.add(io.env.TRAVIS_SURGE_TOKEN);
  const state: RunState = { io, redactor };
  // A server process loads no client command's module (root-program.ts).
  const program = serverCommandOnly(argv)
    ? buildServerProgram(state)
    : (await import('./program.ts')).buildProgram(state);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (err) {
    if (err instanceof CommanderError) {
      // commander has already printed its message (usage errors) or the help/version text; a script that parses
      // stdout (--json) gets the error as JSON too.
      if (err.exitCode === 0) return EXIT.ok;
      if (jsonRequested(argv)) {
        const message =
          err.code === 'commander.help'
            ? 'no command given: see `sitepub --help`'
            : err.message.replace(/^error: /, '');
        io.stdout.write(
          `${redactor.redact(JSON.stringify({ error: { message, exitCode: EXIT.usage, code: err.code } }))}\n`,
        );
      }
      return EXIT.usage;
    }
    const endpoint = endpointOf(state.ctx);
    // Loaded for a failure only: it loads node:tls, a third of a command's start-up.
    const scheme = await import('./scheme.ts');
    const worded = await scheme.schemeMismatchInstead(
      await unreachableInstead(err, endpoint, scheme),
      endpoint,
    );
    const described = describeError(worded, { tokenOrigin: state.ctx?.used?.origin });
    const out = state.out ?? new Output(io, { redactor });
    out.error(described.message, {
      exitCode: described.exitCode,
      ...(described.status !== undefined ? { status: described.status } : {}),
      ...(described.code !== undefined ? { code: described.code } : {}),
    });
    // The request behind an API or network error (method, path), for --debug only: people get it in CLI terms.
    if (err instanceof ApiError || err instanceof NetworkError) out.debug(err.message);
    if (out.debugEnabled && err instanceof Error && err.stack) out.debug(err.stack);
    return described.exitCode;
  }
}

/** Whether `--json` is among the options (before a `--` that ends them), even when parsing failed. */
function jsonRequested(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}

/** The endpoint the failed command used, when it resolved one. */
function endpointOf(ctx: Context | undefined): ResolvedEndpoint | undefined {
  try {
    return ctx?.endpoint;
  } catch {
    return undefined; // an invalid endpoint: its UsageError is the error
  }
}

/**
 * "Not logged in" to an endpoint that does not answer: the endpoint is the first thing to fix (its scheme, when
 * its server speaks the other one).
 */
async function unreachableInstead(
  err: unknown,
  endpoint: ResolvedEndpoint | undefined,
  scheme: typeof import('./scheme.ts'),
): Promise<unknown> {
  if (!(err instanceof NoCredentialsError)) return err;
  const why = await unreachable(err.endpoint);
  if (why === null) return err;
  const speaks = await scheme.mismatchedScheme(why, err.endpoint);
  return new CliError(
    speaks
      ? scheme.schemeMismatchLine(err.endpoint, speaks, endpoint?.source)
      : `cannot reach ${err.endpoint} (${why}): check --endpoint / SURGE_ENDPOINT and your network ` +
          `(there is no saved login for ${err.machine} either: \`sitepub login\` once it answers)`,
  );
}
