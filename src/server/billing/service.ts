/**
 * Plans, cards, subscriptions and 48-hour checkout/billing links, over a PaymentProvider. The account's plan
 * id is the core store's `accounts.plan`; the provider's customer, subscription and card live in the store's
 * `billing` part.
 */
import { randomBytes } from 'node:crypto';
import type { Card, CollectEvent } from '../../protocol/types.ts';
import { LINK_TTL_MS } from '../../protocol/limits.ts';
import type { AccountRecord, BillingLinkRecord, BillingRecord } from '../../store/types.ts';
import type { BillingRepository } from '../../store/sql/billing.ts';
import type { Store } from '../../store/sql/store.ts';
import { sha256Hex } from '../auth/tokens.ts';
import { FREE_PLAN_ID, overLimitReason, publicPlan, type PlanDefinition, type PlanLimits } from './plans.ts';
import { PaymentError, type PaymentProvider } from './provider.ts';

export class BillingError extends Error {
  readonly status: 400 | 402 | 404;
  readonly details: Record<string, string> | undefined;
  constructor(status: 400 | 402 | 404, message: string, details?: Record<string, string>) {
    super(message);
    this.status = status;
    this.details = details;
  }
}

export interface PlansView {
  list: ReturnType<typeof publicPlan>[];
  current: ReturnType<typeof publicPlan>;
  card: Card | null;
  stripe_pk: string | null;
  provider: string;
  /** Set when the answer is scoped to a project (`GET /:domain/plans`). */
  domain?: string;
}

export class BillingService {
  readonly provider: PaymentProvider;
  readonly plans: PlanDefinition[];
  #extras: BillingRepository;
  #core: Store;
  #now: () => number;
  /** false (`serve --no-plan-limits`): no plan's size or file-count limit applies (the hard caps still do). */
  readonly planLimits: boolean;

  constructor(o: {
    provider: PaymentProvider;
    plans: PlanDefinition[];
    store: Store;
    now: () => number;
    planLimits?: boolean;
  }) {
    this.provider = o.provider;
    this.plans = o.plans;
    this.planLimits = o.planLimits ?? true;
    this.#extras = o.store.billing;
    this.#core = o.store;
    this.#now = o.now;
  }

  plan(id: string): PlanDefinition | null {
    return this.plans.find((p) => p.id === id) ?? null;
  }

  planOf(account: AccountRecord): PlanDefinition {
    return this.plan(account.plan) ?? this.plan(FREE_PLAN_ID) ?? this.plans[0]!;
  }

  limitsOf(account: AccountRecord): PlanLimits {
    return this.planOf(account).limits;
  }

  async card(account: AccountRecord): Promise<Card | null> {
    return (await this.#extras.get(account.id))?.card ?? null;
  }

  async view(account: AccountRecord, domain?: string): Promise<PlansView> {
    const current = this.planOf(account);
    return {
      list: this.plans.map((p) => publicPlan(p, p.id === current.id)),
      current: publicPlan(current, true),
      card: await this.card(account),
      stripe_pk: this.provider.publishableKey,
      provider: this.provider.name,
      ...(domain ? { domain } : {}),
    };
  }

  async #record(account: AccountRecord): Promise<BillingRecord> {
    const existing = await this.#extras.get(account.id);
    if (existing) return existing;
    const customerId = await this.provider.createCustomer({ id: account.id, email: account.email });
    const fresh: BillingRecord = {
      accountId: account.id,
      customerId,
      subscriptionId: null,
      plan: account.plan,
      status: 'none',
      card: null,
      currentPeriodEnd: null,
      updatedAt: this.#now(),
    };
    await this.#extras.put(fresh);
    return fresh;
  }

  async setCard(account: AccountRecord, sourceToken: unknown): Promise<{ msg: string; card: Card }> {
    if (typeof sourceToken !== 'string' || sourceToken.length === 0) {
      throw new BillingError(400, 'token is required: a payment-provider card token', {
        token: 'is required',
      });
    }
    const rec = await this.#record(account);
    const card = await this.#payment(() => this.provider.attachCard(rec.customerId, sourceToken));
    await this.#extras.put({ ...rec, card, updatedAt: this.#now() });
    return { msg: `${card.brand} ending in ${card.last4} is now the card on file`, card };
  }

