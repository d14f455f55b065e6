import { createHash, randomBytes } from "node:crypto";
import type {
  RgsAuthenticateResponse,
  RgsBalanceResponse,
  RgsBetRequest,
  RgsEndRoundRequest,
  RgsMoneyResponse,
  RgsRollbackRequest,
  RgsWinRequest,
} from "@casino/contract";
import type { z } from "zod";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import { AppError } from "../../platform/errors";
import { requestHash } from "../../platform/idempotency";
import type { ExternalRounds } from "../games";
import type { AccountBlock } from "../session";
import type { TransferResult, WalletService } from "../wallet";
import * as errors from "./providers.errors";
import type { ProviderRow } from "./providers.store";
import { providersStore, type SessionRow, type TransactionRow } from "./providers.store";

type Bet = z.output<typeof RgsBetRequest>;
type Win = z.output<typeof RgsWinRequest>;
type Rollback = z.output<typeof RgsRollbackRequest>;
type EndRound = z.output<typeof RgsEndRoundRequest>;
type Answer = z.output<typeof RgsMoneyResponse>;

export interface WalletApiDeps {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletService, "balances" | "publish">;
  externalRounds: ExternalRounds;
  loginBlock(userId: string): Promise<AccountBlock | null>;
  playerOf(userId: string): Promise<{ country: string } | null>;
}

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** What a stake refusal of the studio's path means to a provider: its own code each. */
function asWalletRefusal(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === "INSUFFICIENT_FUNDS") return errors.insufficientFunds();
  const limits = ["WAGERING_LIMIT", "LOSS_LIMIT", "STAKE_TOO_HIGH", "ROUND_TOO_FAST", "BONUS_MAX_BET"];
  if (limits.includes(error.code)) return errors.limitReached(error.code, error.message);
  return error;
}

/** The refusal of a player who may not play now (exclusion, cool-off, a reached session limit). */
function blockRefusal(block: AccountBlock) {
  if (block.code === "SELF_EXCLUDED") return errors.selfExcluded(block.message);
  if (block.code === "COOL_OFF") return errors.coolOff(block.message);
  return errors.limitReached(block.code, block.message);
}

/**
 * The seamless-wallet API (docs/product/providers.md#wallet-api). Every money call runs in one transaction that
 * first takes the player's lock (the studio's own), then looks up the provider's transaction id: a repeat gets the
 * stored first answer, another body under the same id a 409. Only answers that moved (or recorded) something are
 * stored; a refused call leaves nothing behind, so its retry is judged afresh.
 */
