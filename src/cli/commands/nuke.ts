/**
 * `sitepub nuke` (as `surge nuke`): DELETE /account. Asks for the account email on a terminal, needs --yes
 * otherwise. The server refuses (409) while the account owns projects: the error lists them and the teardown
 * commands to run. After a deletion the endpoint's .netrc entry is removed when it belonged to that account.
 */
import type { Command } from 'commander';
import type { Act } from '../act.ts';
import type { Context } from '../context.ts';
import { authedClient, credentialsOf } from '../api.ts';
import { ask, canPrompt } from '../prompt.ts';
import { CliError, UsageError } from '../errors.ts';
import { ApiError } from '../../client/errors.ts';
import type { Client } from '../../client/index.ts';
import { readNetrcEntry, removeNetrcEntry } from '../netrc.ts';

const SHOWN = 10;

/** The 409 refusal as one line: which projects remain and the commands that remove them. */
async function stillOwnsProjects(client: Client, err: ApiError): Promise<CliError> {
  let domains: string[] = [];
  try {
    domains = (await client.list()).map((p) => p.domain).filter((d): d is string => typeof d === 'string');
  } catch {
    // The refusal itself is what matters; the list is a courtesy.
  }
  const said = [...new Set([err.reason, ...err.body.messages].filter(Boolean))].join('; ');
  if (domains.length === 0)
    return new CliError(
      `the account still owns projects${said ? ` (${said})` : ''}: list them with \`sitepub list\`, remove each ` +
        'with `sitepub teardown <domain>`, then run `sitepub nuke` again',
    );
  const shown = domains.slice(0, SHOWN);
  const more = domains.length > SHOWN ? ` and ${domains.length - SHOWN} more (see \`sitepub list\`)` : '';
  return new CliError(
    `the account still owns ${domains.length} project(s): ${shown.join(', ')}${more}. Remove each first ` +
      `(${shown.map((d) => `\`sitepub teardown ${d}\``).join(', ')}), then run \`sitepub nuke\` again`,
  );
}

export function registerNukeCommand(program: Command, act: Act): void {
  const description = 'delete the account for good (its projects must be torn down first)';
  const yes = 'do not ask for confirmation (required when there is no terminal)';
  program.command('nuke').description(description).option('-y, --yes', yes).action(act(nuke));
  // The same command under the name people look for (`sitepub account delete`).
  program
    .command('account')
    .description('the account: `account delete` deletes it (as `nuke`)')
    .command('delete')
    .description(description)
    .option('-y, --yes', yes)
    .action(act(nuke));
}

async function nuke(ctx: Context, o: { yes?: boolean }): Promise<void> {
  const creds = credentialsOf(ctx);
  const client = authedClient(ctx);
  const { email } = await client.account();
  if (!o.yes) {
    if (!canPrompt(ctx.io))
      throw new UsageError(
        `nuke deletes the account ${email} on ${ctx.endpoint.machine} for good: pass --yes to confirm (no terminal to ask on)`,
      );
    const answer = await ask(
      ctx.io,
      `Delete the account ${email} on ${ctx.endpoint.machine} for good? Type its email to confirm: `,
    );
    if (answer !== email)
      throw new UsageError('not confirmed (the email did not match): nothing was deleted');
  }
  let result;
  try {
    result = await client.deleteAccount();
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) throw await stillOwnsProjects(client, err);
    throw err;
  }
  const entry = readNetrcEntry(ctx.netrcFile, ctx.endpoint.machine);
  const netrcRemoved =
    entry !== null &&
    (creds.source === 'netrc' || entry.login === email || entry.password === creds.token) &&
    removeNetrcEntry(ctx.netrcFile, ctx.endpoint.machine);
  const msg = typeof result?.msg === 'string' ? result.msg : `account ${email} has been deleted`;
  ctx.out.result({ deleted: email, msg, netrcRemoved }, () =>
    [
      `${ctx.out.c.green('Deleted')} account ${email}`,
      ...(netrcRemoved ? [ctx.out.c.dim(`(its entry in ${ctx.netrcFile} was removed)`)] : []),
    ].join('\n'),
  );
}
