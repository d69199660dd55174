/** `sitepub deploy <path> <domain>`: publish a folder (or stage it as a preview with --stage). */
import { checkDomain } from '../../protocol/domain.ts';
import { behindSentence, describeEdge } from '../../protocol/instances.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import type { Act } from '../act.ts';
import type { Context } from '../context.ts';
import { authedClient } from '../api.ts';
import { collect, collectPair, parseList } from '../args.ts';
import { ApiError, uploadLine } from '../../client/index.ts';
import { defaultHashCacheDir } from '../../pack/hash-cache.ts';
import { scanSite, type SiteScan } from '../../pack/pack.ts';
import { deploySite, problemLine, type DeploySummary } from '../deploy-site.ts';
import { createProgress } from '../progress.ts';
import { formatBytes, formatCount } from '../format.ts';
import { checkedDomain } from '../domain-arg.ts';
import { InterruptedError, UsageError } from '../errors.ts';
import { runningAsLine, suggest } from '../hints.ts';

interface DeployOptions {
  stage?: boolean;
  message?: string;
  meta?: Record<string, string>;
  ignore?: string[];
  add?: string[];
  rem?: string[];
  /** false with --no-reuse: send every file even when the server holds some. */
  reuse?: boolean;
}

/** The domain argument, else the first line of `<folder>/CNAME` (as the official CLI does). */
export function domainFor(folder: string, domainArg: string | undefined): string {
  if (domainArg !== undefined) {
    if (
      !checkDomain(domainArg).ok &&
      !fs.existsSync(folder) &&
      isFolder(domainArg) &&
      checkDomain(path.basename(folder)).ok
    )
      throw new UsageError(
        `the arguments are the other way round: the folder comes first, then the domain: ` +
          `sitepub deploy ${domainArg} ${path.basename(folder)}`,
      );
    return checkedDomain(domainArg);
  }
  const file = path.join(folder, 'CNAME');
  let cname: string;
  try {
    cname = fs.readFileSync(file, 'utf8').split(/\r?\n/)[0]!.trim();
  } catch {
    throw new UsageError(
      `no domain given and ${file} does not exist: pass the domain, e.g. sitepub deploy <path> my-site.surge.sh`,
    );
  }
  if (!cname) throw new UsageError(`${file} is empty: pass the domain as the second argument`);
  const check = checkDomain(cname);
  if (!check.ok)
    throw new UsageError(
      `${file} holds "${cname}", which is not a domain: ${check.rule}; write the domain alone on its first line ` +
        '(e.g. my-site.surge.sh), or pass it as the second argument',
    );
  return check.domain;
}

