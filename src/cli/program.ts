/**
 * The commander program: global options, the action wrapper every command goes through, and registration
 * of the command groups (one module per group under ./commands).
 */
import { Command, Option } from 'commander';
import type { Io } from './io.ts';
import { Output } from './output.ts';
import { Context, type GlobalOptions } from './context.ts';
import type { Redactor } from './redact.ts';
import { registerServerCommands } from './commands/server.ts';
import { registerMigrateCommand } from './commands/migrate.ts';
import { registerAccountCommands } from './commands/account.ts';
import { registerDeployCommands } from './commands/deploy.ts';
import { registerRevisionCommands } from './commands/revisions.ts';
import { registerProjectCommands } from './commands/project.ts';
import { registerDomainCommands } from './commands/domain.ts';
import { registerBillingCommands } from './commands/billing.ts';
import { registerMfaCommand } from './commands/mfa.ts';
import { registerNukeCommand } from './commands/nuke.ts';
import { registerSweepCommand } from './commands/sweep.ts';
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

export function buildProgram(state: RunState): Command {
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

  registerDeployCommands(program, act);
  registerRevisionCommands(program, act);
  registerProjectCommands(program, act);
  registerDomainCommands(program, act);
  registerAccountCommands(program, act);
  registerMfaCommand(program, act);
  registerBillingCommands(program, act);
  registerNukeCommand(program, act);
  registerSweepCommand(program, act);
  registerServerCommands(program, act);
  registerMigrateCommand(program, act);

  configureHelp(program, state.io.stdout.columns);
  // Subcommands inherit output configuration and exit override.
  for (const cmd of program.commands) inherit(cmd, program);
  return program;
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
