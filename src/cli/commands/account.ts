/**
 * Account commands: login / logout (the .netrc entry shared with the official CLI), whoami, token (mint),
 * tokens (list, revoke), verify, stats. Plans and billing: billing.ts; mfa and nuke: mfa.ts, nuke.ts.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Command } from 'commander';
import type { Act } from '../act.ts';
import type { Context } from '../context.ts';
import { anonymousClient, authedClient, credentialsOf, passwordClient } from '../api.ts';
import { ask, canPrompt, readStdin } from '../prompt.ts';
import { AuthError, InterruptedError, UsageError } from '../errors.ts';
import { ApiError } from '../../client/errors.ts';
import { formatBytes, formatCount, keyValues, table } from '../format.ts';
import { removeNetrcEntry, writeNetrcEntry } from '../netrc.ts';
import { tokenVariable } from '../credentials.ts';
import { browserLogin } from '../browser-login.ts';
import { openUrl } from '../open-url.ts';
import type { TokenResult } from '../../protocol/types.ts';
import { inCliTerms } from '../route-hints.ts';

interface PasswordOptions {
  email?: string;
  password?: string;
  passwordStdin?: boolean;
}

/** Email and password from flags, stdin or the terminal; a clear error when none is possible. */
async function emailAndPassword(
  ctx: Context,
  o: PasswordOptions,
): Promise<{ email: string; password: string }> {
  const interactive = canPrompt(ctx.io) && !o.passwordStdin;
  let email = o.email;
  if (!email) {
    if (!interactive) throw new UsageError('pass --email (no terminal to ask on)');
    email = await ask(ctx.io, 'email: ');
  }
  let password = o.password ?? (o.passwordStdin ? await readStdin(ctx.io) : undefined);
  if (o.passwordStdin && !password)
    throw new UsageError(
      'no password on standard input: pipe it in, e.g. printf \'%s\' "$PASSWORD" | sitepub login --email E --password-stdin',
    );
  if (!password) {
    if (!interactive) throw new UsageError('pass --password-stdin (or --password) with the account password');
    password = await ask(ctx.io, 'password: ', true);
  }
  if (!email.includes('@')) throw new UsageError(`"${email}" is not an email address`);
  if (!password) throw new UsageError('the password is empty');
  ctx.out.redactor.add(password);
  return { email, password };
}

async function mint(ctx: Context, o: PasswordOptions & { message?: string }): Promise<TokenResult> {
  const { email, password } = await emailAndPassword(ctx, o);
  const client = passwordClient(ctx, email, password);
  try {
    return await client.mintToken({ msg: o.message ?? `sitepub on ${os.hostname()}` });
  } catch (err) {
    // The client's 401 advice is about tokens; here it was the email and password.
    if (err instanceof ApiError && err.status === 401) {
      const said = inCliTerms([...new Set([err.reason, ...err.body.messages].filter(Boolean))].join('; '));
      const reset = said.includes('sitepub password-reset')
        ? ''
        : ` Forgot it? \`sitepub password-reset ${email}\` mails a reset code.`;
      throw new AuthError(
        `${ctx.endpoint.machine} rejected the email and password${said ? `: ${said}` : ''}. Check them and try again ` +
          `(an unknown email creates a new account with that password).${reset}`,
      );
    }
    throw err;
  }
}

/**
 * The spec's implicit sign-up: an unknown email creates the account. Said out loud, so a typo'd email is noticed
 * (on stderr: the result stays what it was).
 */
function reportSignUp(ctx: Context, result: { email: string; account_created?: boolean }): void {
  if (result.account_created !== true) return;
  ctx.out.warn(
    `a new account was created for ${result.email} (an unknown email signs up). If you meant an existing account, ` +
      `check the spelling; to drop this one, run \`sitepub account delete\`. Verify the address with \`sitepub verify\`.`,
  );
}

