import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { JobQueue } from "../../platform/jobs";
import { signPayload } from "../../platform/webhook-signature";
import { cardBrand, cardProblem, outcomeOf, PENDING_DELAY_MS } from "./cards";
import { pspSandboxPayments } from "./psp-sandbox.tables";

export interface SandboxDeps {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  /** Shared secret for signing webhooks (the merchant verifies with the same). */
  webhookSecret: string;
  /** Where the merchant receives webhooks, resolved at delivery time. */
  webhookUrl(): string;
}

export type SandboxPayment = typeof pspSandboxPayments.$inferSelect;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const PAYOUT_DELAY_MS = 2_000;
/** Payouts of an amount ending in .13 fail: the documented way to test a failed payout. */
const FAILING_PAYOUT_CENTS = 13n;

/**
 * The sandbox payment provider: a stand-in for a real PSP at the edge of our world, with its own hosted checkout,
 * its own books and signed, retried webhooks. It talks to the cashier only through the provider interface and
 * HTTP webhooks, exactly as a real provider would.
 */
export function createSandboxPsp(deps: SandboxDeps) {
  async function emit(type: string, payment: SandboxPayment, reason: string | null = null) {
    const eventId = newId("evt");
    await deps.jobs.enqueue(
      "psp-sandbox.webhook",
      {
        id: eventId,
        type,
        data: {
          paymentId: payment.id,
          merchantRef: payment.merchantRef,
          amount: payment.amount.toString(),
          currency: payment.currency,
          method: payment.cardLast4 ? `${payment.cardBrand} •••• ${payment.cardLast4}` : null,
          reason,
        },
      },
      { uniqueKey: `psp-webhook:${payment.id}:${type}` },
    );
  }

  async function setStatus(id: string, status: string, extra: Partial<SandboxPayment> = {}) {
    const [row] = await deps.db
      .update(pspSandboxPayments)
      .set({ status, updatedAt: deps.clock.now(), ...extra })
      .where(eq(pspSandboxPayments.id, id))
      .returning();
    return row!;
  }

  deps.jobs.handle("psp-sandbox.webhook", async (payload) => {
    const body = JSON.stringify(payload);
    const signature = signPayload(deps.webhookSecret, body, Math.floor(deps.clock.now().getTime() / 1000));
    const response = await fetch(deps.webhookUrl(), {
      method: "POST",
      headers: { "content-type": "application/json", "psp-signature": signature },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  });

  deps.jobs.handle("psp-sandbox.settle", async (payload) => {
    const payment = await find(String(payload.paymentId));
    if (payment?.status !== "pending") return;
    await emit("payment.approved", await setStatus(payment.id, "approved"));
  });

  deps.jobs.handle("psp-sandbox.payout", async (payload) => {
    const payment = await find(String(payload.paymentId));
    if (payment?.status !== "processing") return;
    if (payment.amount % 100n === FAILING_PAYOUT_CENTS) {
      await emit(
        "payout.failed",
        await setStatus(payment.id, "failed"),
        "Payout refused by the receiving bank",
      );
    } else {
      await emit("payout.paid", await setStatus(payment.id, "paid"));
    }
  });

  async function find(id: string): Promise<SandboxPayment | undefined> {
    const [row] = await deps.db.select().from(pspSandboxPayments).where(eq(pspSandboxPayments.id, id));
    return row;
  }

  /**
   * A payment as it stands now: an unpaid checkout whose time is over is closed (`expired`), as a real provider's
   * session would be; nothing was taken, so no notification goes out (the merchant expires its deposit itself).
   */
  async function current(id: string): Promise<SandboxPayment | undefined> {
    const payment = await find(id);
    if (payment?.status !== "created" || !payment.expiresAt || payment.expiresAt > deps.clock.now()) {
      return payment;
    }
    const [closed] = await deps.db
      .update(pspSandboxPayments)
      .set({ status: "expired", updatedAt: deps.clock.now() })
      .where(and(eq(pspSandboxPayments.id, id), eq(pspSandboxPayments.status, "created")))
      .returning();
    return closed ?? find(id);
  }

  return {
    find: current,
    async createCheckout(input: {
      merchantRef: string;
      amount: bigint;
      currency: string;
      returnUrl: string;
      /** The page takes no payment from then on (null: open until paid or cancelled). */
      expiresAt: Date | null;
    }) {
      const id = newId("pay");
      await deps.db.insert(pspSandboxPayments).values({ id, kind: "checkout", status: "created", ...input });
      return { paymentId: id, redirectUrl: `/psp-sandbox/checkout/${id}` };
    },

    async createPayout(input: { merchantRef: string; amount: bigint; currency: string }) {
      const id = newId("po");
      await deps.db.insert(pspSandboxPayments).values({ id, kind: "payout", status: "processing", ...input });
      await deps.jobs.enqueue(
        "psp-sandbox.payout",
        { paymentId: id },
        { runAt: new Date(deps.clock.now().getTime() + PAYOUT_DELAY_MS) },
      );
      return { payoutId: id };
    },

    /**
     * The hosted checkout's form submission. Returns the problem field, or where to send the player; a checkout
     * whose time is over takes no payment and sends the player back with `result=expired`.
     */
    async pay(id: string, card: { number: string; expiry: string; cvc: string }) {
      const payment = await current(id);
      if (payment?.kind !== "checkout") return { error: "unknown" as const };
      if (payment.status !== "created") return { redirect: withResult(payment.returnUrl!, payment.status) };
      const problem = cardProblem(card, deps.clock.now());
      if (problem) return { error: problem };
      const digits = card.number.replace(/[\s-]/g, "");
      const outcome = outcomeOf(digits);
      const updated = await setStatus(id, outcome, {
        cardBrand: cardBrand(digits),
        cardLast4: digits.slice(-4),
      });
      if (outcome === "approved") await emit("payment.approved", updated);
      if (outcome === "declined") await emit("payment.declined", updated, "Card declined by the issuer");
      if (outcome === "pending") {
        await deps.jobs.enqueue(
          "psp-sandbox.settle",
          { paymentId: id },
          { runAt: new Date(deps.clock.now().getTime() + PENDING_DELAY_MS) },
        );
      }
      return { redirect: withResult(payment.returnUrl!, outcome) };
    },

    /** The player left the hosted page without paying. */
    async abandon(id: string) {
      const payment = await current(id);
      if (payment?.status !== "created") return null;
      await emit("payment.declined", await setStatus(id, "declined"), "Cancelled by the player");
      return withResult(payment.returnUrl!, "cancelled");
    },
  };
}

/** The merchant's return address with the provider's result (`?result=approved|declined|pending|cancelled|expired`). */
export function withResult(returnUrl: string, result: string): string {
  const url = new URL(returnUrl, "http://placeholder");
  url.searchParams.set("result", result);
  return returnUrl.startsWith("http") ? url.toString() : `${url.pathname}${url.search}`;
}

export type SandboxPsp = ReturnType<typeof createSandboxPsp>;
