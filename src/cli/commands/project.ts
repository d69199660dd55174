/**
 * Per-domain commands besides revisions: teardown, cache purge, metadata, files (manifest), certificates,
 * settings, analytics/usage/audit and collaborators.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import type { Act } from '../act.ts';
import type { Context } from '../context.ts';
import { authedClient } from '../api.ts';
import { checkedDomain, checkedRev } from '../domain-arg.ts';
import { flatKeyValues, formatBytes, table } from '../format.ts';
import { CliError, UsageError } from '../errors.ts';
import type { Invite } from '../../protocol/api.ts';
import { createProgress } from '../progress.ts';
import { renderAnalytics } from '../render/analytics.ts';
import { renderAudit } from '../render/audit.ts';
import { renderUsage } from '../render/usage.ts';
import { parseSettings, settingsHelp } from '../settings-args.ts';
import { confirmOnTerminal } from '../confirm.ts';
import { ApiError } from '../../client/errors.ts';
import type { JsonObject } from '../../client/index.ts';

/**
 * Prints any JSON answer: one JSON line with --json, otherwise `key  value` lines (nested keys dotted, byte counts
 * as sizes); only a bare list is printed as indented JSON.
 */
function show(ctx: Context, value: unknown): void {
  ctx.out.result(value, () =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? flatKeyValues(value as Record<string, unknown>, ctx.out.c)
      : JSON.stringify(value, null, 2),
  );
}

export { parseSettings } from '../settings-args.ts';

/**
 * The settings `metadata.json` carries (`config`, the project's active configuration: a sitepub server sends it).
 * surge.sh sends none and has no endpoint that reads settings back, only `PUT /:domain/settings`: say so.
 */
export function shownSettings(domain: string, config: unknown): object {
  if (config && typeof config === 'object' && !Array.isArray(config)) return config;
  throw new CliError(
    `this server does not show the settings of ${domain}: its metadata.json has none, and the surge API ` +
      `(surge.sh) has no endpoint that reads them. Set them with \`sitepub settings ${domain} key=value\` ` +
      '(PUT /:domain/settings), which prints the resulting settings.',
  );
}

function domainCommand(
  program: Command,
  act: Act,
  name: string,
  description: string,
  run: (ctx: Context, domain: string) => Promise<void>,
): Command {
  return program
    .command(name)
    .description(description)
    .argument('<domain>')
    .action(act(async (ctx: Context, domainArg: string) => run(ctx, checkedDomain(domainArg))));
}

