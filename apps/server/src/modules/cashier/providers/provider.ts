/** What the cashier needs from a payment provider. One adapter per provider, chosen by PAYMENT_PROVIDER. */
export interface PaymentProvider {
  readonly name: string;
  /** Starts a hosted checkout; the player pays on the provider's page (we never see card data). */
  initiateDeposit(input: {
    merchantRef: string;
    /** Our player id: the provider's customer reference (PaymentIQ `userId`, Praxis `cid`). */
    userId: string;
    amount: bigint;
    currency: string;
    returnUrl: string;
    locale: string;
    bonusCode?: string | null;
    /** When our deposit session ends (DEPOSIT_SESSION_MINUTES): a provider that can should close its page then. */
    expiresAt?: Date;
  }): Promise<{ providerRef: string; redirectUrl: string }>;
  /**
   * Asks the provider to pay money out; the result arrives later by webhook. Throws PayoutRefusedError when the
   * provider definitively refuses (the held money then goes back to the player); any other error is retried.
   */
  initiatePayout(input: {
    merchantRef: string;
    userId: string;
    amount: bigint;
    currency: string;
  }): Promise<{ providerRef: string }>;
  /** Checks a webhook's signature over the raw body and returns its event, or throws. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent;
}

/** A provider notification, normalised. */
export interface ProviderEvent {
  eventId: string;
  type: "payment.approved" | "payment.declined" | "payout.paid" | "payout.failed";
  merchantRef: string;
  providerRef: string;
  amount: bigint;
  currency: string;
  /** e.g. "Visa •••• 4242" */
  method: string | null;
  reason: string | null;
}

/** The provider said no to a payout for good (no retry will help): the withdrawal fails and the hold is released. */
export class PayoutRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "PayoutRefusedError";
  }
}
