/** Account and token wire objects. Plans belong to billing; until it exists every account is on `free`. */
import type { Account, Plan, TokenEntry } from '../../protocol/types.ts';
import type { AccountRecord, TokenRecord } from '../../store/types.ts';
import { iso } from './words.ts';
import { defaultPlans, publicPlan } from '../billing/plans.ts';

export const FREE_PLAN: Plan = { id: 'free', name: 'Free', amount: 0, friendlyAmount: '$0', perks: [] };

const CATALOGUE = defaultPlans();

/** Plan object of an account, from the default plan catalogue (src/server/billing/plans.ts). */
export function planOf(account: AccountRecord): Plan {
  const plan = CATALOGUE.find((p) => p.id === account.plan);
  if (plan) return publicPlan(plan, true);
  return account.plan === FREE_PLAN.id ? FREE_PLAN : { ...FREE_PLAN, id: account.plan, name: account.plan };
}

/** `plan`: the account's plan in the server's catalogue (`serve --plans`); default: the default catalogue's. */
export function accountView(a: AccountRecord, plan: Plan = planOf(a)): Account {
  return {
    id: a.id,
    uuid: a.id,
    email: a.shownEmail,
    role: a.role,
    email_verified_at: iso(a.emailVerifiedAt),
    created_at: new Date(a.createdAt).toISOString(),
    updated_at: new Date(a.updatedAt).toISOString(),
    payment_id: null,
    plan,
    card: null,
  };
}

export function tokenEntry(t: TokenRecord): TokenEntry {
  return {
    id: t.id,
    scope: t.scope,
    msg: t.msg,
    uses: t.uses,
    created_at: new Date(t.createdAt).toISOString(),
    last_used_at: iso(t.lastUsedAt),
    expires_at: new Date(t.expiresAt).toISOString(),
  };
}
