/** Projects and revisions: list, rollback, rollfore, cutover, discard. */
import type { Command } from 'commander';
import type { Act } from '../act.ts';
import type { Context } from '../context.ts';
import type { CutoverResult, ProjectEntry, RevisionEntry, RollbackResult } from '../../protocol/types.ts';
import type { Client } from '../../client/index.ts';
import { authedClient } from '../api.ts';
import { checkedDomain, checkedRev } from '../domain-arg.ts';
import { formatBytes, table } from '../format.ts';
import { CliError } from '../errors.ts';
import { ApiError } from '../../client/errors.ts';
import { confirmOnTerminal } from '../confirm.ts';
import {
  currentRevision,
  hasLiveAt,
  messageText,
  previousLive,
  recordOf,
  rolledAwayFrom,
  rollbackTarget,
} from '../../protocol/revisions.ts';
import type { DeployRecord } from '../../protocol/deploy-record.ts';

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
  const listed = await client.revisions(domain).catch((err: unknown) => {
    // Someone else's project: the question was to read it, not to publish to it.
    if (err instanceof ApiError && err.status === 403)
      throw new CliError(
        `you have no access to the project ${domain}: it belongs to another account (or your token is limited to others). ` +
          `Ask its owner to run \`sitepub invite ${domain} <your email>\`; \`sitepub list\` shows the projects you have`,
      );
    throw err;
  });
  const left = rolledAwayFrom(listed);
  const revisions = listed.map(withMessageText);
  ctx.out.result(
    revisions,
    () =>
      table(
        ['', 'REV', 'AGE', 'FILES', 'SIZE', 'BY', 'KIND', 'MESSAGE'],
        revisions.map((r) => [
          r.current ? c.green('*') : ' ',
          r.current ? c.green(String(r.rev)) : String(r.rev),
          r.timeAgoInWords ?? '',
          String(r.publicFileCount ?? ''),
          r.friendlySize ?? '',
          r.email ?? '',
          left.has(r.rev)
            ? c.yellow(`${r.record.kind ?? ''} (rolled back)`.trimStart())
            : (r.record.kind ?? ''),
          r.message ?? '',
        ]),
        c,
      ) +
      `\n${c.dim(`${revisions.length} revision${revisions.length === 1 ? '' : 's'} of ${domain}. * = live. KIND = how it was deployed (production: live at once; preview: staged); (rolled back) = production was rolled back from it, so \`sitepub rollback\` skips it. Preview of a revision: ${previewPattern(domain, revisions[0])}`)}`,
  );
}

/**
 * How a revision's preview URL looks: from the URL the server gives (`previewUrl`: scheme and the edges' port),
 * e.g. `http://<rev>-my-site.localhost:3001`; a server that gives none gets `https://<rev>-<domain>`.
 */
export function previewPattern(domain: string, entry: RevisionEntry | undefined): string {
  if (entry?.previewUrl) {
    try {
      const url = new URL(entry.previewUrl);
      return `${url.protocol}//<rev>-${domain}${url.port ? `:${url.port}` : ''}`;
    } catch {
      // not a URL: the general form below
    }
  }
  return `https://<rev>-${domain}`;
}

/**
 * A list entry as `list <domain>` shows it: `message` (and its alias `msg`) is the human text the user wrote, and
 * `record` the deploy record parsed from the end of the server's message (`{}` when it has none).
 */
export function withMessageText(entry: RevisionEntry): RevisionEntry & { record: DeployRecord } {
  const text = messageText(entry);
  return { ...entry, message: text, msg: text, record: recordOf(entry) };
}

function describeMove(
  ctx: Context,
  verb: string,
  domain: string,
  result: { revision: RevisionEntry; former?: RevisionEntry | null; status?: number },
): string {
  const { c } = ctx.out;
  // A cutover answers `status` (201 when production changed, as the official CLI reads it); a plain server sends
  // no `former` with it. A rollback or rollfore answers `former`.
  const unchanged =
    typeof result.status === 'number'
      ? result.status !== 201
      : !!result.former && result.former.rev === result.revision.rev;
  if (unchanged)
    return `${c.yellow('Unchanged')} ${domain} already serves revision ${result.revision.rev} (nothing to ${verb})`;
  return `${c.green('Done')} ${domain} now serves revision ${result.revision.rev}${
    result.former ? c.dim(` (was ${result.former.rev})`) : ''
  }`;
}

/** `rev` when the domain has it; otherwise a usage error naming the recent revisions. */
function existingRev(domain: string, revisions: readonly RevisionEntry[], rev: number): number {
  if (revisions.some((r) => r.rev === rev)) return rev;
  const recent = revisions.slice(0, 5).map((r) => r.rev);
  throw new CliError(
    `revision ${rev} does not exist on ${domain}` +
      (recent.length ? ` (newest: ${recent.join(', ')}; \`sitepub list ${domain}\` lists them all)` : ''),
  );
}

/**
 * Rollback without --to: to the revision proven to have been live before the current one (src/protocol/revisions.ts).
 * When that is the next older entry (proven by its deploy record), the server's own `POST /rollback` takes the
 * step; should it land elsewhere (the list changed meanwhile) the proven target is cut over to at once.
 */