/** `login --browser`: the URL and code go to stderr (also with --json: the user needs them to go on). */
async function loginInBrowser(ctx: Context, open: boolean): Promise<{ email: string; token: string }> {
  const { ce } = ctx.out;
  // Ctrl-C / SIGTERM while waiting: one error line and exit 130, like an interrupted deploy.
  const abort = new AbortController();
  const interrupt = (signal: NodeJS.Signals): void =>
    abort.abort(new InterruptedError(`${signal}: browser sign-in cancelled; nothing was stored`));
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    return await browserLogin({
      client: anonymousClient(ctx),
      host: os.hostname(),
      now: Date.now,
      sleep: (ms) =>
        sleep(ms, undefined, { signal: abort.signal }).catch(() => Promise.reject(abort.signal.reason)),
      onTransient: (err) => ctx.out.debug(`poll failed, still waiting: ${(err as Error).message}`),
      show: (session) => {
        ctx.out.log(
          [
            'Continue in the browser to sign in:',
            `  url   ${ce.underline(session.url)}`,
            `  code  ${ce.bold(session.code)}  (check that the page shows the same code)`,
            openUrl(ctx.io, session.url, open)
              ? ce.dim('Opened your browser. Waiting for approval (Ctrl-C to cancel)...')
              : ce.dim('Waiting for approval (Ctrl-C to cancel)...'),
          ].join('\n'),
        );
      },
    });
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  }
}

const passwordFlags = (cmd: Command): Command =>
  cmd
    .option('--email <email>', 'account email (an unknown email creates the account)')
    .option('--password <password>', 'account password (prefer --password-stdin or the prompt)')
    .option('--password-stdin', 'read the password from stdin');