function isFolder(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/**
 * SITEPUB_HASH_CACHE: where the digests of unchanged files are kept between deploys (default: a private folder
 * under the OS temp folder); `0`, `off` or `false` turns it off.
 */
/** Whether `folder` is a folder with an index.html at its root (a missing folder is the packer's to report). */
export function hasIndexPage(folder: string): boolean {
  try {
    if (!fs.statSync(folder).isDirectory()) return true;
  } catch {
    return true;
  }
  return fs.existsSync(path.join(folder, 'index.html'));
}

export function hashCacheOption(env: NodeJS.ProcessEnv): { hashCache?: string } {
  const v = env.SITEPUB_HASH_CACHE;
  if (v === '0' || v === 'off' || v === 'false') return {};
  return { hashCache: v || defaultHashCacheDir() };
}

/**
 * Who deploys: the saved login's email, else (a token from --token or the environment, as in CI) the account's,
 * asked of the server as the official CLI does. A rejected token fails here, before anything is packed; any
 * other failure leaves the line naming the token's origin, and the deploy reports its own error.
 */
async function deployerEmail(ctx: Context, client: ReturnType<typeof authedClient>): Promise<string | null> {
  if (ctx.used?.email) return ctx.used.email;
  try {
    const account = await client.account({ timeoutMs: 10_000 });
    return typeof account.email === 'string' && account.email !== '' ? account.email : null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw err;
    ctx.out.debug(`GET /account before the deploy: ${(err as Error).message}`);
    return null;
  }
}

export async function deploy(
  ctx: Context,
  folderArg: string,
  domainArg: string | undefined,
  o: DeployOptions,
): Promise<void> {
  const folder = path.resolve(ctx.io.cwd, folderArg);
  const domain = domainFor(folder, domainArg);
  const client = authedClient(ctx);
  const { out } = ctx;
  const cache = hashCacheOption(ctx.io.env);
  // Who deploys (a request) and the folder's scan (local reads) at once: the answer comes in while the folder is
  // walked. A scan that fails is left to the deploy, which reports it as it always has.
  const email = ctx.used && !out.json ? deployerEmail(ctx, client) : undefined;
  email?.catch(() => {}); // awaited below, before the scan
  const scanned = scanSite(folder, { ignore: o.ignore ?? [], stamps: cache.hashCache !== undefined }).catch(
    (): SiteScan | undefined => undefined,
  );
  if (ctx.used && email) out.status(runningAsLine({ ...ctx.used, email: await email }, ctx.endpoint.url));
  // Not an error (an asset-only site is fine), but usually a build that did not run or the wrong folder.
  if (!hasIndexPage(folder))
    out.warn(
      `${folderArg} has no index.html: the site's root URL will answer 404 (wrong folder, or a build that did not run?)`,
    );
  const progress = createProgress(out);
  out.status(`${o.stage ? 'Staging a preview of' : 'Publishing'} ${folderArg} to ${domain}`);
  // Ctrl-C / SIGTERM: cancel the upload, restore the terminal (progress bars hide the cursor), exit 130.
  const abort = new AbortController();
  const interrupt = (signal: NodeJS.Signals): void =>
    abort.abort(
      new InterruptedError(
        `${signal}: the deploy of ${domain} was cancelled before it completed; ` +
          `check what is live with \`sitepub list ${domain}\``,
      ),
    );
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  let summary: DeploySummary;
  try {
    summary = await deploySite(client, {
      folder,
      domain,
      stage: o.stage === true,
      ...(o.message !== undefined ? { message: o.message } : {}),
      ...(o.meta ? { meta: o.meta } : {}),
      ignore: o.ignore ?? [],
      add: o.add ?? [],
      rem: o.rem ?? [],
      reuse: o.reuse !== false,
      onUpload: (u) => {
        progress.sending(u);
        // A full upload of a fresh deploy says nothing new; a plan, or a fall-back after one, does.
        if (u.plan !== undefined || u.attempt > 1)
          out.status(uploadLine(u, { bytes: formatBytes, count: formatCount }));
      },
      onProgress: (e) => progress.update(e),
      signal: abort.signal,
      ...cache,
      scan: await scanned,
    });
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    progress.stop();
  }
  report(out, summary);
}

/** The deploy's outcome: its notes and rule problems as warnings, then the result (lines, or --json). */
function report(out: Context['out'], summary: DeploySummary): void {
  const { c } = out;
  // Printed as warnings (stderr), not part of the --json result.
  const { notes, ...result } = summary;
  for (const note of notes) out.warn(note);
  // Listed in --json too (ruleProblems); the deploy went through, the edges apply the other lines.
  for (const p of summary.ruleProblems) out.warn(`not applied: ${problemLine(p)}`);
  out.result({ ...result }, () =>
    [
      summary.overtakenBy !== null
        ? `${c.yellow('Overtaken')} revision ${summary.revision} of ${summary.domain} is stored but not live: ` +
          `revision ${summary.overtakenBy}, deployed after this one started, went live first; ` +
          `put this one live with: ${suggest(`cutover ${summary.domain} ${summary.revision}`, out.hintEndpoint)}`
        : summary.staged
          ? `${c.green('Staged')} revision ${summary.revision} of ${summary.domain} (production unchanged)`
          : `${c.green('Published')} ${summary.domain} revision ${summary.revision}`,
      `  production  ${c.cyan(summary.url)}`,
      `  preview     ${c.cyan(summary.previewUrl)}`,
      c.dim(`  ${sizeLine(summary)}`),
      ...behindLines(summary).map((l) => c.yellow(l)),
      ...(summary.staged
        ? [
            c.dim(
              `  go live with: ${suggest(`cutover ${summary.domain} ${summary.revision}`, out.hintEndpoint)}`,
            ),
          ]
        : []),
    ].join('\n'),
  );
}

/**
 * Edges that do not serve the new revision yet, one line each after a line that counts them; nothing when every
 * edge the server listed confirmed it.
 */
export function behindLines(s: Pick<DeploySummary, 'edgesBehind' | 'edgeCount'>): string[] {
  if (s.edgesBehind.length === 0) return [];
  return [
    `  ${behindSentence(s.edgeCount, s.edgesBehind.length)}:`,
    ...s.edgesBehind.map((e) => `    ${describeEdge(e)}`),
  ];
}

/** The last line of a deploy's summary: "1,918 files, 102 MB", then what was reused when something was. */
export function sizeLine(
  s: Pick<DeploySummary, 'fileCount' | 'size' | 'uploadedFiles' | 'uploadedBytes'>,
): string {
  return (
    `${formatCount(s.fileCount)} file${s.fileCount === 1 ? '' : 's'}, ${formatBytes(s.size)}` +
    (s.uploadedFiles < s.fileCount
      ? `; ${formatCount(s.uploadedFiles)} uploaded (${formatBytes(s.uploadedBytes)}), ` +
        `${formatCount(s.fileCount - s.uploadedFiles)} already on the server`
      : '')
  );
}

export function registerDeployCommands(program: Command, act: Act): void {
  program
    .command('deploy')
    .alias('publish')
    .description('publish a folder to a domain (a new revision, live at once unless --stage)')
    .argument('<path>', 'folder holding the built site')
    .argument('[domain]', 'domain to publish to, e.g. my-site.surge.sh (default: first line of <path>/CNAME)')
    .option('-s, --stage', 'stage a preview revision; production keeps serving the current one')
    .option('-m, --message <message>', 'deploy message shown in `sitepub list <domain>`')
    .option('--meta <key=value>', 'metadata stored with the revision (repeatable)', collectPair)
    .option('--ignore <pattern>', 'extra ignore pattern, gitignore syntax (repeatable)', collect)
    .option('--add <emails>', 'collaborators to invite with this deploy (comma-separated)', parseList)
    .option('--rem <emails>', 'collaborators to remove with this deploy (comma-separated)', parseList)
    .option('--no-reuse', 'upload every file, even those the server already holds from earlier deploys')
    .addHelpText(
      'after',
      '\nFiles skipped: .git, dotfiles, node_modules, bower_components, *~ and whatever\n' +
        '<path>/.surgeignore lists. Only files whose content this account has not deployed before are\n' +
        'uploaded (sitepub servers; others get every file); --no-reuse sends them all.\n' +
        '\nExamples:\n' +
        '  sitepub deploy ./dist my-site.surge.sh -m "v1.2.0"\n' +
        '  sitepub deploy ./dist my-site.surge.sh --stage --meta commit=$GITHUB_SHA --json',
    )
    .action(act(deploy));
}
