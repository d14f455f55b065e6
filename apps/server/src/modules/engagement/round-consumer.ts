import { eq, sql } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { SettledRound, SettledRoundsReader } from "../games";
import { engagementCursors } from "./engagement.tables";
import { type PlayInsert, tournamentsStore } from "./tournaments.store";

const CURSOR = "settled-rounds";
/**
 * Rounds are read again from this long before the newest one seen: a round stamped earlier may commit after a
 * later one. Reading twice is harmless (plays and points are unique per round).
 */
const LOOKBACK_MS = 60_000;
const BATCH = 500;

/**
 * Consumes settled studio rounds after they commit, outside their transaction: tournament plays and loyalty points.
 * Runs on a timer, when the bus reports a bet, and before a leaderboard or profile is read; calls in one process
 * are serialised, and several processes may run it at once safely.
 */
export function createRoundConsumer(deps: {
  db: Db;
  clock: Clock;
  settledRounds: SettledRoundsReader;
  /** Loyalty points for a batch of newly seen rounds (each round is credited once, by its id). */
  onPoints(rounds: SettledRound[]): Promise<void>;
}) {
  const { db } = deps;
  let running: Promise<void> = Promise.resolve();
  // Rounds this process has already handled (the look-back re-reads them); only saves work, never needed for safety.
  const seen = new Set<string>();

  async function cursor(): Promise<Date> {
    const [row] = await db.select().from(engagementCursors).where(eq(engagementCursors.name, CURSOR));
    return row?.at ?? new Date(0);
  }

  async function tournamentPlays(rounds: SettledRound[]) {
    const first = rounds[0]!.settledAt;
    const last = rounds[rounds.length - 1]!.settledAt;
    const running = await tournamentsStore.overlapping(db, first, last);
    if (running.length === 0) return;
    const entries = await tournamentsStore.entriesOf(
      db,
      running.map((t) => t.id),
    );
    const plays: PlayInsert[] = [];
    for (const round of rounds) {
      if (round.stake <= 0n) continue;
      for (const t of running) {
        if (round.settledAt < t.startsAt || round.settledAt >= t.endsAt || !t.games.includes(round.slug))
          continue;
        const entry = entries.find((e) => e.tournamentId === t.id && e.userId === round.userId);
        if (!entry || entry.joinedAt > round.settledAt) continue;
        plays.push({
          tournamentId: t.id,
          roundId: round.id,
          userId: round.userId,
          stake: round.stake,
          win: round.win,
          multiplierBp: (round.win * 10_000n) / round.stake,
          playedAt: round.settledAt,
        });
      }
    }
    await tournamentsStore.addPlays(db, plays);
  }

  async function run() {
    let from = new Date((await cursor()).getTime() - LOOKBACK_MS);
    for (let i = 0; i < 100; i++) {
      const read = await deps.settledRounds(from, BATCH);
      const rounds = read.filter((r) => !seen.has(r.id));
      if (rounds.length > 0) {
        await tournamentPlays(rounds);
        await deps.onPoints(rounds);
        if (seen.size > 50_000) seen.clear();
        for (const round of rounds) seen.add(round.id);
      }
      if (read.length === 0) return;
      const newest = read[read.length - 1]!.settledAt;
      await db
        .insert(engagementCursors)
        .values({ name: CURSOR, at: newest })
        .onConflictDoUpdate({
          target: engagementCursors.name,
          set: { at: sql`greatest(${engagementCursors.at}, excluded.at)` },
        });
      if (read.length < BATCH || newest.getTime() === from.getTime()) return;
      from = newest;
    }
  }

  return {
    /** Reads every round settled so far; resolves when done. */
    catchUp(): Promise<void> {
      running = running.then(run, run);
      return running;
    },
  };
}

export type RoundConsumer = ReturnType<typeof createRoundConsumer>;
