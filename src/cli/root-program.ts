/**
 * The commander program's root: global options, the action wrapper every command goes through, and what every
 * command inherits (help, output, exit override). program.ts registers every command group on it; a server
 * process (`sitepub serve`, `sitepub edge`) gets only the server commands (buildServerProgram), so it never loads
 * the client commands' modules (the deploy pipeline, the packer, the wire schemas): memory it would hold for
 * nothing, all its life.
 */
import { Command, Option } from 'commander';
import type { Io } from './io.ts';
import { Output } from './output.ts';
import { Context, type GlobalOptions } from './context.ts';
import type { Redactor } from './redact.ts';
import { registerServerCommands } from './commands/server.ts';
import { VERSION } from './version.ts';
import type { Act } from './act.ts';
import { configureHelp } from './help.ts';
import { hintEndpoint } from './hints.ts';
import { resolveEndpoint } from './endpoint.ts';

export interface RunState {
  io: Io;
  redactor: Redactor;
  /** The output of the running command, once its options are parsed (used to report its error). */
  out?: Output;
  /** The running command's context (its credentials name the origin of a rejected token). */
  ctx?: Context;
}

/** The program with its global options, and the wrapper its commands' actions go through. */
export function rootProgram(state: RunState): { program: Command; act: Act } {
  const program = new Command('sitepub');
  const act: Act =
    (fn) =>
    async (...args) => {
      const cmd = args[args.length - 1] as Command;
      const opts = cmd.optsWithGlobals<GlobalOptions>();
      const out = new Output(state.io, {
        json: opts.json,
        debug: opts.debug,
        color: opts.color,
        redactor: state.redactor,
        hintEndpoint: endpointForHints(opts.endpoint, state.io.env),
      });
      state.out = out;
      const ctx = new Context(state.io, out, opts);
      state.ctx = ctx;
      await fn(ctx, ...(args.slice(0, -1) as never[]));
    };

  program
    .description('Publish static sites to a surge-compatible hosting API: deploys, previews, rollbacks.')
    .version(VERSION, '-V, --version')
    .addOption(
      new Option('-e, --endpoint <url>', 'API endpoint (env SURGE_ENDPOINT; default https://surge.surge.sh)'),
    )
    .addOption(new Option('--token <token>', 'API token (env SURGE_TOKEN; default: the .netrc entry)'))
    .option('--json', 'print one JSON result per command on stdout')
    .option('--debug', 'log requests and decisions to stderr (secrets are never printed)')
    .option('--no-color', 'disable colours (also NO_COLOR=1)')
    .showHelpAfterError('(add --help for usage)')
    .showSuggestionAfterError(true)
    .configureOutput({
      writeOut: (s) => state.io.stdout.write(state.redactor.redact(s)),
      writeErr: (s) => state.io.stderr.write(state.redactor.redact(s)),
    })
    .exitOverride();
  return { program, act };
}

/** Help, output and exit override passed down to every registered command. */
export function finishProgram(program: Command, state: RunState): Command {
  configureHelp(program, state.io.stdout.columns);
  // Subcommands inherit output configuration and exit override.
  for (const cmd of program.commands) inherit(cmd, program);
  return program;
}

/** Only `serve` and `edge`, for a command line that runs one of them (server-argv.ts). */
export function buildServerProgram(state: RunState): Command {
  const { program, act } = rootProgram(state);
  registerServerCommands(program, act);
  return finishProgram(program, state);
}

/** The endpoint suggested commands name: null for the default one, or when the given one is invalid. */
function endpointForHints(flag: string | undefined, env: NodeJS.ProcessEnv): string | null {
  try {
    return hintEndpoint(resolveEndpoint(flag, env).url);
  } catch {
    return null; // the command reports the bad endpoint itself
  }
}

function inherit(cmd: Command, root: Command): void {
  cmd.exitOverride();
  cmd.configureOutput(root.configureOutput());
  cmd.showHelpAfterError('(add --help for usage)');
  for (const sub of cmd.commands) inherit(sub, root);
}
