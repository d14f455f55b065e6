import { parseMajor, toMajor } from "@casino/contract";
import type { Db } from "../../../platform/db";
import { inTransaction } from "../../../platform/db/transaction";
import type { WalletService } from "../../wallet";
import type { CashierService } from "../cashier.service";
import { cashierStore, type PaymentRow } from "../cashier.store";
import { type PaymentIqProvider, piqLocale } from "./paymentiq";
import type { ProviderEvent } from "./provider";

/** What verifyuser tells PIQ about the player (the account module's data, when wired). */
export interface PiqPlayer {
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string | null;
  locale: string;
}

export interface PaymentIqDeps {
  cashier: CashierService;
  provider: PaymentIqProvider;
  db: Db;
  wallet: Pick<WalletService, "balances">;
  currencyOf(userId: string): Promise<string>;
  playerOf?(userId: string): Promise<PiqPlayer | null>;
}

/** The fields of a PIQ money call we check against our row. */
interface MoneyCall {
  userId: string;
  txAmount: string | number;
  txAmountCy: string;
  txId: string;
  attributes?: Record<string, unknown> | null | undefined;
}

interface TransferCall extends MoneyCall {
  authCode?: string | null | undefined;
  provider?: string | null | undefined;
  maskedAccount?: string | null | undefined;
}