  async setPlan(
    account: AccountRecord,
    planId: unknown,
    sourceToken?: unknown,
  ): Promise<{ msg: string; plan: ReturnType<typeof publicPlan> }> {
    const plan = typeof planId === 'string' ? this.plan(planId) : null;
    if (!plan) {
      throw new BillingError(400, `unknown plan; choose one of ${this.plans.map((p) => p.id).join(', ')}`, {
        plan: `must be one of ${this.plans.map((p) => p.id).join(', ')}`,
      });
    }
    if (sourceToken !== undefined && sourceToken !== null && sourceToken !== '')
      await this.setCard(account, sourceToken);
    const rec = await this.#record(account);
    if (plan.amount > 0 && !rec.card) {
      throw new BillingError(
        402,
        `the ${plan.name} plan needs a card: add one with PUT /card {token}, or open POST /upgrade/link`,
      );
    }
    if (plan.id === account.plan && (plan.amount === 0 || rec.status === 'active')) {
      return { msg: `You remain on the ${plan.name} plan.`, plan: publicPlan(plan, true) };
    }
    let next: BillingRecord;
    if (plan.amount === 0) {
      if (rec.subscriptionId) await this.provider.cancel(rec.subscriptionId);
      next = {
        ...rec,
        plan: plan.id,
        status: 'none',
        subscriptionId: null,
        currentPeriodEnd: null,
        updatedAt: this.#now(),
      };
    } else {
      const sub = await this.#payment(() =>
        this.provider.subscribe(rec.customerId, plan.id, plan.amount, rec.subscriptionId),
      );
      next = {
        ...rec,
        plan: plan.id,
        status: 'active',
        subscriptionId: sub.subscriptionId,
        currentPeriodEnd: sub.currentPeriodEnd,
        updatedAt: this.#now(),
      };
    }
    await this.#extras.put(next);
    await this.#core.accounts.updateAccount(account.id, { plan: plan.id }, this.#now());
    return { msg: `Now on the ${plan.name} plan.`, plan: publicPlan(plan, true) };
  }

  /** Account deletion: cancels the subscription with the provider (Store.deleteAccount forgets the rest). */
  async closeAccount(account: AccountRecord): Promise<void> {
    const rec = await this.#extras.get(account.id);
    if (rec?.subscriptionId) await this.provider.cancel(rec.subscriptionId);
  }

  async subscription(account: AccountRecord) {
    const rec = await this.#extras.get(account.id);
    const plan = this.planOf(account);
    const subscription =
      rec && rec.status === 'active'
        ? {
            id: rec.subscriptionId,
            plan: publicPlan(plan, true),
            status: rec.status,
            current_period_end:
              rec.currentPeriodEnd === null ? null : new Date(rec.currentPeriodEnd).toISOString(),
            card: rec.card,
          }
        : null;
    return {
      subscription,
      plan: publicPlan(plan, true),
      card: rec?.card ?? null,
      stripe_pk: this.provider.publishableKey,
    };
  }

  /** A 48-hour link for the browser; `base` is the API's public origin. */
  async createLink(
    account: AccountRecord,
    kind: 'upgrade' | 'billing',
    base: string,
    planId?: unknown,
  ): Promise<{ url: string; expires_at: string }> {
    let plan: string | null = null;
    if (kind === 'upgrade') {
      const wanted =
        typeof planId === 'string' && planId ? this.plan(planId) : this.plans.find((p) => p.amount > 0);
      if (!wanted)
        throw new BillingError(400, `unknown plan; choose one of ${this.plans.map((p) => p.id).join(', ')}`, {
          plan: 'is unknown',
        });
      plan = wanted.id;
    }
    const secret = randomBytes(24).toString('base64url');
    const link: BillingLinkRecord = {
      hash: sha256Hex(secret),
      accountId: account.id,
      kind,
      plan,
      expiresAt: this.#now() + LINK_TTL_MS,
      createdAt: this.#now(),
    };
    await this.#extras.putLink(link);
    const path = kind === 'upgrade' ? 'upgrade' : 'portal';
    return { url: `${base}/billing/${path}/${secret}`, expires_at: new Date(link.expiresAt).toISOString() };
  }

  async openLink(secret: string, kind: 'upgrade' | 'billing'): Promise<BillingLinkRecord> {
    const link = await this.#extras.getLink(sha256Hex(secret), this.#now());
    if (!link || link.kind !== kind)
      throw new BillingError(
        404,
        'this link is unknown or has expired (links last 48 hours); ask for a new one',
      );
    return link;
  }

  /**
   * The `collect` event a deploy emits when the project needs more than the account's plan gives, or null.
   * `checkoutUrl` is a fresh upgrade link.
   */
  needsUpgrade(
    account: AccountRecord,
    project: { fileCount: number; projectSize: number },
  ): PlanDefinition | null {
    if (!this.planLimits) return null;
    const limits = this.limitsOf(account);
    if (project.fileCount <= limits.maxFiles && project.projectSize <= limits.maxBytes) return null;
    return (
      this.plans.find(
        (p) =>
          p.amount > 0 && project.fileCount <= p.limits.maxFiles && project.projectSize <= p.limits.maxBytes,
      ) ?? null
    );
  }

  async collectEvent(
    account: AccountRecord,
    plan: PlanDefinition,
    base: string,
    project: { fileCount: number; projectSize: number },
  ): Promise<CollectEvent> {
    const { url } = await this.createLink(account, 'upgrade', base, plan.id);
    return {
      type: 'collect',
      reason: overLimitReason(this.planOf(account), plan, project),
      plan: publicPlan(plan, false),
      perks: plan.perks,
      checkout_url: url,
      stripe_pk: this.provider.publishableKey,
      card: await this.card(account),
    };
  }

  async #payment<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof PaymentError) throw new BillingError(402, err.message, { payment: err.code });
      throw err;
    }
  }
}
