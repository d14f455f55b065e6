import { type Adjustment, toMajor } from "@casino/contract";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import { AppError, badRequest, notFound } from "../../platform/errors";
import type { AccountService } from "../account";
import type { AuditActor, AuditService } from "../audit";
import type { TransferResult, WalletService } from "../wallet";
import { type AdjustmentRow, operatorStore } from "./operator.store";

export interface AdjustmentDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  audit: AuditService;
  accounts: AccountService;
  /** Corrections above this many minor units (either sign) wait for a second staff member. */
  approvalAbove: bigint;
}

const fourEyes = () =>
  new AppError("FOUR_EYES", 403, "A second staff member must approve a correction you requested");
const notPending = (status: string) =>
  new AppError("ADJUSTMENT_NOT_PENDING", 409, `The adjustment is already ${status}`, { status });

const abs = (value: bigint) => (value < 0n ? -value : value);

/**
 * Staff money corrections (docs/product/back-office.md#adjustments): a transfer between the player's real balance
 * and the operator's `adjustments` account, never an edit of a balance. Small ones apply at once; above the
 * threshold a second staff member approves, and the row lock makes concurrent approvals apply it once.
 */
export function createAdjustmentService(deps: AdjustmentDeps) {
  const { db, clock, wallet, audit, accounts } = deps;

  async function present(rows: AdjustmentRow[]): Promise<Adjustment[]> {
    const ids = new Set<string>();
    for (const row of rows) {
      ids.add(row.userId).add(row.requestedBy);
      if (row.decidedBy) ids.add(row.decidedBy);
    }
    const names = await accounts.usernames([...ids]);
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      username: names.get(row.userId) ?? "",
      amount: toMajor(row.amount),
      currency: row.currency,
      reason: row.reason,
      status: row.status as Adjustment["status"],
      requestedBy: names.get(row.requestedBy) ?? row.requestedBy,
      requestedAt: row.requestedAt.toISOString(),
      decidedBy: row.decidedBy ? (names.get(row.decidedBy) ?? row.decidedBy) : null,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      transferId: row.transferId,
    }));
  }

  /** Moves the money of an adjustment inside `tx`; a debit beyond the real balance fails (INSUFFICIENT_FUNDS). */
  const move = (tx: Db, row: AdjustmentRow) =>
    wallet.transferIn(tx, {
      idempotencyKey: `adjustment:${row.id}`,
      kind: "adjustment",
      currency: row.currency,
      postings: [
        { account: { userId: row.userId, kind: "real" }, amount: row.amount },
        { account: { operator: "adjustments" }, amount: -row.amount },
      ],
      metadata: { adjustmentId: row.id, reason: row.reason },
    });

  async function afterCommit(result: TransferResult | null) {
    if (result) await wallet.publish(result);
  }

  return {
    list: async (filter: { status?: string | undefined; userId?: string | undefined }) =>
      present(await operatorStore.list(db, filter)),

    async request(
      actor: AuditActor,
      userId: string,
      input: { amount: bigint; currency: string; reason: string },
    ): Promise<Adjustment> {
      const player = await accounts.admin.profile(userId);
      if (!player) throw notFound("No such player");
      const held = await wallet.currenciesOf(userId);
      if (input.currency !== player.currency && !held.includes(input.currency))
        throw badRequest("The player holds no balance in this currency", { currency: input.currency });
      const needsApproval = abs(input.amount) > deps.approvalAbove;
      let transfer: TransferResult | null = null;
      const row = await inTransaction(db, async (tx) => {
        const now = clock.now();
        let row = await operatorStore.insertAdjustment(tx, {
          userId,
          currency: input.currency,
          amount: input.amount,
          reason: input.reason,
          status: "pending",
          requestedBy: actor.userId,
          requestedAt: now,
        });
        await audit.record(tx, {
          actor,
          action: "adjustment.request",
          target: { type: "player", id: userId },
          after: {
            adjustmentId: row.id,
            amount: input.amount,
            currency: input.currency,
            reason: input.reason,
          },
        });
        if (!needsApproval) {
          transfer = await move(tx, row);
          row = await operatorStore.decide(tx, row.id, {
            status: "applied",
            decidedBy: actor.userId,
            decidedAt: now,
            decisionReason: null,
            transferId: transfer.transferId,
          });
          await audit.record(tx, {
            actor,
            action: "adjustment.apply",
            target: { type: "player", id: userId },
            before: { status: "pending" },
            after: { adjustmentId: row.id, status: "applied", transferId: transfer.transferId },
          });
        }
        return row;
      });
      await afterCommit(transfer);
      return (await present([row]))[0]!;
    },

    async decide(
      actor: AuditActor,
      id: string,
      decision: { approve: true } | { approve: false; reason: string },
    ): Promise<Adjustment> {
      let transfer: TransferResult | null = null;
      const row = await inTransaction(db, async (tx) => {
        transfer = null;
        const row = await operatorStore.lockAdjustment(tx, id);
        if (!row) throw notFound("No such adjustment");
        if (row.status !== "pending") throw notPending(row.status);
        if (row.requestedBy === actor.userId) throw fourEyes();
        if (decision.approve) transfer = await move(tx, row);
        const decided = await operatorStore.decide(tx, id, {
          status: decision.approve ? "applied" : "rejected",
          decidedBy: actor.userId,
          decidedAt: clock.now(),
          decisionReason: decision.approve ? null : decision.reason,
          transferId: transfer?.transferId ?? null,
        });
        await audit.record(tx, {
          actor,
          action: decision.approve ? "adjustment.approve" : "adjustment.reject",
          target: { type: "player", id: row.userId },
          before: { adjustmentId: id, status: "pending" },
          after: {
            adjustmentId: id,
            status: decided.status,
            amount: row.amount,
            currency: row.currency,
            ...(decision.approve ? { transferId: decided.transferId } : { reason: decision.reason }),
          },
        });
        return decided;
      });
      await afterCommit(transfer);
      return (await present([row]))[0]!;
    },
  };
}

export type AdjustmentService = ReturnType<typeof createAdjustmentService>;
