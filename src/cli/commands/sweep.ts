/**
 * `sitepub sweep <domain>`: discards the never-live preview revisions of closed pull requests (and, with
 * --retention, never-live previews older than that whose PR is not open), as the Action's `mode: sweep` does; the
 * rule is src/protocol/sweep.ts. The PRs' states come from GitHub (--github-token and --repository, or the
 * GITHUB_TOKEN and GITHUB_REPOSITORY variables) or from --open (every other PR counts as closed).
 */
import pMap from 'p-map';
import type { Command } from 'commander';
import type { Act } from '../act.ts';
import type { Context } from '../context.ts';
import { authedClient } from '../api.ts';
import { checkedDomain } from '../domain-arg.ts';
import { table } from '../format.ts';
import { CliError } from '../errors.ts';
import { parseOpenList, statesFromGitHub, statesFromOpenList } from '../github-pulls.ts';
import { judgeSweep, previewPulls, type PullRequestState } from '../../protocol/sweep.ts';

interface SweepOptions {
  open?: string;
  githubToken?: string;
  repository?: string;
  githubApi?: string;
  retention?: string;
  dryRun?: boolean;
}

const DISCARD_CONCURRENCY = 4;

async function pullStates(
  ctx: Context,
  prs: number[],
  o: SweepOptions,
): Promise<Map<number, PullRequestState>> {
  if (o.open !== undefined) return statesFromOpenList(prs, parseOpenList(o.open));
  const token = o.githubToken ?? ctx.io.env.GITHUB_TOKEN ?? '';
  const repository = o.repository ?? ctx.io.env.GITHUB_REPOSITORY ?? '';
  if (!token || !repository)
    throw new CliError(
      'sweep needs to know which pull requests are open: pass --open 12,15 (the open ones), or a GitHub token and ' +
        'the repository (--github-token and --repository owner/name, or GITHUB_TOKEN and GITHUB_REPOSITORY)',
    );
  const m = /^([\w.-]+)\/([\w.-]+)$/.exec(repository);
  if (!m) throw new CliError(`--repository must be owner/name (e.g. octo/site); got "${repository}"`);
  ctx.out.redactor.add(token);
  const api = o.githubApi ?? ctx.io.env.GITHUB_API_URL ?? 'https://api.github.com';
  return statesFromGitHub({ api, token, owner: m[1]!, repo: m[2]! }, prs);
}

export function registerSweepCommand(program: Command, act: Act): void {
  program
    .command('sweep')
    .description(
      'discard the never-live preview revisions of closed pull requests (never the live one, nor one ever live)',
    )
    .argument('<domain>')
    .option('--open <prs>', 'the open pull requests, e.g. 12,15 (every other one counts as closed)')
    .option('--github-token <token>', 'ask GitHub for each pull request (env GITHUB_TOKEN)')
    .option('--repository <owner/name>', 'the GitHub repository of the pull requests (env GITHUB_REPOSITORY)')
    .option('--github-api <url>', 'GitHub API URL (env GITHUB_API_URL; default https://api.github.com)')
    .option('--retention <days>', 'also discard never-live previews older than this whose PR is not open')
    .option('--dry-run', 'say what would be discarded, discard nothing')
    .action(
      act(async (ctx: Context, domainArg: string, o: SweepOptions) => {
        const domain = checkedDomain(domainArg);
        if (o.retention !== undefined && !/^\d{1,5}$/.test(o.retention))
          throw new CliError(`--retention must be a whole number of days (e.g. 14); got "${o.retention}"`);
        const client = authedClient(ctx);
        const revisions = await client.revisions(domain);
        const pulls = await pullStates(ctx, previewPulls(revisions), o);
        const verdicts = judgeSweep({
          revisions,
          pulls,
          retentionDays: o.retention === undefined ? null : Number(o.retention),
          now: new Date(),
        });
        if (!o.dryRun)
          await pMap(
            verdicts.discard,
            async (v) => {
              await client.discard(domain, v.rev);
            },
            { concurrency: DISCARD_CONCURRENCY },
          );
        const result = {
          domain,
          dryRun: o.dryRun === true,
          discarded: verdicts.discard,
          kept: verdicts.keep,
        };
        const { c } = ctx.out;
        ctx.out.result(
          result,
          () =>
            table(
              ['REV', 'PR', '', 'WHY'],
              [...verdicts.discard, ...verdicts.keep].map((v) => [
                String(v.rev),
                v.pr === null ? '' : `#${v.pr}`,
                v.discard ? c.yellow(o.dryRun ? 'would discard' : 'discarded') : c.green('kept'),
                v.reason,
              ]),
              c,
            ) +
            `\n${o.dryRun ? 'Would discard' : 'Discarded'} ${verdicts.discard.length}, kept ${verdicts.keep.length}.`,
        );
      }),
    );
}
