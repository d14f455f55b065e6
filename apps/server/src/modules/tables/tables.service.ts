import { randomBytes, randomUUID } from "node:crypto";
import { type TableBet, type TableResult, type TableRound, toMajor } from "@casino/contract";
import { newServerSeed } from "@casino/games";
import type { EventBus } from "../../platform/bus";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import { type Json, once } from "../../platform/idempotency";
import type { JobQueue } from "../../platform/jobs";
import type { BonusService } from "../bonus";
import type { LimitsService } from "../limits";
import type { TransferResult, WalletService } from "../wallet";
import { bettingClosed, invalidTableBet, keyRequired, roundNotFound, tableNotFound } from "./tables.errors";
import {
  type BetPositions,
  betReturn,
  drawOutcome,
  outcomeView,
  positionsFor,
  type StoredPosition,
  type TableGameId,
} from "./tables.games";
import { type TableBetRow, type TableRoundRow, tablesStore } from "./tables.store";

/** A shared table: the game it plays and the stake range of one bet slip (minor units of any currency). */
export interface TableDefinition {
  id: string;
  name: string;
  game: TableGameId;
  minBet: bigint;
  maxBet: bigint;
}

/** The live casino's tables (docs/decisions/0151-live-casino-tables.md). */
export const TABLES: readonly TableDefinition[] = [
  { id: "vela-roulette", name: "Vela Roulette", game: "european-roulette", minBet: 10n, maxBet: 50_000n },
  { id: "vela-dream-wheel", name: "Vela Dream Wheel", game: "money-wheel", minBet: 10n, maxBet: 50_000n },
];

/** How many settled rounds a table shows as its last results. */
export const RESULTS_SHOWN = 12;

export const CLOSE_QUEUE = "tables.close";
export const SPIN_QUEUE = "tables.spin";
/** The bus channel of a table's round changes (each process streams them to its SSE clients). */
export const channelOf = (tableId: string) => `tables:${tableId}`;

export type TableEvent = "opened" | "closed" | "result";
export interface TableMessage {
  event: TableEvent;
  data: {
    tableId: string;
    round: TableRound;
    lastResults: TableResult[];
  };
}

export interface TablesDeps {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  bus: EventBus;
  wallet: Pick<WalletService, "publish">;
  limits: Pick<LimitsService, "checkStake" | "checkRound">;
  bonus: Pick<BonusService, "play">;
  currencyOf(userId: string): Promise<string>;
  bettingMs: number;
  spinMs: number;
}

/** The round as every player sees it: the server seed only once the round is settled. */
export function roundView(row: TableRoundRow): TableRound {
  const settled = row.status === "settled";
  return {
    id: row.id,
    number: row.number,
    status: row.status as TableRound["status"],
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    resultAt: row.resultAt.toISOString(),
    ...(settled ? outcomeView(row) : { pocket: null, colour: null, wheel: null }),
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: 0,
    serverSeed: settled ? row.serverSeed : null,
  };
}

const resultOf = (row: TableRoundRow): TableResult => ({
  number: row.number,
  ...outcomeView(row),
  serverSeedHash: row.serverSeedHash,
  serverSeed: row.serverSeed,
  clientSeed: row.clientSeed,
});

