import {
  type AdminPayment,
  type AdminPaymentsQuery,
  type Chargeback,
  type ReconciliationResponse,
  toMajor,
} from "@casino/contract";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { inTransaction } from "../../../platform/db/transaction";
import { notFound } from "../../../platform/errors";
import type { AccountService } from "../../account";
import type { AuditActor, AuditService } from "../../audit";
import type { WalletService } from "../../wallet";
import { cashierStore, type PaymentRow } from "../cashier.store";
import { toView } from "../cashier.views";
import { badCursor, chargebackExists, chargebackNotPossible } from "./payments.errors";
import { paymentsStore } from "./payments.store";

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  audit: Pick<AuditService, "record">;
  accounts: Pick<AccountService, "playerByUsername" | "usernames">;
  /** Raises the risk flag the player 360 shows (operator module). */
  flagPlayer(
    tx: Db,
    flag: { userId: string; kind: string; reason: string; reference: string },
  ): Promise<void>;
}

/** What a chargeback leaves on the payment row (minor units as text, so the row's JSON stays exact). */
interface StoredChargeback {
  at: string;
  reason: string;
  debited: string;
  shortfall: string;
  transferId: string | null;
  by: string;
}

/** How many rows reconciliation reads per side: a period of a month stays within it on a busy site. */
const RECONCILE_LIMIT = 5000;
const encodeCursor = (row: PaymentRow) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");

