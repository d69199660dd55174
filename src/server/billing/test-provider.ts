/**
 * Built-in payment provider for development and tests. It takes the same test source tokens as Stripe's test
 * mode: `tok_visa` (4242), `tok_mastercard` (4444), `tok_amex` (0005) are accepted; `tok_chargeDeclined`
 * attaches but every charge is declined; `tok_expired` is refused. Anything else is an invalid token.
 * The server persists what it needs (billing_accounts); the cards on file, which a real provider keeps on its
 * side, are kept in the store's shared state when given one (namespace `test-payment-cards`), so a card added
 * through one origin pays a subscription through another; else in memory.
 */
import { randomBytes } from 'node:crypto';
import type { SharedStateRepository } from '../../store/sql/shared-state.ts';
import type { Card } from '../../protocol/types.ts';
import { PaymentError, type PaymentProvider } from './provider.ts';

const CARDS: Record<string, Card & { declines?: boolean }> = {
  tok_visa: { brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  tok_mastercard: { brand: 'MasterCard', last4: '4444', exp_month: 12, exp_year: 2034 },
  tok_amex: { brand: 'American Express', last4: '0005', exp_month: 12, exp_year: 2034 },
  tok_chargeDeclined: { brand: 'Visa', last4: '0341', exp_month: 12, exp_year: 2034, declines: true },
};

const CARDS_NAMESPACE = 'test-payment-cards';

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly publishableKey = 'pk_test_sitepub';
  #cards = new Map<string, string>();
  #now: () => number;
  #shared: SharedStateRepository | null;
  /** Every charge made through this process, for tests and the operator's log. */
  readonly charges: { customerId: string; planId: string; amount: number; at: number }[] = [];

  constructor(now: () => number = Date.now, shared: SharedStateRepository | null = null) {
    this.#now = now;
    this.#shared = shared;
  }

  /** The test token of the customer's card on file, or null. */
  async #cardOf(customerId: string): Promise<(Card & { declines?: boolean }) | null> {
    const token = this.#shared
      ? ((await this.#shared.get(CARDS_NAMESPACE, customerId, this.#now()))?.value ?? null)
      : (this.#cards.get(customerId) ?? null);
    return token === null ? null : (CARDS[token] ?? null);
  }

  async createCustomer(): Promise<string> {
    return `cus_test_${randomBytes(8).toString('hex')}`;
  }

  async attachCard(customerId: string, sourceToken: string): Promise<Card> {
    if (sourceToken === 'tok_expired')
      throw new PaymentError('expired_card', 'the card has expired; use another card');
    const card = CARDS[sourceToken];
    if (!card) {
      throw new PaymentError(
        'invalid_token',
        'unknown card token; the test provider accepts tok_visa, tok_mastercard, tok_amex',
      );
    }
    if (this.#shared) await this.#shared.put(CARDS_NAMESPACE, customerId, sourceToken, { now: this.#now() });
    else this.#cards.set(customerId, sourceToken);
    const { declines: _d, ...pub } = card;
    return pub;
  }

  async subscribe(customerId: string, planId: string, amount: number, existing: string | null) {
    if (amount > 0) {
      const card = await this.#cardOf(customerId);
      if (!card) throw new PaymentError('no_card', 'no card on file; add one with PUT /card first');
      if (card.declines) throw new PaymentError('card_declined', 'the card was declined; use another card');
      this.charges.push({ customerId, planId, amount, at: this.#now() });
    }
    return {
      subscriptionId: existing ?? `sub_test_${randomBytes(8).toString('hex')}`,
      currentPeriodEnd: this.#now() + 30 * 24 * 60 * 60 * 1000,
    };
  }

  async cancel(): Promise<void> {}
}
