/**
 * Destructive commands (`teardown`, `discard` of the live revision, `account delete`) ask first on a terminal,
 * unless `--yes`. Without a terminal (CI, a pipe) they never ask and go ahead, as they always did, so scripts keep
 * working. Answering anything but y/yes stops the command with nothing changed (exit 2, as a usage error).
 */
import type { Context } from './context.ts';
import { UsageError } from './errors.ts';
import { ask, canPrompt } from './prompt.ts';

export async function confirmOnTerminal(
  ctx: Context,
  question: string,
  yes: boolean | undefined,
): Promise<void> {
  if (yes === true || !canPrompt(ctx.io)) return;
  const answer = await ask(ctx.io, `${question} [y/N] `);
  if (!/^y(es)?$/i.test(answer))
    throw new UsageError('not confirmed: nothing was changed (pass --yes to skip the question)');
}
