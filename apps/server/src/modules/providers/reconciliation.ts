import { ProviderReportRound, type ReconciliationDifference } from "@casino/contract";
import { z } from "zod";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { JobQueue } from "../../platform/jobs";
import { signPayload } from "../../platform/webhook-signature";
import type { ExternalRounds } from "../games";
import { type ProviderRow, providersStore } from "./providers.store";

type Difference = z.output<typeof ReconciliationDifference>;
type ReportRound = z.output<typeof ProviderReportRound>;

export const RECONCILE_QUEUE = "providers.reconcile";
const DAY_MS = 86_400_000;
const Report = z.object({ rounds: z.array(ProviderReportRound).max(1_000_000) });

/** The UTC day (yyyy-mm-dd) of an instant; the provider's report is by UTC day, as ours is. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Open rounds and the daily reconciliation (docs/product/providers.md#reconciliation): what the provider reports
 * per round against what our round rows hold.
 */
export function createReconciliation(deps: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  externalRounds: ExternalRounds;
  openRoundMinutes: number;
  /** The network edge: the provider's report endpoint. */
  fetch?: typeof fetch;
}) {
  const { db, clock, externalRounds } = deps;

  /** Our stake and win per round reference of the provider's rounds opened on `day`. */
  async function ours(providerId: string, day: string) {
    const from = new Date(`${day}T00:00:00Z`);
    const rows = await providersStore.roundsOpenedIn(db, providerId, from, new Date(from.getTime() + DAY_MS));
    const out = new Map<string, { stake: bigint; win: bigint }>();
    for (const r of rows) {
      const round = await externalRounds.round(db, r.userId, r.roundId);
      if (round) out.set(r.roundRef, { stake: round.stake, win: round.win });
    }
    return out;
  }

  async function reconcile(providerId: string, day: string, report: ReportRound[]) {
    const here = await ours(providerId, day);
    const differences: Difference[] = [];
    const seen = new Set<string>();
    for (const theirs of report) {
      seen.add(theirs.roundRef);
      const mine = here.get(theirs.roundRef);
      const them = { theirStake: String(theirs.stake), theirWin: String(theirs.win) };
      if (!mine) {
        differences.push({
          roundRef: theirs.roundRef,
          kind: "missing_here",
          ourStake: null,
          ourWin: null,
          ...them,
        });
      } else if (mine.stake !== BigInt(theirs.stake) || mine.win !== BigInt(theirs.win)) {
        const us = { ourStake: String(mine.stake), ourWin: String(mine.win) };
        differences.push({ roundRef: theirs.roundRef, kind: "amounts", ...us, ...them });
      }
    }
    for (const [roundRef, mine] of here) {
      if (seen.has(roundRef)) continue;
      differences.push({
        roundRef,
        kind: "missing_there",
        ourStake: String(mine.stake),
        ourWin: String(mine.win),
        theirStake: null,
        theirWin: null,
      });
    }
    await providersStore.saveReconciliation(db, {
      providerId,
      day,
      rounds: report.length,
      differences,
      createdAt: clock.now(),
    });
    return differences;
  }

  /** Fetches the provider's signed report of `day` and compares it. */
  async function reconcileFromReport(provider: ProviderRow, day: string) {
    if (!provider.reportUrl) return null;
    const url = new URL(provider.reportUrl);
    url.searchParams.set("day", day);
    const signature = signPayload(provider.secret, "", Math.floor(clock.now().getTime() / 1000));
    const response = await (deps.fetch ?? fetch)(url, {
      headers: { "x-provider-id": provider.id, "x-signature": signature },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`report of ${provider.id} answered ${response.status}`);
    const report = Report.parse(await response.json());
    return reconcile(provider.id, day, report.rounds);
  }

  return {
    reconcile,
    reconcileFromReport,

    /** Rounds still open after `minutes` (default the configured age), oldest first. */
    async openRounds(minutes = deps.openRoundMinutes) {
      const rows = await providersStore.openRounds(db, new Date(clock.now().getTime() - minutes * 60_000));
      const items = [];
      for (const r of rows) {
        const round = await externalRounds.round(db, r.userId, r.roundId);
        items.push({ ...r, stake: round?.stake ?? 0n, win: round?.win ?? 0n });
      }
      return items;
    },

    list: (providerId: string) => providersStore.reconciliations(db, providerId),

    /**
     * Once a day, through the job queue: yesterday's report of every provider with a report URL. Each run
     * schedules the next; the unique key makes every process's start enqueue the same single run.
     */
    async schedule() {
      const next = (at: Date) =>
        deps.jobs.enqueue(RECONCILE_QUEUE, {}, { runAt: at, uniqueKey: `${RECONCILE_QUEUE}:${dayOf(at)}` });
      deps.jobs.handle(RECONCILE_QUEUE, async () => {
        const now = clock.now();
        const yesterday = dayOf(new Date(now.getTime() - DAY_MS));
        for (const provider of await providersStore.all(db)) {
          if (provider.enabled && provider.reportUrl) await reconcileFromReport(provider, yesterday);
        }
        await next(new Date(now.getTime() + DAY_MS));
      });
      const now = clock.now();
      await next(now);
    },
  };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;
