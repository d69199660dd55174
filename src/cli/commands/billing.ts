/**
 * Plans and billing, named as in the official CLI where they overlap:
 *   plans [domain]          list plans, the current one and the card on file (GET /plans)
 *   plan [id]               no id: the same list; with an id: change plan (PUT /plan {plan, token?})
 *   plan [id] --web         checkout link (POST /upgrade/link), as `surge plan --web`; also `upgrade [id]`
 *   plan --manage           billing portal link (POST /billing/link), as `surge plan --manage`; also `billing`
 *   card [token]            with a payment-provider card token: PUT /card; without: the billing portal link
 * The official `plan`/`card` ask for a card on the terminal and send it to Stripe; sitepub never handles card
 * numbers: a card goes in through the browser links, or as a provider token (e.g. from Stripe.js).
 */
import type { Command } from 'commander';
import type { Act } from '../act.ts';
import type { Context } from '../context.ts';
import { authedClient } from '../api.ts';
import { checkedDomain } from '../domain-arg.ts';
import { CliError, UsageError } from '../errors.ts';
import { ApiError } from '../../client/errors.ts';
import { renderPlans } from '../render/plans.ts';

type LinkKind = 'checkout' | 'portal';

async function printLink(ctx: Context, kind: LinkKind, plan?: string): Promise<void> {
  const client = authedClient(ctx);
  const link = kind === 'checkout' ? await client.upgradeLink(plan) : await client.billingLink();
  if (typeof link?.url !== 'string' || !link.url)
    throw new CliError(`the server answered without a ${kind} link: try again later`);
  const expires = (link as { expires_at?: unknown }).expires_at;
  const { c } = ctx.out;
  ctx.out.result(
    { kind, url: link.url, ...(plan ? { plan } : {}), ...(expires ? { expires_at: expires } : {}) },
    () =>
      [
        kind === 'checkout'
          ? `Upgrade${plan ? ` to ${plan}` : ''} in your browser (the link is valid 48 hours, keep it private):`
          : 'Manage your plan, card and invoices in your browser (the link is valid 48 hours, keep it private):',
        `  ${c.underline(link.url)}`,
      ].join('\n'),
  );
}

async function listPlans(ctx: Context, domain?: string): Promise<void> {
  const plans = await authedClient(ctx).plans(domain);
  ctx.out.result(plans, () => renderPlans(plans, ctx.out.c));
}

async function changePlan(ctx: Context, plan: string, cardToken: string | undefined): Promise<void> {
  try {
    const result = await authedClient(ctx).setPlan({ plan, ...(cardToken ? { token: cardToken } : {}) });
    const msg = typeof result.msg === 'string' ? result.msg : `Now on the ${plan} plan.`;
    ctx.out.result(result, `${ctx.out.c.green('Success')} ${msg}`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 402) {
      const said = [...new Set([err.reason, ...err.body.messages].filter(Boolean))].join('; ');
      throw new CliError(
        `payment required for the ${plan} plan: ${said || 'no usable card on file'}. Pay in the browser with ` +
          `\`sitepub plan ${plan} --web\`, or attach a card with \`sitepub plan ${plan} --card-token <tok>\``,
      );
    }
    throw err;
  }
}

export function registerBillingCommands(program: Command, act: Act): void {
  program
    .command('plans')
    .description('available plans, the current one and the card on file (for a domain, if given)')
    .argument('[domain]')
    .action(
      act(async (ctx: Context, domain: string | undefined) =>
        listPlans(ctx, domain === undefined ? undefined : checkedDomain(domain)),
      ),
    );

  program
    .command('plan')
    .description('show plans, or change the account plan to <id> (see `sitepub plans`)')
    .argument('[id]', 'plan id, e.g. free or standard')
    .option(
      '--web',
      'print a checkout link to pay for the plan in the browser instead (as `surge plan --web`)',
    )
    .option('--manage', 'print a billing portal link: plan, card, invoices (as `surge plan --manage`)')
    .option(
      '--card-token <tok>',
      'payment-provider card token to attach with the change (e.g. tok_visa in test mode)',
    )
    .action(
      act(
        async (
          ctx: Context,
          id: string | undefined,
          o: { web?: boolean; manage?: boolean; cardToken?: string },
        ) => {
          if (o.web && o.manage) throw new UsageError('pass either --web or --manage, not both');
          if (o.cardToken && (o.web || o.manage || !id))
            throw new UsageError(
              '--card-token goes with a plan change: `sitepub plan <id> --card-token <tok>`',
            );
          if (o.manage) {
            if (id)
              throw new UsageError('--manage opens the billing portal for the account: drop the plan id');
            return printLink(ctx, 'portal');
          }
          if (o.web) return printLink(ctx, 'checkout', id);
          if (!id) return listPlans(ctx);
          return changePlan(ctx, id, o.cardToken);
        },
      ),
    );

  program
    .command('upgrade')
    .description('print a checkout link to pay for a plan in the browser (default: the first paid plan)')
    .argument('[id]', 'plan id')
    .action(act(async (ctx: Context, id: string | undefined) => printLink(ctx, 'checkout', id)));

  program
    .command('billing')
    .description('print a billing portal link: change plan, card and invoices in the browser')
    .action(act(async (ctx: Context) => printLink(ctx, 'portal')));

  program
    .command('card')
    .description(
      'set the payment card from a payment-provider token, or print the billing portal link to enter one',
    )
    .argument('[token]', 'card token from the payment provider (e.g. Stripe tok_...; tok_visa in test mode)')
    .action(
      act(async (ctx: Context, token: string | undefined) => {
        if (!token) return printLink(ctx, 'portal');
        const result = (await authedClient(ctx).setCard(token)) ?? {};
        const msg = typeof result.msg === 'string' ? result.msg : 'Card updated.';
        ctx.out.result(result, `${ctx.out.c.green('Success')} ${msg}`);
      }),
    );
}