export function registerAccountCommands(program: Command, act: Act): void {
  passwordFlags(program.command('login'))
    .description(
      'mint a token and store it in ~/.netrc for this endpoint (shared with the official surge CLI)',
    )
    .option(
      '--browser',
      'sign in on a web page instead of typing the password here (prints a URL and a code)',
    )
    .option('--no-open', 'with --browser: only print the URL, do not try to open a browser')
    .action(
      act(async (ctx: Context, o: PasswordOptions & { browser?: boolean; open: boolean }) => {
        if (o.browser && (o.email || o.password || o.passwordStdin))
          throw new UsageError(
            '--browser signs in on the web page: drop --email / --password / --password-stdin',
          );
        const result = o.browser
          ? await loginInBrowser(ctx, o.open)
          : await mint(ctx, { ...o, message: `sitepub login from ${os.hostname()}` });
        ctx.out.redactor.add(result.token);
        reportSignUp(ctx, result);
        writeNetrcEntry(ctx.netrcFile, ctx.endpoint.machine, { login: result.email, password: result.token });
        const variable = tokenVariable(ctx.io.env);
        if (variable)
          ctx.out.warn(
            `${variable} is set: it takes precedence over this login, so commands will keep using its token; ` +
              `unset ${variable} to use the login saved here`,
          );
        const created =
          'account_created' in result ? { accountCreated: result.account_created === true } : {};
        ctx.out.result(
          { email: result.email, endpoint: ctx.endpoint.url, netrc: ctx.netrcFile, ...created },
          `${ctx.out.c.green('Logged in')} as ${result.email} on ${ctx.endpoint.machine} (token stored in ${ctx.netrcFile})`,
        );
      }),
    );

  program
    .command('logout')
    .description(
      "remove this endpoint's entry from ~/.netrc (the token itself stays valid: see `tokens revoke`)",
    )
    .action(
      act(async (ctx: Context) => {
        const removed = removeNetrcEntry(ctx.netrcFile, ctx.endpoint.machine);
        ctx.out.result(
          { removed, endpoint: ctx.endpoint.url },
          removed ? `Logged out of ${ctx.endpoint.machine}` : `Not logged in to ${ctx.endpoint.machine}`,
        );
      }),
    );

  program
    .command('whoami')
    .description('show the account the current credentials belong to')
    .action(
      act(async (ctx: Context) => {
        const creds = credentialsOf(ctx);
        const account = await authedClient(ctx).account();
        const { c } = ctx.out;
        ctx.out.result({ ...account, credentials: creds.source, endpoint: ctx.endpoint.url }, () =>
          [
            `${c.bold(account.email)} ${c.dim('-')} ${account.plan?.name ?? 'no plan'}${account.email_verified_at ? '' : c.yellow(' (unverified)')}`,
            c.dim(
              `token from ${creds.source === 'netrc' ? ctx.netrcFile : creds.source === 'env' ? 'SURGE_TOKEN' : '--token'} · ${ctx.endpoint.url}`,
            ),
          ].join('\n'),
        );
      }),
    );

  passwordFlags(program.command('token'))
    .description(
      'mint a new API token with email and password and print it (for CI secrets such as SURGE_TOKEN)',
    )
    .option('-m, --message <msg>', 'note stored with the token')
    .action(
      act(async (ctx: Context, o: PasswordOptions & { message?: string }) => {
        const result = await mint(ctx, o);
        reportSignUp(ctx, result);
        ctx.out.status(`Token for ${result.email}, valid until ${result.expires_at ?? 'revoked'}:`);
        ctx.out.result(
          {
            email: result.email,
            token: result.token,
            id: result.id,
            expires_at: result.expires_at,
            ...(result.account_created !== undefined ? { accountCreated: result.account_created } : {}),
          },
          result.token,
        );
      }),
    );

  const tokens = program.command('tokens').description('list or revoke API tokens of the account');
  tokens
    .command('list', { isDefault: true })
    .description('list tokens (their values are never shown)')
    .action(
      act(async (ctx: Context) => {
        const list = await authedClient(ctx).tokens();
        ctx.out.result(list, () =>
          table(
            ['ID', 'NOTE', 'USES', 'CREATED', 'LAST USED', 'EXPIRES'],
            list.map((t) => [
              t.id,
              t.msg ?? '',
              String(t.uses),
              t.created_at,
              t.last_used_at ?? '-',
              t.expires_at ?? '-',
            ]),
            ctx.out.c,
          ),
        );
      }),
    );
  tokens
    .command('revoke')
    .alias('rm')
    .description('revoke a token by id')
    .argument('<id>')
    .action(
      act(async (ctx: Context, id: string) => {
        await authedClient(ctx).revokeToken(id);
        ctx.out.result({ revoked: id }, `Revoked ${id}`);
      }),
    );

  program
    .command('verify')
    .description('send the email verification link (unverified accounts have lower deploy limits)')
    .action(
      act(async (ctx: Context) => {
        const r = await authedClient(ctx).verify();
        const to = r.email ? ` to ${r.email}` : '';
        ctx.out.result(r, () =>
          r.verified
            ? 'Already verified'
            : r.sent
              ? r.delivery === 'outbox'
                ? `Verification email written${to}, but ${r.msg ?? 'this server has no SMTP configured: its operator finds the mail in the outbox'}`
                : `Verification email sent${to}`
              : (r.msg ?? 'Not sent (try again later)'),
        );
      }),
    );

  program
    .command('password-reset')
    .description('mail a password reset code to the account of <email> (no login needed)')
    .argument('<email>')
    .action(
      act(async (ctx: Context, email: string) => {
        if (!email.includes('@')) throw new UsageError(`"${email}" is not an email address`);
        const r = await anonymousClient(ctx).resetPassword(email);
        const msg =
          typeof r?.msg === 'string'
            ? r.msg
            : `if an account exists for ${email}, a reset mail was sent to it`;
        ctx.out.result({ email, msg }, () =>
          [
            `${msg.charAt(0).toUpperCase()}${msg.slice(1)}.`,
            ctx.out.c.dim(
              'The mail holds a code and the command that sets a new password (POST /password/reset); your tokens stay valid.',
            ),
          ].join('\n'),
        );
      }),
    );

  program
    .command('stats')
    .description('platform statistics (public, no login needed)')
    .action(
      act(async (ctx: Context) => {
        const stats = await anonymousClient(ctx).stats();
        // `deployemnts` is the official service's spelling, sent besides `deployments` for its clients: kept in
        // --json, shown once here.
        const { deployemnts, ...shown } = stats as Record<string, unknown>;
        const all = shown.deployments === undefined ? { ...shown, deployments: deployemnts } : shown;
        // For people: byte counts as sizes, other counts with separators.
        const human = Object.fromEntries(
          Object.entries(all).map(([k, v]) => [
            k,
            typeof v !== 'number' ? v : /bytes|size/i.test(k) ? formatBytes(v) : formatCount(v),
          ]),
        );
        ctx.out.result(stats, () => keyValues(human, ctx.out.c));
      }),
    );
}
