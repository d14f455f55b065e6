import { randomUUID } from "node:crypto";
import { type RoundView, toMajor } from "@casino/contract";
import { type BlackjackAction, type BlackjackState, createFairRng } from "@casino/games";
import type { Clock } from "../../platform/clock";
import { type BetInput, blackjackStep, kindOf, type Played, playRound, visibleOutcome } from "./engine";
import { insufficientStake, roundNotFound, roundOpen } from "./games.errors";
import { freshSeeds } from "./seeds.service";

/** Play money a fun session starts with (1,000.00). */
export const FUN_START_BALANCE = 100_000n;
/** Fun sessions kept in memory; the oldest is dropped past this (play money, nothing of value is lost). */
const MAX_SESSIONS = 10_000;
const MAX_ROUNDS = 50;

interface FunRound {
  view: RoundView;
  state: BlackjackState | null;
  clientRoundId: string;
}
interface FunSession {
  balance: bigint;
  rounds: Map<string, FunRound>;
}

/**
 * Fun mode: play money per browser session (a cookie-bound id), held in this process's memory and never touching
 * the wallet. Each fun round uses a fresh seed pair that is revealed at once: nothing is at stake.
 */
export function createFunService(clock: Clock) {
  const sessions = new Map<string, FunSession>();

  function session(id: string): FunSession {
    let s = sessions.get(id);
    if (!s) {
      if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
      s = { balance: FUN_START_BALANCE, rounds: new Map() };
      sessions.set(id, s);
    }
    return s;
  }

  function view(
    id: string,
    slug: string,
    played: Played,
    before: bigint,
    after: bigint,
    seeds: ReturnType<typeof freshSeeds>,
  ): RoundView {
    const now = clock.now().toISOString();
    return {
      id,
      slug,
      mode: "fun",
      status: played.open ? "open" : "settled",
      currency: "FUN",
      stake: toMajor(played.stake),
      win: toMajor(played.win),
      outcome: visibleOutcome(kindOf(slug), played.outcome),
      bet: played.bet,
      steps: [],
      balanceBefore: toMajor(before),
      balanceAfter: played.open ? null : toMajor(after),
      seeds: { ...seeds, serverSeed: seeds.serverSeed },
      createdAt: now,
      settledAt: played.open ? null : now,
    };
  }

  function remember(s: FunSession, id: string, round: FunRound) {
    if (s.rounds.size >= MAX_ROUNDS) s.rounds.delete(s.rounds.keys().next().value!);
    s.rounds.set(id, round);
  }

  return {
    balance: (funId: string) => session(funId).balance,

    play(funId: string, slug: string, request: BetInput & { clientRoundId: string }): RoundView {
      const s = session(funId);
      for (const round of s.rounds.values()) {
        if (round.clientRoundId === request.clientRoundId && round.view.slug === slug) return round.view;
        if (round.view.slug === slug && round.view.status === "open") throw roundOpen(round.view.id);
      }
      const seeds = freshSeeds();
      const played = playRound(slug, request, createFairRng(seeds));
      if (played.stake > s.balance) throw insufficientStake();
      const before = s.balance;
      s.balance += played.win - played.stake;
      const id = randomUUID();
      const state = kindOf(slug) === "blackjack" ? (played.outcome as BlackjackState) : null;
      const round = {
        view: view(id, slug, played, before, s.balance, seeds),
        state,
        clientRoundId: request.clientRoundId,
      };
      remember(s, id, round);
      return round.view;
    },

    act(funId: string, roundId: string, action: BlackjackAction, clientActionId: string): RoundView {
      const s = session(funId);
      const round = s.rounds.get(roundId);
      if (!round?.state) throw roundNotFound();
      // A retried step returns the state it produced, as in real play.
      if (
        round.view.steps.some(
          (step) => (step as { clientActionId?: string }).clientActionId === clientActionId,
        )
      ) {
        return round.view;
      }
      const step = blackjackStep(round.state, action);
      if (step.cost > s.balance) throw insufficientStake();
      s.balance += step.played.win - step.cost;
      round.state = step.state;
      round.view = {
        ...round.view,
        status: step.played.open ? "open" : "settled",
        stake: toMajor(step.played.stake),
        win: toMajor(step.played.win),
        outcome: visibleOutcome("blackjack", step.state),
        steps: [...round.view.steps, { action, clientActionId, cost: step.cost.toString() }],
        balanceAfter: step.played.open ? null : toMajor(s.balance),
        settledAt: step.played.open ? null : clock.now().toISOString(),
      };
      return round.view;
    },

    /** Whether this fun session holds the round (fun and real rounds share the actions path). */
    has: (funId: string | undefined, roundId: string) =>
      !!funId && !!sessions.get(funId)?.rounds.has(roundId),

    openRound(funId: string, slug: string): RoundView | null {
      for (const round of session(funId).rounds.values()) {
        if (round.view.slug === slug && round.view.status === "open") return round.view;
      }
      return null;
    },
  };
}

export type FunService = ReturnType<typeof createFunService>;
