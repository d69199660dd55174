/**
 * `sitepub migrate --from <data> --database postgres://… --blobs s3://…`: copies an embedded server's data folder
 * into a cluster's PostgreSQL database and S3 bucket, resumable and verified (src/store/transfer/). Prints what it
 * did: a table for people, or one JSON line with --json (src/protocol/migration.ts). The server and store code is
 * imported only here, when the command runs.
 */
import path from 'node:path';
import type { Command } from 'commander';
import type { Act } from '../act.ts';
import type { Context } from '../context.ts';
import { CliError, UsageError } from '../errors.ts';
import { DATABASE_FORM, storeUrlsOf, StoreUrlError } from '../../store/store-urls.ts';
import { serverRuntimeProblem } from '../server-runtime.ts';
import { edgeSecretHint, renderMigration } from '../render/migration.ts';

interface MigrateOptions {
  from?: string;
  database?: string;
  blobs?: string;
  acmeDirectory?: string;
}

/**
 * The database and bucket URLs: flags first, then SITEPUB_DATABASE_URL / SITEPUB_BLOBS_URL, checked by the one
 * parser `serve` uses (store-urls.ts); migrate needs both.
 */
export function targetUrls(o: MigrateOptions, env: NodeJS.ProcessEnv): { database: string; blobs: string } {
  const database = o.database ?? (env.SITEPUB_DATABASE_URL?.trim() || undefined);
  const blobs = o.blobs ?? (env.SITEPUB_BLOBS_URL?.trim() || undefined);
  if (!database)
    throw new UsageError(
      `migrate needs the target database: pass --database ${DATABASE_FORM} or set SITEPUB_DATABASE_URL`,
    );
  if (!blobs)
    throw new UsageError(
      'migrate needs the target bucket: pass --blobs s3://BUCKET[/PREFIX] or set SITEPUB_BLOBS_URL',
    );
  try {
    storeUrlsOf({ database: o.database, blobs: o.blobs, env });
  } catch (err) {
    throw err instanceof StoreUrlError ? new UsageError(err.message) : err;
  }
  return { database, blobs };
}

/** The database password as given in the URL and as it may be echoed (decoded), for the redactor. */
function urlSecrets(url: string): string[] {
  try {
    const pass = new URL(url).password;
    return pass ? [pass, decodeURIComponent(pass)] : [];
  } catch {
    return [];
  }
}

/** `postgres://user:secret@host/db` without its password (`postgres://user:***@host/db`), for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    for (const name of [...u.searchParams.keys()])
      if (/pass|secret|key|token/i.test(name)) u.searchParams.set(name, '***');
    return u.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
  }
}

export async function migrateCommand(ctx: Context, o: MigrateOptions): Promise<void> {
  const problem = serverRuntimeProblem('migrate', process.versions.node);
  if (problem) throw new CliError(problem);
  const urls = targetUrls(o, ctx.io.env);
  for (const s of urlSecrets(urls.database)) ctx.out.redactor.add(s);
  const from = path.resolve(ctx.io.cwd, o.from ?? 'sitepub-data');
  const acmeDirectory = o.acmeDirectory ?? ctx.io.env.SITEPUB_ACME_DIRECTORY;
  const { openClusterTarget } = await import('../../store/transfer/target.ts');
  const { transfer } = await import('../../store/transfer/transfer.ts');
  const { TransferSource } = await import('../../store/sqlite/transfer-source.ts');
  const database = redactUrl(urls.database);
  // The data folder first: a wrong --from or a running server is refused before the target is touched.
  const source = await TransferSource.open(from);
  const target = await openClusterTarget({ ...urls, env: ctx.io.env }).catch((err: unknown) => {
    source.close();
    throw new CliError(
      `cannot open the target ${database} + ${urls.blobs}: ${(err as Error).message ?? String(err)}`,
    );
  });
  for (const s of target.secrets) ctx.out.redactor.add(s);
  try {
    ctx.out.status(`Migrating ${from} into ${database} + ${urls.blobs}`);
    const report = await transfer({
      source,
      target: target.store,
      databaseLabel: database,
      blobsLabel: urls.blobs,
      ...(acmeDirectory ? { acmeDirectories: [acmeDirectory] } : {}),
      progress: (line) => ctx.out.status(`  ${line}`),
      warn: (line) => ctx.out.warn(line),
    });
    ctx.out.result(report, () => renderMigration(report, ctx.out.c));
    if (ctx.out.json) ctx.out.log(edgeSecretHint(report.edgeSecretFile));
  } finally {
    source.close();
    await target.close();
  }
}

export function registerMigrateCommand(program: Command, act: Act): void {
  program
    .command('migrate')
    .description(
      'copy an embedded server (its data folder) into a cluster: PostgreSQL + S3, resumable and verified',
    )
    .option(
      '--from <dir>',
      'data folder of the embedded server (the --data of serve; default: ./sitepub-data)',
    )
    .option(
      '--database <url>',
      'target PostgreSQL, postgres://USER[:PASS]@HOST:PORT/DB (env SITEPUB_DATABASE_URL)',
    )
    .option('--blobs <url>', 'target bucket, s3://BUCKET[/PREFIX] (env SITEPUB_BLOBS_URL)')
    .option(
      '--acme-directory <url>',
      'the ACME directory serve used, so its account key is carried over (env SITEPUB_ACME_DIRECTORY)',
    )
    .addHelpText(
      'after',
      [
        '',
        'The S3 endpoint and credentials come from AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL,',
        'AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION (or the AWS shared files), as for serve.',
        'Stop the server first: a data folder in use is refused. After a failure run it again: it',
        'copies only what is missing, then verifies.',
        '--json (a global option, also accepted here) prints one line once verified:',
        '  {"from","database","blobs","tables":{"accounts":{"copied","present"},…},',
        '   "content":{…},"ca","outbox","acme","verified":{"revisions","files","blobs","tokens"},',
        '   "edgeSecretFile","seconds"}',
      ].join('\n'),
    )
    .action(act(async (ctx: Context, o: MigrateOptions) => migrateCommand(ctx, o)));
}
