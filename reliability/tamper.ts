import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Answer, Tally } from "./client";
import type { Check } from "./keys";
import { balance, type Deposit, deposit, newPlayer, sendWebhook, startDeposit, webhookBody } from "./players";

/** Transfers of a payment transaction, by the keys modules/cashier/cashier.service.ts gives them. */
async function transfersOf(pool: pg.Pool, id: string): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ key: string; n: number }>(
    `select split_part(idempotency_key, ':', 1) as key, count(*)::int as n from wallet_transfers
       where idempotency_key like '%:' || $1 group by 1`,
    [id],
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.n]));
}

/**
 * Forged, altered, stale and replayed provider notifications (modules/cashier/webhook.routes.ts, providers/sandbox.ts):
 * none may credit or return money twice, or at all when it is not the provider's true word, and none may be a 5xx.
 */
export async function tamperChecks(
  baseUrl: string,
  tally: Tally,
  secret: string,
  pool: pg.Pool,
): Promise<Check[]> {
  const checks: Check[] = [];
  const player = await newPlayer(baseUrl, tally, "tamper");
  await deposit(player, secret, 100);
  const d = (await startDeposit(player, 50)) as Deposit;
  const now = Math.floor(Date.now() / 1000);
  const approved = webhookBody("payment.approved", d);
  const altered = (data: Record<string, unknown>) => ({
    ...approved,
    id: `evt_${randomUUID()}`,
    data: { ...(approved.data as object), ...data },
  });
  const refused: [string, () => Promise<Answer>][] = [
    ["no signature", () => sendWebhook(player, secret, approved, { signature: "" })],
    [
      "bad signature",
      () => sendWebhook(player, secret, approved, { signature: `t=${now},v1=${"ab".repeat(32)}` }),
    ],
    ["signed with another secret", () => sendWebhook(player, `${secret}x`, approved)],
    [
      "body changed after signing",
      () =>
        sendWebhook(player, secret, approved, {
          after: (raw) => raw.replace(/"amount":"\d+"/, '"amount":"999999"'),
        }),
    ],
    ["stale timestamp (1 h old)", () => sendWebhook(player, secret, approved, { timestamp: now - 3600 })],
    ["timestamp 1 h ahead", () => sendWebhook(player, secret, approved, { timestamp: now + 3600 })],
    ["signed invalid JSON", () => sendWebhook(player, secret, "{not json")],
    ["signed JSON null", () => sendWebhook(player, secret, "null")],
    [
      "signed unknown event type",
      () => sendWebhook(player, secret, { ...approved, type: "payment.refunded" }),
    ],
    ["signed amount not digits", () => sendWebhook(player, secret, altered({ amount: "-5000" }))],
  ];
  const noCredit: [string, () => Promise<Answer>][] = [
    ["amount changed (signed)", () => sendWebhook(player, secret, altered({ amount: "999999" }))],
    ["currency changed (signed)", () => sendWebhook(player, secret, altered({ currency: "EUR" }))],
    [
      "unknown merchant reference (uuid)",
      () => sendWebhook(player, secret, altered({ merchantRef: randomUUID() })),
    ],
    [
      "merchant reference not a uuid",
      () => sendWebhook(player, secret, altered({ merchantRef: "not-a-uuid'; drop table x" })),
    ],
    ["payout.paid for a deposit", () => sendWebhook(player, secret, { ...altered({}), type: "payout.paid" })],
    [
      "payout.failed for a deposit",
      () => sendWebhook(player, secret, { ...altered({}), type: "payout.failed" }),
    ],
  ];
  const before = await balance(player);
  for (const [name, send] of refused) {
    const answer = await send();
    checks.push({
      name: `webhook ${name} → refused`,
      pass: answer.status >= 400 && answer.status < 500,
      detail: `${answer.status}`,
    });
  }
  for (const [name, send] of noCredit) {
    const answer = await send();
    checks.push({
      name: `webhook ${name} → no credit`,
      pass: answer.status < 500,
      detail: `${answer.status}`,
    });
  }
  const untouched = await balance(player);
  checks.push({
    name: "after the forged set: balance and ledger unchanged",
    pass:
      untouched.real === before.real && Object.keys(await transfersOf(pool, d.transactionId)).length === 0,
    detail: `balance ${before.real} → ${untouched.real}`,
  });

  // The true approval credits once; its replay, a second approval under a new event id and a late decline do not.
  const real = await sendWebhook(player, secret, approved);
  const replays = await Promise.all([
    sendWebhook(player, secret, approved),
    sendWebhook(player, secret, approved),
    sendWebhook(player, secret, altered({})),
    sendWebhook(player, secret, { ...altered({}), type: "payment.declined" }),
  ]);
  const credited = await balance(player);
  const depositTransfers = await transfersOf(pool, d.transactionId);
  checks.push({
    name: "approval credits once; replay, re-approval under a new id and a late decline change nothing",
    pass:
      real.status === 200 &&
      replays.every((a) => a.status < 500) &&
      credited.real === untouched.real + 50 &&
      depositTransfers.deposit === 1,
    detail: `${real.status}, replays ${replays.map((a) => a.status).join("/")}, balance ${untouched.real} → ${credited.real}, deposit transfers ${depositTransfers.deposit ?? 0}`,
  });

  // A withdrawal over the auto-approval amount waits (PENDING): a payout.failed or payout.paid for it (never paid out)
  // must not release or pay anything; cancelling returns it once, and notifications after that change nothing.
  await deposit(player, secret, 600);
  const w = await player.request("tamper: withdraw", "POST", "/api/user/cashier/withdrawGm1", {
    body: { amount: 550, currency: "GBP" },
    key: randomUUID(),
  });
  const withdrawal: Deposit = {
    transactionId: (w.body as { transactionId: string }).transactionId,
    paymentId: `po_${randomUUID()}`,
    amount: 55_000n,
    currency: "GBP",
  };
  const held = await balance(player);
  const early = await Promise.all([
    sendWebhook(player, secret, webhookBody("payout.failed", withdrawal)),
    sendWebhook(player, secret, webhookBody("payout.paid", withdrawal)),
    sendWebhook(player, secret, webhookBody("payment.approved", withdrawal)),
  ]);
  const afterEarly = await balance(player);
  const state = await pool.query<{ state: string }>("select state from payment_transactions where id = $1", [
    withdrawal.transactionId,
  ]);
  checks.push({
    name: "payout.failed / payout.paid / payment.approved for a withdrawal never paid out → nothing moves",
    pass:
      early.every((a) => a.status < 500) &&
      afterEarly.real === held.real &&
      state.rows[0]?.state === "PENDING",
    detail: `${early.map((a) => a.status).join("/")}, balance ${held.real} → ${afterEarly.real}, state ${state.rows[0]?.state}`,
  });
  const cancel = await player.request(
    "tamper: cancel",
    "DELETE",
    `/api/paymentiq/cancel-transaction?transactionId=${withdrawal.transactionId}`,
  );
  const late = await Promise.all([
    sendWebhook(player, secret, webhookBody("payout.failed", withdrawal)),
    sendWebhook(player, secret, webhookBody("payout.paid", withdrawal)),
    player.request(
      "tamper: cancel",
      "DELETE",
      `/api/paymentiq/cancel-transaction?transactionId=${withdrawal.transactionId}`,
    ),
  ]);
  const final = await balance(player);
  const moves = await transfersOf(pool, withdrawal.transactionId);
  checks.push({
    name: "cancel returns the hold once; a second cancel and late payout notifications change nothing",
    pass:
      cancel.status === 204 &&
      late.every((a) => a.status < 500) &&
      final.real === held.real + 550 &&
      moves["withdrawal-release"] === 1 &&
      !moves["withdrawal-payout"],
    detail: `cancel ${cancel.status}, late ${late.map((a) => a.status).join("/")}, balance ${held.real} → ${final.real}, transfers ${JSON.stringify(moves)}`,
  });
  const wrongProvider = await player.request(
    "webhook other provider",
    "POST",
    "/api/cashier/webhooks/paymentiq",
    {
      body: approved,
    },
  );
  checks.push({
    name: "webhook to a provider not configured → 404",
    pass: wrongProvider.status === 404,
    detail: `${wrongProvider.status}`,
  });
  return checks;
}