async function rollbackToPreviousLive(
  ctx: Context,
  client: Client,
  domain: string,
  revisions: readonly RevisionEntry[],
): Promise<CutoverResult | RollbackResult> {
  // A sitepub server (its list has `liveAt`) applies the production rule itself: it decides, and a refusal
  // comes back in its own words (the same the API and the dashboard give).
  if (hasLiveAt(revisions)) return client.rollback(domain);
  const plan = rollbackTarget(revisions);
  const before = currentRevision(revisions);
  const now = before ? `revision ${before.rev}` : 'now';
  if (plan.target === null) {
    const skipped = plan.skipped.length
      ? ` other than ${plan.skipped.join(', ')} (production was rolled back from ${plan.skipped.length === 1 ? 'it' : 'them'}, so a rollback does not return there)`
      : '';
    throw new CliError(
      plan.reason === 'no-history'
        ? `nothing to roll back to: no revision of ${domain} was live before ${now}${skipped}. Serve a given revision with \`sitepub rollback ${domain} --to <rev>\` (\`sitepub list ${domain}\` lists them)`
        : `cannot tell which revision of ${domain} was live before ${now}${skipped} (the server does not say and no deploy message records it): pick one with \`sitepub rollback ${domain} --to <rev>\` (\`sitepub list ${domain}\` lists them)`,
    );
  }
  const { target } = plan;
  ctx.out.debug(
    `rollback: revision ${target.rev} was live before the current one (proof: ${plan.proof === 'liveAt' ? 'liveAt' : 'its deploy record'})`,
  );
  if (!plan.serverStep) return client.cutover(domain, target.rev);
  const stepped = await client.rollback(domain);
  if (stepped.revision.rev === target.rev) return stepped;
  ctx.out.debug(`rollback: the server stepped to ${stepped.revision.rev}; cutting over to ${target.rev}`);
  try {
    const fixed = await client.cutover(domain, target.rev);
    return { ...fixed, former: stepped.former };
  } catch (err) {
    // Never leave production on a revision not known to have been live: back to where it was.
    await client.cutover(domain, stepped.former.rev).catch(() => undefined);
    throw err;
  }
}

/** `discard` flags: --yes only matters with --force, for the live revision. */
interface DiscardOptions {
  force?: boolean;
  yes?: boolean;
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
      'serve the revision that was live before the current one (skipping staged previews never live and revisions production was rolled back from), or --to a given one',
    )
    .argument('<domain>')
    .option('--to <rev>', 'serve this revision (number or preview host), after checking it exists')
    .action(
      act(async (ctx: Context, domainArg: string, opts: { to?: string }) => {
        const domain = checkedDomain(domainArg);
        const to = opts.to === undefined ? undefined : checkedRev(opts.to);
        const client = authedClient(ctx);
        const revisions = await client.revisions(domain);
        const moved =
          to === undefined
            ? await rollbackToPreviousLive(ctx, client, domain, revisions)
            : await client.cutover(domain, existingRev(domain, revisions, to));
        // A plain server's cutover answer names no former revision: the list read before says which was live.
        const result = moved.former ? moved : { ...moved, former: currentRevision(revisions) ?? null };
        ctx.out.result(result, () => describeMove(ctx, 'roll back', domain, result));
      }),
    );

  program
    .command('rollfore')
    .description(
      'serve the next newer revision that was live before (never one production was rolled back from: to undo a rollback, cutover by name)',
    )
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
      'discard it even if it is live: production first goes back to the revision live before it that it was not rolled back from (refused when there is none; offline when it is the only revision)',
    )
    .option('-y, --yes', 'with --force: do not ask on a terminal before discarding the live revision')
    .action(
      act(async (ctx: Context, domainArg: string, revArg: string, opts: DiscardOptions) => {
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
        // Forced off production. A sitepub server applies the production rule itself (the revision live before
        // that production was not rolled back from; a 409 in its words when there is none). Against a plain
        // server: to the revision proven live before it (as rollback), never to a neighbour in the list that may
        // be a preview nobody reviewed; the server's own move only when no other revision is left.
        const serverRule = hasLiveAt(revisions);
        const back = wasLive && !serverRule ? previousLive(revisions) : null;
        if (wasLive && !serverRule && !back && revisions.some((r) => r.rev !== rev))
          throw new CliError(
            `revision ${rev} is live on ${domain} and no other revision of it is known to have been live, so discarding it could put an unreviewed one live: ` +
              `serve the one you want first (\`sitepub rollback ${domain} --to <rev>\`), then discard ${rev}`,
          );
        if (wasLive)
          await confirmOnTerminal(
            ctx,
            `Revision ${rev} is live on ${domain}. Discard it (${back ? `production goes back to ${back.rev}` : `${domain} goes offline`})?`,
            opts.yes,
          );
        if (back) await client.cutover(domain, back.rev);
        const result = await client.discard(domain, rev);
        const { c } = ctx.out;
        const moved = wasLive || Boolean(result.uncached?.change);
        // The last revision gone: offline (the list would answer 404 now).
        const gone = result.uncached?.change === 'offline' || revisions.length === 1;
        const live = result.production ? result.production.rev : undefined;
        const now =
          live !== undefined
            ? live === null
              ? null
              : { rev: live }
            : (back ?? (moved && !gone ? currentRevision(await client.revisions(domain)) : null));
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
