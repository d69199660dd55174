/** Projects and revisions: list, rollback, rollfore, cutover, discard. */
import type { Command } from 'commander';
import type { Act } from '../act.ts';
import type { Context } from '../context.ts';
import type { ProjectEntry, RevisionEntry } from '../../protocol/types.ts';
import { authedClient } from '../api.ts';
import { checkedDomain, checkedRev } from '../domain-arg.ts';
import { formatBytes, table } from '../format.ts';
import { CliError } from '../errors.ts';
import { currentRevision, previousLive } from '../../protocol/revisions.ts';

export async function list(ctx: Context, domainArg: string | undefined): Promise<void> {
  const client = authedClient(ctx);
  const { c } = ctx.out;
  if (domainArg === undefined) {
    const projects: ProjectEntry[] = await client.list();
    ctx.out.result(projects, () =>
      projects.length === 0
        ? c.dim('No projects yet: publish one with `sitepub deploy <path> <domain>`.')
        : table(
            ['DOMAIN', 'REV', 'UPDATED', 'FILES', 'SIZE', 'ROLE'],
            projects.map((p) => [
              c.bold(p.domain),
              p.rev === null ? c.dim('offline') : String(p.rev),
              p.timeAgoInWords ?? '',
              String(p.publicFileCount ?? ''),
              p.publicTotalSize === undefined ? '' : formatBytes(p.publicTotalSize),
              p.role ?? '',
            ]),
            c,
          ),
    );
    return;
  }
  const domain = checkedDomain(domainArg);
  const revisions: RevisionEntry[] = await client.revisions(domain);
  ctx.out.result(
    revisions,
    () =>
      table(
        ['', 'REV', 'AGE', 'FILES', 'SIZE', 'BY', 'MESSAGE'],
        revisions.map((r) => [
          r.current ? c.green('*') : ' ',
          r.current ? c.green(String(r.rev)) : String(r.rev),
          r.timeAgoInWords,
          String(r.publicFileCount),
          r.friendlySize,
          r.email,
          r.message ?? '',
        ]),
        c,
      ) + `\n${c.dim(`* = live. Preview of a revision: http(s)://<rev>-${domain}`)}`,
  );
}

function describeMove(
  ctx: Context,
  verb: string,
  domain: string,
  result: { revision: RevisionEntry; former: RevisionEntry | null },
): string {
  const { c } = ctx.out;
  if (result.former && result.former.rev === result.revision.rev)
    return `${c.yellow('Unchanged')} ${domain} already serves revision ${result.revision.rev} (nothing to ${verb})`;
  return `${c.green('Done')} ${domain} now serves revision ${result.revision.rev}${
    result.former ? c.dim(` (was ${result.former.rev})`) : ''
  }`;
}

export function registerRevisionCommands(program: Command, act: Act): void {
  program
    .command('list')
    .alias('ls')
    .description('list your projects, or the revisions of one domain (newest first, * = live)')
    .argument('[domain]', "list this domain's revisions")
    .action(act(list));

  program
    .command('rollback')
    .description(
      'serve the revision that was live before the current one (staged previews never live are skipped)',
    )
    .argument('<domain>')
    .action(
      act(async (ctx: Context, domainArg: string) => {
        const domain = checkedDomain(domainArg);
        const client = authedClient(ctx);
        const revisions = await client.revisions(domain);
        const target = previousLive(revisions);
        if (!target) {
          const before = currentRevision(revisions);
          throw new CliError(
            `nothing to roll back to: no revision of ${domain} was live before ${
              before ? `revision ${before.rev}` : 'now'
            }. Serve a given revision with \`sitepub cutover ${domain} <rev>\` (\`sitepub list ${domain}\` lists them)`,
          );
        }
        ctx.out.debug(`rollback: the revision live before the current one is ${target.rev}`);
        const result = await client.cutover(domain, target.rev);
        ctx.out.result(result, () => describeMove(ctx, 'roll back', domain, result));
      }),
    );

  program
    .command('rollfore')
    .description('serve the next (newer) revision of a domain, undoing a rollback')
    .argument('<domain>')
    .action(
      act(async (ctx: Context, domainArg: string) => {
        const domain = checkedDomain(domainArg);
        const result = await authedClient(ctx).rollfore(domain);
        ctx.out.result(result, () => describeMove(ctx, 'roll forward', domain, result));
      }),
    );

  program
    .command('cutover')
    .description('make a revision live (default: the newest one, e.g. after a staged deploy)')
    .argument('<domain>')
    .argument('[rev]', 'revision number or preview host')
    .action(
      act(async (ctx: Context, domainArg: string, revArg: string | undefined) => {
        const domain = checkedDomain(domainArg);
        const rev = revArg === undefined ? undefined : checkedRev(revArg);
        const result = await authedClient(ctx).cutover(domain, rev);
        ctx.out.result(result, () => describeMove(ctx, 'cut over', domain, result));
      }),
    );

  program
    .command('discard')
    .description('delete one revision (not the live one, unless --force)')
    .argument('<domain>')
    .argument('<rev>', 'revision number or preview host')
    .option(
      '--force',
      'discard it even if it is live: production goes back to the revision live before it (or, with none, to a neighbour or offline)',
    )
    .action(
      act(async (ctx: Context, domainArg: string, revArg: string, opts: { force?: boolean }) => {
        const domain = checkedDomain(domainArg);
        const rev = checkedRev(revArg);
        const client = authedClient(ctx);
        const revisions = await client.revisions(domain);
        const wasLive = currentRevision(revisions)?.rev === rev;
        if (wasLive && opts.force !== true)
          throw new CliError(
            `revision ${rev} is live on ${domain}: discarding it would change what production serves. ` +
              `Cut over to another revision first (\`sitepub rollback ${domain}\` or \`sitepub cutover ${domain} <rev>\`), ` +
              'or pass --force to discard it anyway',
          );
        // Forced off production: to the revision live before it (as rollback), never to a neighbour in the list
        // that may be a preview nobody reviewed; the server's own move only when none was live before.
        const back = wasLive ? previousLive(revisions) : null;
        if (back) await client.cutover(domain, back.rev);
        const result = await client.discard(domain, rev);
        const { c } = ctx.out;
        const moved = wasLive || Boolean(result.uncached?.change);
        const now = back ?? (moved ? currentRevision(await client.revisions(domain)) : null);
        ctx.out.result({ ...result, ...(moved ? { live: now?.rev ?? null } : {}) }, () =>
          [
            `${c.green('Discarded')} revision ${rev} of ${domain}`,
            ...(moved
              ? [
                  now
                    ? `  it was live: ${domain} now serves revision ${now.rev}`
                    : c.yellow(`  it was live: ${domain} is now offline (no revision left to serve)`),
                ]
              : []),
          ].join('\n'),
        );
      }),
    );
}
