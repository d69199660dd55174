/**
 * `sitepub mfa` (as `surge mfa`): POST /mfa/session and print the URL of the account's two-factor page; the
 * terminal never handles a second factor. On an interactive terminal the page is also opened in a browser.
 */
import type { Command } from 'commander';
import type { Act } from '../act.ts';
import type { Context } from '../context.ts';
import { authedClient } from '../api.ts';
import { CliError } from '../errors.ts';
import { openUrl } from '../open-url.ts';

export function registerMfaCommand(program: Command, act: Act): void {
  program
    .command('mfa')
    .description('manage two-factor authentication in the browser (prints the page URL)')
    .option('--no-open', 'only print the URL, do not try to open a browser')
    .action(
      act(async (ctx: Context, o: { open: boolean }) => {
        const session = await authedClient(ctx).mfaSession();
        if (typeof session?.url !== 'string' || !session.url)
          throw new CliError('the server answered POST /mfa/session without a URL: try again later');
        const note = (session as { msg?: unknown }).msg;
        const opened = !ctx.out.json && openUrl(ctx.io, session.url, o.open);
        const { c } = ctx.out;
        ctx.out.result(session, () =>
          [
            'Continue in the browser to manage two-factor authentication (keep the link private):',
            `  ${c.underline(session.url)}`,
            ...(typeof note === 'string' && note ? [c.dim(note)] : []),
            ...(opened ? [c.dim('Opened your browser.')] : []),
          ].join('\n'),
        );
      }),
    );
}