function betView(row: TableBetRow, roundNumber: number): TableBet {
  return {
    id: row.id,
    roundId: row.roundId,
    roundNumber,
    status: row.status as TableBet["status"],
    currency: row.currency,
    stake: toMajor(row.stake),
    win: row.win === null ? null : toMajor(row.win),
    bets: (row.positions as StoredPosition[]).map((p) => ({ ...p, amount: toMajor(BigInt(p.amount)) })),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The live casino's shared tables. Each table runs a fixed cycle of rounds driven by two durable jobs per round
 * (close at closesAt, spin at resultAt): the job queue hands a due job to one process only, and every step checks
 * the round's status under its row lock, so a step that runs twice does nothing the second time. Bets take the
 * round's row FOR SHARE and check the time themselves, so a bet either commits before "no more bets" and is paid
 * by the spin, or is refused with nothing debited.
 */
export function createTablesService(deps: TablesDeps) {
  const { db, clock, jobs, bus } = deps;

  const tableOf = (id: string) => {
    const table = TABLES.find((t) => t.id === id);
    if (!table) throw tableNotFound();
    return table;
  };

  /** Opens round `number` in `tx` with a fresh committed server seed, and schedules its close. */
  async function openRound(tx: Db, table: TableDefinition, number: number, at: Date) {
    const { serverSeed, serverSeedHash } = newServerSeed(randomBytes(32));
    const closesAt = new Date(at.getTime() + deps.bettingMs);
    const round = await tablesStore.insertRound(tx, {
      tableId: table.id,
      number,
      status: "open",
      serverSeed,
      serverSeedHash,
      clientSeed: `${table.id}:${number}`,
      opensAt: at,
      closesAt,
      resultAt: new Date(closesAt.getTime() + deps.spinMs),
    });
    if (round) {
      await jobs.enqueue(
        CLOSE_QUEUE,
        { roundId: round.id },
        { runAt: closesAt, uniqueKey: `tables:close:${round.id}` },
        tx,
      );
    }
    return round;
  }

  async function announce(event: TableEvent, round: TableRoundRow) {
    const lastResults = (await tablesStore.recentResults(db, round.tableId, RESULTS_SHOWN)).map(resultOf);
    const message: TableMessage = {
      event,
      data: { tableId: round.tableId, round: roundView(round), lastResults },
    };
    await bus.publish(channelOf(round.tableId), message);
  }

  /** Starts the table's cycle if it has no round in play (first visit, or a cycle that was stopped). */
  async function ensure(table: TableDefinition): Promise<TableRoundRow> {
    const latest = await tablesStore.latestRound(db, table.id);
    if (latest && latest.status !== "settled") return latest;
    const opened = await inTransaction(db, (tx) =>
      openRound(tx, table, (latest?.number ?? 0) + 1, clock.now()),
    );
    if (opened) {
      await announce("opened", opened);
      return opened;
    }
    // Another process opened it at the same moment.
    return (await tablesStore.latestRound(db, table.id))!;
  }

  /** "No more bets": the round stops taking bets and its spin is scheduled. */
  async function close(roundId: string) {
    const closed = await inTransaction(db, async (tx) => {
      const round = await tablesStore.roundLocked(tx, roundId);
      if (round?.status !== "open") return null;
      await jobs.enqueue(
        SPIN_QUEUE,
        { roundId },
        { runAt: round.resultAt, uniqueKey: `tables:spin:${roundId}` },
        tx,
      );
      return tablesStore.updateRound(tx, roundId, { status: "closed" });
    });
    if (closed) await announce("closed", closed);
  }

  /** The result: the committed seed decides the pocket, every bet is paid once, and the next round opens. */
  async function spin(roundId: string) {
    const done = await inTransaction(db, async (tx) => {
      const round = await tablesStore.roundLocked(tx, roundId);
      if (round?.status !== "closed") return null;
      const table = tableOf(round.tableId);
      const outcome = drawOutcome(table.game, round);
      const now = clock.now();
      const transfers: TransferResult[] = [];
      for (const bet of await tablesStore.unsettledBets(tx, roundId)) {
        const win = betReturn(bet.positions as StoredPosition[], outcome);
        const bonus = await deps.bonus.play(tx, bet.userId, bet.currency);
        transfers.push(
          ...(await bonus.settle({
            userId: bet.userId,
            currency: bet.currency,
            house: "game_revenue",
            idempotencyKey: `table-bet:${bet.id}:win`,
            metadata: { tableId: table.id, roundId, betId: bet.id },
            stake: bet.stake,
            stakeBonus: bet.stakeBonus,
            win,
            game: "live",
            gameSlug: table.game,
          })),
        );
        await tablesStore.settleBet(tx, bet.id, win, now);
      }
      const settled = await tablesStore.updateRound(tx, roundId, {
        status: "settled",
        pocket: outcome.pocket,
        outcome: outcome.wheel,
        settledAt: now,
      });
      const next = await openRound(tx, table, round.number + 1, now);
      return { settled, next, transfers };
    });
    if (!done) return;
    await deps.wallet.publish(done.transfers);
    await announce("result", done.settled);
    if (done.next) await announce("opened", done.next);
  }

  async function summary(table: TableDefinition) {
    const round = await ensure(table);
    const lastResults = (await tablesStore.recentResults(db, table.id, RESULTS_SHOWN)).map(resultOf);
    return {
      id: table.id,
      name: table.name,
      game: table.game,
      kind: "rng" as const,
      minBet: toMajor(table.minBet),
      maxBet: toMajor(table.maxBet),
      bettingSeconds: Math.round(deps.bettingMs / 1000),
      round: roundView(round),
      lastResults,
    };
  }

  return {
    registerJobs() {
      jobs.handle(CLOSE_QUEUE, async (payload) => close(String(payload.roundId)));
      jobs.handle(SPIN_QUEUE, async (payload) => spin(String(payload.roundId)));
    },

    list: () => Promise.all(TABLES.map(summary)),

    async detail(tableId: string, userId: string | null) {
      const table = tableOf(tableId);
      const base = await summary(table);
      const mine = userId ? await tablesStore.playerBets(db, userId, table.id, 20) : [];
      return { ...base, myBets: mine.map((m) => betView(m.bet, m.roundNumber)) };
    },

    /** The table's current round and last results (the stream's first frame). */
    async snapshot(tableId: string): Promise<TableMessage["data"]> {
      const s = await summary(tableOf(tableId));
      return { tableId, round: s.round, lastResults: s.lastResults };
    },

    /** One round of the table, with its seed and result once settled (what the verifier needs); 404 if none. */
    async round(tableId: string, number: number) {
      const table = tableOf(tableId);
      const row = await tablesStore.roundByNumber(db, table.id, number);
      if (!row) throw roundNotFound();
      return { tableId: table.id, game: table.game, round: roundView(row) };
    },

    /** Places a bet slip on the open round, once per Idempotency-Key. */
    async place(userId: string, key: string | undefined, tableId: string, request: { bets: BetPositions }) {
      const table = tableOf(tableId);
      if (!key) throw keyRequired();
      const { stored, stake } = positionsFor(table.game, request.bets);
      if (stake < table.minBet || stake > table.maxBet) {
        throw invalidTableBet(
          `A bet slip at this table is ${toMajor(table.minBet)} to ${toMajor(table.maxBet)}`,
        );
      }
      await ensure(table);
      const currency = await deps.currencyOf(userId);
      const transfers: TransferResult[] = [];
      const answer = await inTransaction(db, (tx) => {
        transfers.length = 0;
        return once(
          tx,
          { userId, key, operation: "tables.bet", request: { tableId, bets: stored } },
          async () => {
            const round = await tablesStore.liveRoundLocked(tx, tableId, "share");
            if (round?.status !== "open" || clock.now() >= round.closesAt) throw bettingClosed();
            await deps.limits.checkRound(userId, { autoplay: false, stake, gameType: "live", currency }, tx);
            await deps.limits.checkStake(tx, userId, stake, currency);
            const bonus = await deps.bonus.play(tx, userId, currency);
            const id = randomUUID();
            const debit = await bonus.stake({
              userId,
              currency,
              stake,
              game: "live",
              house: "game_revenue",
              idempotencyKey: `table-bet:${id}:stake`,
              metadata: { tableId, roundId: round.id, betId: id },
            });
            transfers.push(debit.transfer);
            const row = await tablesStore.insertBet(tx, {
              id,
              roundId: round.id,
              tableId,
              userId,
              currency,
              positions: stored,
              stake,
              stakeBonus: debit.split.bonus,
              status: "placed",
              createdAt: clock.now(),
            });
            return betView(row, round.number) as unknown as Json;
          },
        );
      });
      await deps.wallet.publish(transfers);
      return answer as unknown as TableBet;
    },

    close,
    spin,
  };
}

export type TablesService = ReturnType<typeof createTablesService>;
