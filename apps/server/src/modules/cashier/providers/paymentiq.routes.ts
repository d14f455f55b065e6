import { cashierApi, parseMajor, toMajor } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../platform/db";
import { inTransaction } from "../../../platform/db/transaction";
import { AppError } from "../../../platform/errors";
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

export interface PaymentIqRouteDeps {
  cashier: CashierService;
  provider: PaymentIqProvider;
  db: Db;
  wallet: Pick<WalletService, "balances">;
  currencyOf(userId: string): Promise<string>;
  playerOf?(userId: string): Promise<PiqPlayer | null>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const Id = z.union([z.string().min(1).max(64), z.number().int()]).transform(String);
const Amount = z.union([z.string().max(32), z.number()]);
const Attributes = z.record(z.string(), z.unknown()).nullable().optional();

/** Integration API request bodies (documented fields we use; anything else is accepted and ignored). */
const VerifyUser = z
  .object({ sessionId: z.string().min(1).max(200), userId: z.string().min(1).max(50) })
  .passthrough();
const Authorize = z
  .object({
    userId: z.string().min(1).max(50),
    txAmount: Amount,
    txAmountCy: z.string().length(3),
    txId: Id,
    txTypeId: Id.optional(),
    txName: z.string().max(100).nullable().optional(),
    provider: z.string().max(100).nullable().optional(),
    attributes: Attributes,
  })
  .passthrough();
const Transfer = Authorize.extend({
  authCode: z.string().max(100).nullable().optional(),
  maskedAccount: z.string().max(100).nullable().optional(),
}).passthrough();
const Cancel = Transfer.extend({
  statusCode: z.string().max(100).nullable().optional(),
  pspStatusMessage: z.string().max(500).nullable().optional(),
}).passthrough();

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
 * PaymentIQ's Integration API on our side: PIQ calls these (HTTP Basic auth) and reads `success` from a 200 answer;
 * failed authentication is a 401 and a malformed body a 400, both `{code, message}`.
 */
export const paymentIqRoutes =
  (deps: PaymentIqRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { provider, db, cashier } = deps;
    app.addHook("onRequest", async (request) => {
      if (!provider.authenticates(request.headers)) {
        throw new AppError("UNAUTHORIZED", 401, "PaymentIQ credentials required");
      }
    });
    const tags = ["paymentiq"];

    /** The row a PIQ call is about: the authCode we gave out, else the merchantTxId attribute. */
    async function rowFor(body: { authCode?: string | null; attributes?: Record<string, unknown> | null }) {
      const id = body.authCode && UUID.test(body.authCode) ? body.authCode : merchantTxId(body.attributes);
      const row = id ? await cashierStore.get(db, id) : undefined;
      return row?.provider === provider.name ? row : undefined;
    }

    /** Common checks of a money call against our row: owner, direction, currency, amount. */
    function mismatch(
      row: PaymentRow,
      body: { userId: string; txAmount: string | number; txAmountCy: string },
    ) {
      if (row.userId !== body.userId) return ERR.unknownTx;
      const amount = parseMajor(body.txAmount);
      if (amount === null || amount === 0n) return ERR.amount;
      if (amount > 0n !== (row.type === "deposit")) return ERR.processed;
      if (body.txAmountCy.toUpperCase() !== row.currency) return ERR.currency;
      if ((amount < 0n ? -amount : amount) !== row.amount) return ERR.amount;
      return null;
    }

    app.post(
      cashierApi.postPaymentiqVerifyuser.path,
      { schema: { tags, summary: "PIQ: is this a logged-in player (cashier session)?", body: VerifyUser } },
      async (request) => {
        const { sessionId, userId } = request.body;
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
    );

    app.post(
      cashierApi.postPaymentiqAuthorize.path,
      { schema: { tags, summary: "PIQ: may this payment go ahead?", body: Authorize } },
      async (request) => {
        const body = request.body;
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
    );

    app.post(
      cashierApi.postPaymentiqTransfer.path,
      { schema: { tags, summary: "PIQ: the payment went through", body: Transfer } },
      async (request) => {
        const body = request.body;
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
    );

    app.post(
      cashierApi.postPaymentiqCancel.path,
      { schema: { tags, summary: "PIQ: the payment failed; release what was authorised", body: Cancel } },
      async (request) => {
        const body = request.body;
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
    );
  };
