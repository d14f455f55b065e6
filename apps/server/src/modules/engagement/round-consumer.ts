import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { SettledRound, SettledRoundsReader } from "../games";
import { createCursorConsumer } from "./cursor-consumer";
import { type PlayInsert, tournamentsStore } from "./tournaments/tournaments.store";

/**
 * Consumes settled studio rounds after they commit, outside their transaction: tournament plays and loyalty points.
 * Runs on a timer, when the bus reports a bet, and before a leaderboard or profile is read.
 */
export function createRoundConsumer(deps: {
  db: Db;
  clock: Clock;
  settledRounds: SettledRoundsReader;
  /** Loyalty points for a batch of newly seen rounds (each round is credited once, by its id). */
  onPoints(rounds: SettledRound[]): Promise<void>;
}) {
  const { db } = deps;

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
        // Below the qualifying stake a round scores nothing (dust stakes cannot buy a leaderboard place).
        if (round.stake < t.minStake) continue;
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

  return createCursorConsumer<SettledRound>({
    db,
    name: "settled-rounds",
    read: deps.settledRounds,
    stampOf: (round) => round.settledAt,
    handle: async (rounds) => {
      await tournamentPlays(rounds);
      await deps.onPoints(rounds);
    },
  });
}

export type RoundConsumer = ReturnType<typeof createRoundConsumer>;