export function registerProjectCommands(program: Command, act: Act): void {
  program
    .command('teardown')
    .description('remove a domain and all its revisions (asks first on a terminal, unless --yes)')
    .argument('<domain>')
    .option('-y, --yes', 'do not ask (without a terminal it never asks)')
    .action(
      act(async (ctx: Context, domainArg: string, o: { yes?: boolean }) => {
        const domain = checkedDomain(domainArg);
        await confirmOnTerminal(ctx, `Remove ${domain} and all its revisions for good?`, o.yes);
        const result = await authedClient(ctx).teardown(domain);
        ctx.out.result({ domain, ...result }, `${ctx.out.c.green('Removed')} ${domain}`);
      }),
    );

  domainCommand(program, act, 'purge', 'purge the edge cache of a domain', async (ctx, domain) => {
    const result = await authedClient(ctx).purgeCache(domain);
    const { c } = ctx.out;
    ctx.out.result(result, () =>
      [
        `${c.green('Purged')} ${domain} on ${result.confirmed.length} edge(s)`,
        ...(result.unconfirmed.length
          ? [c.yellow(`  not confirmed by: ${result.unconfirmed.join(', ')}`)]
          : []),
      ].join('\n'),
    );
  }).alias('bust');

  program
    .command('metadata')
    .description('show the metadata of the live revision (or of <rev>)')
    .argument('<domain>')
    .argument('[rev]')
    .action(
      act(async (ctx: Context, domainArg: string, revArg: string | undefined) => {
        const domain = checkedDomain(domainArg);
        const rev = revArg === undefined ? undefined : checkedRev(revArg);
        show(ctx, await authedClient(ctx).metadata(domain, rev));
      }),
    );

  program
    .command('files')
    .alias('manifest')
    .description('list the files of the live revision (or of <rev>) with size and md5')
    .argument('<domain>')
    .argument('[rev]')
    .action(
      act(async (ctx: Context, domainArg: string, revArg: string | undefined) => {
        const domain = checkedDomain(domainArg);
        const rev = revArg === undefined ? undefined : checkedRev(revArg);
        const manifest = await authedClient(ctx).manifest(domain, rev);
        ctx.out.result(manifest, () =>
          table(
            ['PATH', 'SIZE', 'MD5'],
            Object.entries(manifest)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([p, f]) => [p, formatBytes(f.size), f.md5]),
            ctx.out.c,
          ),
        );
      }),
    );

  domainCommand(program, act, 'certs', 'show the TLS certificates of a domain', async (ctx, domain) => {
    const result = await authedClient(ctx).certs(domain);
    ctx.out.result(result, () => certTable(ctx, domain, result.certs));
  });

  domainCommand(
    program,
    act,
    'encrypt',
    'provision a managed TLS certificate for a domain',
    async (ctx, domain) => {
      const progress = createProgress(ctx.out);
      try {
        const run = authedClient(ctx).encrypt(domain);
        for await (const event of run) if (event.type === 'progress') progress.update(event);
        const { info } = await run.result;
        const certs = (info as { certs?: unknown }).certs;
        // --json: the certificates as the server sent them (unchanged); people get a sentence and the table.
        ctx.out.result(certs ?? info, () =>
          Array.isArray(certs)
            ? `${ctx.out.c.green('Encrypted')} ${domain}: its certificate is in place\n${certTable(ctx, domain, certs)}`
            : `${ctx.out.c.green('Encrypted')} ${domain}: ${typeof (info as { msg?: unknown }).msg === 'string' ? (info as { msg: string }).msg : 'the certificate is in place'}`,
        );
      } finally {
        progress.stop();
      }
    },
  );

  program
    .command('ssl')
    .description('upload a custom certificate (PEM bundle: key + certificate chain) for a domain')
    .argument('<domain>')
    .argument('<pem>', 'path to the PEM file')
    .action(
      act(async (ctx: Context, domainArg: string, pemPath: string) => {
        const domain = checkedDomain(domainArg);
        const file = path.resolve(ctx.io.cwd, pemPath);
        if (!fs.existsSync(file)) throw new UsageError(`PEM file ${file} does not exist`);
        show(ctx, await authedClient(ctx).uploadCertificate(domain, fs.readFileSync(file)));
      }),
    );

  program
    .command('settings')
    .alias('config')
    .description('show the project settings, or change them with key=value pairs (e.g. spa=true cors=*)')
    .argument('<domain>')
    .argument('[settings...]', 'key=value pairs (listed below)')
    .addHelpText('after', settingsHelp())
    .action(
      act(async (ctx: Context, domainArg: string, pairs: string[]) => {
        const domain = checkedDomain(domainArg);
        const client = authedClient(ctx);
        if (pairs.length === 0) {
          show(ctx, shownSettings(domain, (await client.metadata(domain)).config));
          return;
        }
        const body = parseSettings(pairs) as JsonObject;
        try {
          show(ctx, await client.settings(domain, body));
        } catch (err) {
          // The server refused a name or a value: the arguments are what to change (exit 2).
          if (err instanceof ApiError && err.status === 400)
            throw new UsageError(
              `${[...new Set([err.reason, ...err.body.messages].filter(Boolean))].join('; ') || err.message} (\`sitepub settings --help\` lists the settings)`,
            );
          throw err;
        }
      }),
    );

  domainCommand(program, act, 'analytics', 'traffic of the past 14 days', async (ctx, domain) => {
    const analytics = await authedClient(ctx).analytics(domain);
    ctx.out.result(
      analytics,
      () => renderAnalytics(analytics, ctx.out.c) ?? JSON.stringify(analytics, null, 2),
    );
  });
  domainCommand(program, act, 'usage', 'bandwidth usage', async (ctx, domain) => {
    const usage = await authedClient(ctx).usage(domain);
    ctx.out.result(usage, () => renderUsage(usage, ctx.out.c) ?? JSON.stringify(usage, null, 2));
  });
  domainCommand(program, act, 'audit', 'state of the domain on every edge node', async (ctx, domain) => {
    const audit = await authedClient(ctx).audit(domain);
    ctx.out.result(audit, () => renderAudit(domain, audit, ctx.out.c) ?? JSON.stringify(audit, null, 2));
  });

  program
    .command('invite')
    .description('invite collaborators to a domain')
    .argument('<domain>')
    .argument('<emails...>')
    .action(
      act(async (ctx: Context, domainArg: string, emails: string[]) => {
        const domain = checkedDomain(domainArg);
        const result = await authedClient(ctx).invite(domain, emails);
        const failed = result.invites.filter((i) => i.status === 'failed');
        const why = (i: Invite): string => (typeof i.reason === 'string' ? i.reason : '');
        // With failures and --json, the error line is the one JSON document (it lists them).
        if (failed.length === 0 || !ctx.out.json)
          ctx.out.result(result, () =>
            table(
              ['EMAIL', 'STATUS', 'REASON'],
              result.invites.map((i) => [i.email, String(i.status), why(i)]),
              ctx.out.c,
            ),
          );
        if (failed.length > 0)
          throw new CliError(
            `${failed.length} of ${result.invites.length} invitations failed (${failed
              .map((i) => `${i.email}${why(i) ? `: ${why(i)}` : ''}`)
              .join('; ')})`,
          );
      }),
    );

  program
    .command('revoke')
    .description('remove collaborators from a domain')
    .argument('<domain>')
    .argument('<emails...>')
    .action(
      act(async (ctx: Context, domainArg: string, emails: string[]) => {
        const domain = checkedDomain(domainArg);
        const result = await authedClient(ctx).revoke(domain, emails);
        const details = (result as { details?: Record<string, string> }).details ?? {};
        // A server may leave either list out (the spec names neither): absent is empty.
        const removed = (Array.isArray(result.successes) ? result.successes : []).map(String);
        const failed = (Array.isArray(result.fails) ? result.fails : []).map(String);
        // As invite: a table for people; with failures and --json, the error line is the one JSON document.
        if (failed.length === 0 || ctx.out.json === false)
          ctx.out.result(result, () =>
            table(
              ['EMAIL', 'STATUS', 'REASON'],
              [
                ...removed.map((e) => [e, 'removed', '']),
                ...failed.map((e) => [e, 'failed', details[e] ?? '']),
              ],
              ctx.out.c,
            ),
          );
        if (failed.length > 0)
          throw new CliError(
            `${failed.length} of ${emails.length} collaborators were not removed (${failed
              .map((e) => `${e}${details[e] ? `: ${details[e]}` : ''}`)
              .join('; ')}); \`sitepub collaborators ${domain}\` lists them`,
          );
      }),
    );

  domainCommand(
    program,
    act,
    'collaborators',
    'list the collaborators of a domain (invite with `invite`, remove with `revoke`)',
    async (ctx, domain) => {
      const result = await authedClient(ctx).collaborators(domain);
      const { c } = ctx.out;
      ctx.out.result(result, () =>
        result.collaborators.length === 0
          ? c.dim(`No collaborators on ${domain}: invite one with \`sitepub invite ${domain} <email>\`.`)
          : table(
              ['EMAIL', 'SINCE'],
              result.collaborators.map((x) => [x.email, x.created_at]),
              c,
            ),
      );
    },
  );
}

/** Certificates as a table (certs, encrypt), or the sentence that says there are none. */
function certTable(ctx: Context, domain: string, list: unknown): string {
  const certs = (Array.isArray(list) ? list : []) as {
    subject?: unknown;
    issuer?: unknown;
    subjectAltNames?: string[];
    expInDays?: unknown;
    autoRenew?: boolean;
  }[];
  if (certs.length === 0)
    return ctx.out.c.dim(`No certificates for ${domain}: provision one with \`sitepub encrypt ${domain}\`.`);
  return table(
    ['SUBJECT', 'ISSUER', 'NAMES', 'EXPIRES IN', 'AUTO-RENEW'],
    certs.map((cert) => [
      String(cert.subject ?? ''),
      String(cert.issuer ?? ''),
      (cert.subjectAltNames ?? []).join(', '),
      typeof cert.expInDays === 'number' ? `${cert.expInDays} days` : '-',
      cert.autoRenew === undefined ? '-' : cert.autoRenew ? 'yes' : 'no',
    ]),
    ctx.out.c,
  );
}
