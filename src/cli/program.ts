/**
 * The commander program: the root (root-program.ts) and registration of the command groups (one module per
 * group under ./commands).
 */
import type { Command } from 'commander';
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
import { finishProgram, rootProgram, type RunState } from './root-program.ts';

export type { RunState } from './root-program.ts';

export function buildProgram(state: RunState): Command {
  const { program, act } = rootProgram(state);
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

  return finishProgram(program, state);
}
