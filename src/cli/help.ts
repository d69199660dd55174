/**
 * `sitepub --help` for people: commands grouped by task, examples by task, lines within HELP_WIDTH columns, and
 * the global options (--endpoint, --token, --json, --debug, --no-color) shown on every command's help.
 */
import type { Command } from 'commander';

/** The widest a help line gets (narrower on a narrower terminal). */
export const HELP_WIDTH = 100;

/** The task groups of `sitepub --help`, in order; a command missing here is listed under OTHER_GROUP. */
export const COMMAND_GROUPS: readonly { heading: string; commands: readonly string[] }[] = [
  { heading: 'Publish:', commands: ['deploy', 'teardown'] },
  { heading: 'Revisions:', commands: ['list', 'rollback', 'rollfore', 'cutover', 'discard', 'sweep'] },
  {
    heading: 'Projects:',
    commands: [
      'metadata',
      'files',
      'settings',
      'purge',
      'audit',
      'analytics',
      'usage',
      'collaborators',
      'invite',
      'revoke',
    ],
  },
  { heading: 'Domains and certificates:', commands: ['certs', 'encrypt', 'ssl', 'dns', 'zone'] },
  {
    heading: 'Account:',
    commands: [
      'login',
      'logout',
      'whoami',
      'token',
      'tokens',
      'verify',
      'password-reset',
      'mfa',
      'stats',
      'account',
      'nuke',
    ],
  },
  { heading: 'Plans and billing:', commands: ['plans', 'plan', 'upgrade', 'billing', 'card'] },
  { heading: 'Self-hosting:', commands: ['serve', 'edge', 'migrate'] },
];
export const OTHER_GROUP = 'Other commands:';
const HELP_GROUP = 'Help:';

/** Examples by task, shown after the command list of `sitepub --help`. */
export const EXAMPLES = `
Examples:
  Publish
    sitepub deploy ./dist my-site.surge.sh            publish a folder, live at once
    sitepub deploy ./dist my-site.surge.sh --stage    stage a preview; production unchanged
  Revisions
    sitepub list my-site.surge.sh                     revisions, newest first (* = live)
    sitepub cutover my-site.surge.sh                  make the newest revision live
    sitepub rollback my-site.surge.sh                 back to the revision live before
  Account
    sitepub login                                     store a token in ~/.netrc
    sitepub token                                     mint a token for CI (SURGE_TOKEN)
  Self-hosting
    sitepub serve                                     API server + 2 edges on this machine
    export SURGE_ENDPOINT=http://127.0.0.1:3000       point every command at it

Every command takes the global options: sitepub <command> --help shows them.
Credentials: --token, else SURGE_TOKEN, else ~/.netrc (the official surge CLI's login).`;

/** The group heading of a top-level command. */
export function groupOf(name: string): string {
  return COMMAND_GROUPS.find((g) => g.commands.includes(name))?.heading ?? OTHER_GROUP;
}

/** Help width for a terminal of `columns` (unknown: HELP_WIDTH). */
export function helpWidth(columns: number | undefined): number {
  return columns && columns > 40 ? Math.min(HELP_WIDTH, columns) : HELP_WIDTH;
}

/**
 * Groups the program's commands by task, adds the examples, and shows global options on every command's help.
 * Called once every command is registered.
 */
export function configureHelp(program: Command, columns: number | undefined): void {
  const settings = { helpWidth: helpWidth(columns), showGlobalOptions: true, sortSubcommands: false };
  const apply = (cmd: Command): void => {
    cmd.configureHelp(settings);
    for (const sub of cmd.commands) apply(sub);
  };
  for (const cmd of program.commands) cmd.helpGroup(groupOf(cmd.name()));
  program.commandsGroup(HELP_GROUP).helpCommand(true);
  program.addHelpText('after', EXAMPLES);
  apply(program);
}