interface CancelCall extends TransferCall {
  statusCode?: string | null | undefined;
  pspStatusMessage?: string | null | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our error codes in PIQ's `errCode` (PIQ shows them in its back office). */
const ERR = {
  unknownUser: [1, "Unknown user or session"],
  unknownTx: [2, "Unknown transaction"],
  processed: [3, "Transaction is not valid or has been already processed"],
  currency: [4, "Currency is not supported"],
  amount: [5, "Amount does not match the transaction"],
} as const;

const refuse = (userId: string, [errCode, errMsg]: readonly [number, string], extra: object = {}) => ({
  userId,
  success: false,
  ...extra,
  errCode,
  errMsg,
});

const merchantTxId = (attributes: Record<string, unknown> | null | undefined) => {
  const value = attributes?.merchantTxId;
  return typeof value === "string" && UUID.test(value) ? value : null;
};

/**
 * PaymentIQ's Integration API, its rules: which payment a call is about, whether it matches our row, and the state
 * change it causes (through the cashier). Every answer is what PIQ reads from a 200: `success`, else `errCode`.
 */
export function createPaymentIqIntegration(deps: PaymentIqDeps) {
  const { provider, db, cashier } = deps;

  /** The row a PIQ call is about: the authCode we gave out, else the merchantTxId attribute. */
  async function rowFor(body: {
    authCode?: string | null | undefined;
    attributes?: Record<string, unknown> | null;
  }) {
    const id = body.authCode && UUID.test(body.authCode) ? body.authCode : merchantTxId(body.attributes);
    const row = id ? await cashierStore.get(db, id) : undefined;
    return row?.provider === provider.name ? row : undefined;
  }

  /** Common checks of a money call against our row: owner, direction, currency, amount. */
  function mismatch(row: PaymentRow, body: MoneyCall) {
    if (row.userId !== body.userId) return ERR.unknownTx;
    const amount = parseMajor(body.txAmount);
    if (amount === null || amount === 0n) return ERR.amount;
    if (amount > 0n !== (row.type === "deposit")) return ERR.processed;
    if (body.txAmountCy.toUpperCase() !== row.currency) return ERR.currency;
    if ((amount < 0n ? -amount : amount) !== row.amount) return ERR.amount;
    return null;
  }

  return {
    /** verifyuser: is this a logged-in player with an open cashier payment? */
    async verifyUser({ sessionId, userId }: { sessionId: string; userId: string }) {
      const paymentId = provider.sessionPayment(sessionId, userId);
      const row = paymentId && UUID.test(paymentId) ? await cashierStore.get(db, paymentId) : undefined;
      const open =
        row?.userId === userId &&
        row.provider === provider.name &&
        ((row.type === "deposit" && row.state === "PENDING") ||
          (row.type === "withdrawal" && row.state === "APPROVED"));
      if (!open) return refuse(userId, ERR.unknownUser);
      const currency = await deps.currencyOf(userId);
      const balances = await deps.wallet.balances(userId, currency);
      const player = await deps.playerOf?.(userId);
      return {
        userId,
        success: true,
        ...(player
          ? {
              firstName: player.firstName,
              lastName: player.lastName,
              email: player.email,
              ...(player.birthDate ? { dob: player.birthDate } : {}),
              locale: piqLocale(player.locale),
            }
          : {}),
        // Only real money can be withdrawn: bonus money is never part of the balance PIQ sees.
        balance: toMajor(balances.real),
        balanceCy: currency,
      };
    },

    /** authorize: may this payment go ahead? Binds PIQ's txId to our row, under its row lock. */
    async authorize(body: MoneyCall) {
      const id = merchantTxId(body.attributes);
      if (!id) return refuse(body.userId, ERR.unknownTx);
      return inTransaction(db, async (tx) => {
        const row = await cashierStore.lock(tx, id);
        if (row?.provider !== provider.name) return refuse(body.userId, ERR.unknownTx);
        const wrong = mismatch(row, body);
        if (wrong) return refuse(body.userId, wrong);
        // A deposit waits for its payment; a withdrawal is authorised only once we approved it (money on hold).
        const expected = row.type === "deposit" ? "PENDING" : "APPROVED";
        const boundElsewhere =
          row.providerRef && /^\d+$/.test(row.providerRef) && row.providerRef !== body.txId;
        if (row.state !== expected || boundElsewhere) return refuse(body.userId, ERR.processed);
        await cashierStore.update(tx, row.id, { providerRef: body.txId });
        return { userId: body.userId, success: true, merchantTxId: row.id, authCode: row.id };
      });
    },

    /** transfer: the payment went through; the cashier credits the deposit or pays the withdrawal out. */
    async transfer(body: TransferCall) {
      const row = await rowFor(body);
      if (!row) return refuse(body.userId, ERR.unknownTx, { txId: body.txId });
      const wrong = mismatch(row, body);
      if (wrong) return refuse(body.userId, wrong, { txId: body.txId, merchantTxId: row.id });
      const deposit = row.type === "deposit";
      const event: ProviderEvent = {
        eventId: `transfer:${body.txId}`,
        type: deposit ? "payment.approved" : "payout.paid",
        merchantRef: row.id,
        providerRef: body.txId,
        amount: row.amount,
        currency: row.currency,
        method: [body.provider, body.maskedAccount].filter(Boolean).join(" ") || null,
        reason: null,
      };
      await cashier.applyEvent(event);
      const after = await cashierStore.get(db, row.id);
      if (after?.state !== "SUCCESSFUL") {
        return refuse(body.userId, ERR.processed, { txId: body.txId, merchantTxId: row.id });
      }
      return { userId: body.userId, success: true, txId: body.txId, merchantTxId: row.id };
    },

    /** cancel: the payment failed; the cashier releases what was authorised. */
    async cancel(body: CancelCall) {
      const row = await rowFor(body);
      if (!row) return refuse(body.userId, ERR.unknownTx);
      const wrong = mismatch(row, body);
      if (wrong) return refuse(body.userId, wrong);
      await cashier.applyEvent({
        eventId: `cancel:${body.txId}`,
        type: row.type === "deposit" ? "payment.declined" : "payout.failed",
        merchantRef: row.id,
        providerRef: body.txId,
        amount: row.amount,
        currency: row.currency,
        method: null,
        reason: body.pspStatusMessage ?? body.statusCode ?? "Cancelled by PaymentIQ",
      });
      const after = await cashierStore.get(db, row.id);
      if (after?.state === "SUCCESSFUL") return refuse(body.userId, ERR.processed);
      return { userId: body.userId, success: true };
    },
  };
}

export type PaymentIqIntegration = ReturnType<typeof createPaymentIqIntegration>;
