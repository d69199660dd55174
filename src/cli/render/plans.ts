/** Human rendering of `GET /plans` (pure, no I/O): one row per plan, `*` on the current one, then the card. */
import type { Colors } from 'picocolors/types.js';
import type { PlansResult } from '../../client/index.ts';
import type { Card, Plan } from '../../protocol/types.ts';
import { table } from '../format.ts';

export function price(plan: Plan): string {
  const amount = plan.friendlyAmount ?? `$${(plan.amount / 100).toFixed(plan.amount % 100 === 0 ? 0 : 2)}`;
  return plan.amount === 0 ? 'free' : `${amount}/${plan.interval ?? 'month'}`;
}

export function cardText(card: Card | null | undefined): string {
  if (!card) return 'no card on file';
  const exp = card.exp_month && card.exp_year ? ` (expires ${card.exp_month}/${card.exp_year})` : '';
  return `${card.brand} ending in ${card.last4}${exp}`;
}

export function renderPlans(result: PlansResult, c: Colors): string {
  const list = result.list ?? result.plans ?? [];
  const currentId = result.current?.id;
  const isCurrent = (p: Plan & { current?: unknown }) =>
    currentId !== undefined ? p.id === currentId : p.current === true;
  const rows = list.map((p) => [
    isCurrent(p) ? c.green('*') : '',
    isCurrent(p) ? c.bold(p.id) : p.id,
    p.name,
    price(p),
    (p.perks ?? []).join(', '),
  ]);
  const current = list.find(isCurrent) ?? result.current ?? null;
  return [
    table(['', 'ID', 'NAME', 'PRICE', 'PERKS'], rows, c),
    '',
    `${c.dim('current')}  ${current ? `${current.name}${current.comped ? ' (comped)' : ''}` : '-'}`,
    `${c.dim('card   ')}  ${cardText(result.card)}`,
    '',
    c.dim(
      'Change plan with `sitepub plan <id>` (a paid plan needs a card: `sitepub plan <id> --web` pays in the browser).',
    ),
  ].join('\n');
}