function decodeCursor(cursor: string) {
  const [at, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const createdAt = new Date(at ?? "");
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw badCursor();
  return { createdAt, id };
}

/**
 * The back office's payments desk (docs/product/back-office.md#payments): every deposit and withdrawal, chargebacks
 * of deposits, and the reconciliation of provider notifications with the ledger.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, wallet } = deps;

  async function list(query: AdminPaymentsQuery) {
    let userId: string | undefined;
    if (query.username) {
      const player = await deps.accounts.playerByUsername(query.username);
      if (!player) return { items: [], nextCursor: null };
      userId = player.userId;
    }
    const rows = await paymentsStore.list(db, {
      type: query.type,
      state: query.state,
      currency: query.currency,
      userId,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const ids = [
      ...new Set([...page.map((r) => r.userId), ...page.flatMap((r) => chargebackOf(r)?.by ?? [])]),
    ];
    const names = await deps.accounts.usernames(ids);
    const items: AdminPayment[] = page.map((row) => toAdminPayment(row, names));
    return { items, nextCursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]!) : null };
  }

  /**
   * Takes a completed deposit back (the provider reversed it): debits the player's real balance as far as it reaches
   * — player accounts never go below zero, the rest is recorded as a shortfall (decision 0201) — flags the account
   * and audits it, all in one transaction. The row lock makes a second chargeback of the deposit a 409.
   */
  async function chargeback(id: string, reason: string, actor: AuditActor): Promise<AdminPayment> {
    const { row, transfer } = await inTransaction(db, async (tx) => {
      const before = await cashierStore.lock(tx, id);
      if (!before) throw notFound("No such transaction");
      if (chargebackOf(before)) throw chargebackExists();
      if (before.type !== "deposit" || before.state !== "SUCCESSFUL") throw chargebackNotPossible();
      // Read under the transfer's own account lock below; a bet landing in between makes the transfer refuse
      // (INSUFFICIENT_FUNDS) and nothing is written, so the staff member simply tries again.
      const { real } = await wallet.balances(before.userId, before.currency, tx);
      const debited = real < before.amount ? real : before.amount;
      const shortfall = before.amount - debited;
      const transfer =
        debited > 0n
          ? await wallet.transferIn(tx, {
              idempotencyKey: `chargeback:${before.id}`,
              kind: "chargeback",
              currency: before.currency,
              postings: [
                { account: { userId: before.userId, kind: "real" }, amount: -debited },
                { account: { operator: "chargebacks" }, amount: debited },
              ],
              metadata: { paymentTransactionId: before.id, shortfall: shortfall.toString() },
            })
          : null;
      const stored: StoredChargeback = {
        at: deps.clock.now().toISOString(),
        reason,
        debited: debited.toString(),
        shortfall: shortfall.toString(),
        transferId: transfer?.transferId ?? null,
        by: actor.userId,
      };
      const row = await cashierStore.update(tx, before.id, {
        metadata: { ...before.metadata, chargeback: stored },
      });
      await deps.flagPlayer(tx, { userId: before.userId, kind: "chargeback", reason, reference: before.id });
      await deps.audit.record(tx, {
        actor,
        action: "payment.chargeback",
        target: { type: "payment", id: before.id },
        before: { state: before.state, chargeback: null },
        after: { userId: before.userId, amount: before.amount, currency: before.currency, ...stored },
      });
      return { row, transfer };
    });
    if (transfer) await wallet.publish(transfer);
    return toAdminPayment(row, await deps.accounts.usernames([row.userId, actor.userId]));
  }

  /**
   * Unmatched both ways in [from, to): money-moving provider notifications with no ledger transfer for their payment,
   * and ledger deposits and payouts that no stored notification explains.
   */
  async function reconcile(from: Date, to: Date): Promise<ReconciliationResponse> {
    const events = await paymentsStore.moneyEvents(db, from, to, RECONCILE_LIMIT);
    const keyOf = (type: string, ref: string) =>
      type === "payout.paid" ? `withdrawal-payout:${ref}` : `deposit:${ref}`;
    const refOf = (payload: unknown) => String((payload as { merchantRef?: unknown }).merchantRef ?? "");
    const made = await wallet.existingKeys(events.map((e) => keyOf(e.type, refOf(e.payload))));
    const providerEventsWithoutTransfer = events
      .filter((e) => !made.has(keyOf(e.type, refOf(e.payload))))
      .map((e) => {
        const payload = e.payload as { amount?: unknown; currency?: unknown };
        return {
          provider: e.provider,
          eventId: e.eventId,
          type: e.type,
          merchantRef: refOf(e.payload),
          amount: /^\d+$/.test(String(payload.amount)) ? toMajor(BigInt(String(payload.amount))) : null,
          currency: typeof payload.currency === "string" ? payload.currency : null,
          receivedAt: e.receivedAt.toISOString(),
        };
      });

    const transfers = await wallet.transfersOfKinds(
      ["deposit", "withdrawal_payout"],
      from,
      to,
      RECONCILE_LIMIT,
    );
    const paymentIdOf = (metadata: Record<string, unknown>) =>
      typeof metadata.paymentTransactionId === "string" ? metadata.paymentTransactionId : null;
    const notified = await paymentsStore.notifiedPayments(
      db,
      transfers.flatMap((t) => paymentIdOf(t.metadata) ?? []),
    );
    const transfersWithoutProviderEvent = transfers
      .filter((t) => {
        const paymentId = paymentIdOf(t.metadata);
        return paymentId === null || !notified.has(paymentId);
      })
      .map((t) => ({
        transferId: t.transferId,
        kind: t.kind,
        paymentTransactionId: paymentIdOf(t.metadata),
        userId: t.userId,
        amount: toMajor(t.amount),
        currency: t.currency,
        at: t.createdAt.toISOString(),
      }));
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      providerEventsWithoutTransfer,
      transfersWithoutProviderEvent,
    };
  }

  return { list, chargeback, reconcile };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

function chargebackOf(row: PaymentRow): StoredChargeback | null {
  const value = row.metadata.chargeback;
  return value && typeof value === "object" ? (value as StoredChargeback) : null;
}

function toAdminPayment(row: PaymentRow, names: Map<string, string>): AdminPayment {
  const stored = chargebackOf(row);
  const chargeback: Chargeback | null = stored
    ? {
        at: stored.at,
        reason: stored.reason,
        debited: toMajor(BigInt(stored.debited)),
        shortfall: toMajor(BigInt(stored.shortfall)),
        transferId: stored.transferId,
        staffUsername: names.get(stored.by) ?? null,
      }
    : null;
  return {
    ...toView(row),
    userId: row.userId,
    username: names.get(row.userId) ?? null,
    provider: row.provider,
    providerRef: row.providerRef,
    chargeback,
  };
}