export function createWalletApi(deps: WalletApiDeps) {
  const { db, clock, externalRounds } = deps;

  async function sessionOf(provider: ProviderRow, sessionId: string): Promise<SessionRow> {
    const session = await providersStore.session(db, sessionId);
    if (!session || session.providerId !== provider.id) throw errors.sessionInvalid();
    return session;
  }

  async function balanceIn(tx: Db, session: SessionRow) {
    return Number(await externalRounds.total(tx, session.userId, session.currency));
  }

  /** Runs one money call under the player's lock with the provider's transaction id as its idempotency key. */
  async function moneyCall(
    provider: ProviderRow,
    session: SessionRow,
    kind: "bet" | "win" | "rollback" | "end",
    body: { transactionId: string; roundId: string },
    work: (tx: Db) => Promise<{ transfers: TransferResult[]; split?: { real: bigint; bonus: bigint } }>,
  ): Promise<Answer> {
    if (session.mode !== "real") throw errors.funMode();
    const hash = requestHash(`rgs.${kind}`, { ...body, sessionId: undefined });
    const { answer, transfers } = await inTransaction(db, async (tx) => {
      await externalRounds.lockPlayer(tx, session.userId);
      const seen = await providersStore.transaction(tx, provider.id, body.transactionId);
      if (seen) return { answer: replay(seen, kind, hash), transfers: [] };
      const done = await work(tx);
      const answer: Answer = {
        balance: await balanceIn(tx, session),
        currency: session.currency,
        transactionId: body.transactionId,
        reference: (await providersStore.round(tx, provider.id, body.roundId))?.roundId ?? "",
      };
      await providersStore.insertTransaction(tx, {
        providerId: provider.id,
        transactionId: body.transactionId,
        kind,
        requestHash: hash,
        userId: session.userId,
        roundRef: body.roundId,
        state: "done",
        splitReal: done.split?.real ?? 0n,
        splitBonus: done.split?.bonus ?? 0n,
        response: answer,
        createdAt: clock.now(),
      });
      return { answer, transfers: done.transfers };
    });
    for (const t of transfers) await deps.wallet.publish(t);
    return answer;
  }

  function replay(seen: TransactionRow, kind: string, hash: string): Answer {
    // A rollback that came before its bet left this row: the bet is refused for good.
    if (seen.state === "cancelled" && kind === "bet") throw errors.betRolledBack();
    if (seen.requestHash !== hash || seen.kind !== kind) throw errors.transactionConflict();
    return seen.response as Answer;
  }

  /** The provider round of this player, or a refusal. */
  async function roundOf(tx: Db, provider: ProviderRow, session: SessionRow, roundRef: string) {
    const round = await providersStore.round(tx, provider.id, roundRef);
    if (!round || round.userId !== session.userId) throw errors.roundNotFound();
    return round;
  }

  return {
    /** Trades a launch token (once) for a wallet session of the game it was issued for. */
    async authenticate(
      provider: ProviderRow,
      token: string,
    ): Promise<z.output<typeof RgsAuthenticateResponse>> {
      const now = clock.now();
      const used = await providersStore.useToken(db, tokenHash(token), provider.id, now);
      if (!used || used.expiresAt <= now) throw errors.tokenInvalid();
      const game = provider.games.find((g) => g.slug === used.slug);
      if (!game) throw errors.tokenInvalid();
      const session: SessionRow = {
        id: randomBytes(24).toString("base64url"),
        providerId: provider.id,
        userId: used.userId,
        slug: used.slug,
        currency: used.currency,
        mode: used.mode,
        createdAt: now,
      };
      await providersStore.insertSession(db, session);
      return {
        sessionId: session.id,
        playerId: session.userId,
        game: game.settings.providerGameId,
        currency: session.currency,
        mode: session.mode === "fun" ? "fun" : "real",
        country: (await deps.playerOf(session.userId))?.country ?? "",
        balance: await balanceIn(db, session),
      };
    },

    async balance(provider: ProviderRow, sessionId: string): Promise<z.output<typeof RgsBalanceResponse>> {
      const session = await sessionOf(provider, sessionId);
      return { balance: await balanceIn(db, session), currency: session.currency };
    },

    /** Debits a stake: the player must be allowed to play, the round open, the money there. */
    async bet(provider: ProviderRow, body: Bet): Promise<Answer> {
      const session = await sessionOf(provider, body.sessionId);
      const block = await deps.loginBlock(session.userId);
      if (block) throw blockRefusal(block);
      const game = provider.games.find((g) => g.slug === session.slug);
      return moneyCall(provider, session, "bet", body, async (tx) => {
        let round = await providersStore.round(tx, provider.id, body.roundId);
        if (round && round.userId !== session.userId) throw errors.roundNotFound();
        if (round && round.status !== "open") throw errors.roundClosed();
        if (!round) {
          const row = await externalRounds.open(tx, {
            userId: session.userId,
            slug: session.slug,
            gameType: game?.settings.gameType ?? "slot",
            currency: session.currency,
            externalRef: body.roundId,
          });
          round = {
            providerId: provider.id,
            roundRef: body.roundId,
            roundId: row.id,
            userId: session.userId,
            slug: session.slug,
            currency: session.currency,
            status: "open",
            openedAt: clock.now(),
            closedAt: null,
          };
          await providersStore.insertRound(tx, round);
        }
        const key = `rgs:${provider.id}:${body.transactionId}`;
        try {
          const { split, transfers } = await externalRounds.stake(
            tx,
            round.roundId,
            session.userId,
            BigInt(body.amount),
            key,
          );
          return { split, transfers };
        } catch (error) {
          throw asWalletRefusal(error);
        }
      });
    },

    /** Credits a win of an open round (several per round are fine; a cancelled round takes none). */
    async win(provider: ProviderRow, body: Win): Promise<Answer> {
      const session = await sessionOf(provider, body.sessionId);
      return moneyCall(provider, session, "win", body, async (tx) => {
        const round = await roundOf(tx, provider, session, body.roundId);
        if (round.status === "cancelled") throw errors.betRolledBack();
        if (round.status !== "open") throw errors.roundClosed();
        const key = `rgs:${provider.id}:${body.transactionId}`;
        const transfers =
          body.amount > 0
            ? await externalRounds.win(tx, round.roundId, session.userId, BigInt(body.amount), key)
            : [];
        return { transfers };
      });
    },

    /**
     * Refunds a bet exactly as it was staked and cancels its round. A bet we never saw is recorded as cancelled,
     * so when it arrives late it is refused (the classic race of a timed-out bet and its rollback).
     */
    async rollback(provider: ProviderRow, body: Rollback): Promise<Answer> {
      const session = await sessionOf(provider, body.sessionId);
      return moneyCall(provider, session, "rollback", body, async (tx) => {
        const bet = await providersStore.transaction(tx, provider.id, body.betTransactionId);
        if (!bet) {
          await providersStore.insertTransaction(tx, {
            providerId: provider.id,
            transactionId: body.betTransactionId,
            kind: "bet",
            requestHash: "",
            userId: session.userId,
            roundRef: body.roundId,
            state: "cancelled",
            response: {},
            createdAt: clock.now(),
          });
          return { transfers: [] };
        }
        if (bet.kind !== "bet" || bet.userId !== session.userId) throw errors.roundNotFound();
        if (bet.state !== "done") return { transfers: [] };
        const round = await roundOf(tx, provider, session, bet.roundRef);
        if (round.status === "closed") throw errors.roundClosed();
        const key = `rgs:${provider.id}:${body.transactionId}`;
        const split = { real: bet.splitReal, bonus: bet.splitBonus };
        const transfers = await externalRounds.refund(tx, round.roundId, session.userId, split, key);
        await providersStore.setTransactionState(tx, provider.id, bet.transactionId, "rolled_back");
        if (round.status === "open") {
          const closed = await externalRounds.close(tx, round.roundId, session.userId);
          transfers.push(...closed.transfers);
          await providersStore.setRoundStatus(tx, provider.id, round.roundRef, "cancelled", clock.now());
        }
        return { transfers };
      });
    },

    /** Ends the round: it is settled (history, tournaments, loyalty) and takes nothing more. */
    async endRound(provider: ProviderRow, body: EndRound): Promise<Answer> {
      const session = await sessionOf(provider, body.sessionId);
      return moneyCall(provider, session, "end", body, async (tx) => {
        const round = await roundOf(tx, provider, session, body.roundId);
        if (round.status === "closed") throw errors.roundClosed();
        if (round.status === "cancelled") return { transfers: [] };
        const closed = await externalRounds.close(tx, round.roundId, session.userId);
        await providersStore.setRoundStatus(tx, provider.id, round.roundRef, "closed", clock.now());
        return { transfers: closed.transfers };
      });
    },
  };
}

export type WalletApi = ReturnType<typeof createWalletApi>;
