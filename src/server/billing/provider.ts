/**
 * The payment-provider seam. The server never sees card numbers: the client (or a checkout page) turns a card
 * into a provider source token, and the server hands that token to the provider. A real provider (e.g. Stripe)
 * implements this interface; `TestPaymentProvider` is the built-in one for development and tests.
 */
import type { Card } from '../../protocol/types.ts';

export class PaymentError extends Error {
  /** Stable code, e.g. `card_declined`, `invalid_token`. */
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'PaymentError';
    this.code = code;
  }
}

export interface PaymentProvider {
  readonly name: string;
  /** Publishable key clients use to tokenise cards (`stripe_pk`); null when cards are tokenised server-side. */
  readonly publishableKey: string | null;
  createCustomer(account: { id: string; email: string }): Promise<string>;
  /** Attaches the card behind `sourceToken` as the customer's default; throws PaymentError when refused. */
  attachCard(customerId: string, sourceToken: string): Promise<Card>;
  /** Starts or changes the subscription; charges the default card. Returns ids and the period end (epoch ms). */
  subscribe(
    customerId: string,
    planId: string,
    amount: number,
    existing: string | null,
  ): Promise<{ subscriptionId: string; currentPeriodEnd: number }>;
  cancel(subscriptionId: string): Promise<void>;
}
