import {
  formatMinor,
  type LeaderboardResponse,
  type TournamentScoring,
  type TournamentStatus,
  type TournamentView,
  toMajor,
  type UrlLocale,
} from "@casino/contract";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { inTransaction } from "../../../platform/db/transaction";
import { once } from "../../../platform/idempotency";
import type { JobQueue } from "../../../platform/jobs";
import type { BonusService } from "../../bonus";
import { type CatalogueService, maskUsername } from "../../casino";
import type { TransferResult, WalletService } from "../../wallet";
import { ticketRequired, tournamentClosed, tournamentNotFound } from "../engagement.errors";
import type { RoundConsumer } from "../round-consumer";
import {
  type Standing,
  type TournamentInsert,
  type TournamentRow,
  tournamentsStore,
} from "./tournaments.store";

export const PAYOUT_QUEUE = "engagement.tournament-payout";
const LEADERBOARD_SIZE = 50;

export interface TournamentsDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  jobs: JobQueue;
  catalogue: CatalogueService;
  consumer: RoundConsumer;
  playerOf(userId: string): Promise<{ username: string; currency: string } | null>;
  /** Open bonus codes of a player (tickets); absent until the bonus engine is wired. */
  ticketCodesOf?: ((userId: string) => Promise<string[]>) | undefined;
  /** Pays bonus-money prizes (tournaments whose prizeKind is bonus) and redeems tickets on entry. */
  bonus?: Pick<BonusService, "grantReward" | "redeemTicket"> | undefined;
  /** Tells a winner by inbox message. */
  notify?: (
    userId: string,
    texts: Record<string, { title: string; body: string }>,
    key: string,
  ) => Promise<unknown>;
}

/** A score as shown: multipliers with two decimals (×), turnover in major units. */
const scoreView = (scoring: string, score: bigint) =>
  scoring === "turnover" ? toMajor(score) : Number(score / 100n) / 100;

/** Tournaments over studio games: entry, scoring from settled rounds, and the prize table paid once at the end. */
export function createTournamentsService(deps: TournamentsDeps) {
  const { db, clock, wallet } = deps;

  const statusOf = (t: TournamentRow, now = clock.now()): TournamentStatus =>
    now < t.startsAt ? "upcoming" : now < t.endsAt ? "running" : "finished";

  async function find(id: string) {
    const t = await tournamentsStore.byId(db, id);
    if (!t) throw tournamentNotFound();
    return t;
  }

  async function view(t: TournamentRow, locale: UrlLocale, userId: string | null, expand: boolean) {
    const text = t.texts[locale === "de" ? "de" : "en"] ?? t.texts.en ?? { name: t.id, description: "" };
    const result: TournamentView = {
      id: t.id,
      name: text.name,
      description: text.description,
      status: statusOf(t),
      startsAt: t.startsAt.toISOString(),
      endsAt: t.endsAt.toISOString(),
      scoring: t.scoring as TournamentScoring,
      entry: t.entry as "opt_in" | "ticket",
      ticketCode: t.ticketCode,
      prizes: t.prizes.map((p) => toMajor(BigInt(p))),
      prizeKind: t.prizeKind === "bonus" ? "bonus" : "real",
      minStake: toMajor(t.minStake),
      gameSlugs: t.games,
      entered: userId ? !!(await tournamentsStore.entry(db, t.id, userId)) : false,
    };
    if (expand) {
      const games = await deps.catalogue.gamesBySlug(t.games);
      result.games = t.games.flatMap((slug) => {
        const g = games.get(slug);
        return g ? [{ slug, name: g.name, thumbnail: g.thumbnails["114"] ?? "" }] : [];
      });
    }
    return result;
  }

  /** Pays the prize table once: the tournament row is locked and stamped in the same transaction as the prizes. */
  async function payOut(id: string) {
    await deps.consumer.catchUp();
    const paid: { standing: Standing; prize: bigint; rank: number }[] = [];
    let row: TournamentRow | null = null;
    const transfers = await inTransaction(db, async (tx) => {
      const t = await tournamentsStore.lock(tx, id);
      if (!t || t.paidAt || clock.now() < t.endsAt) return [] as TransferResult[];
      row = t;
      const standings = (await tournamentsStore.standings(tx, t)).filter((s) => s.score > 0n);
      const done: TransferResult[] = [];
      for (const [i, prizeText] of t.prizes.entries()) {
        const standing = standings[i];
        const prize = BigInt(prizeText);
        if (!standing || prize <= 0n) continue;
        const key = `tournament:${t.id}:prize:${i + 1}`;
        if (t.prizeKind === "bonus") {
          if (!deps.bonus) throw new Error("Bonus-money tournament prizes need the bonus module");
          done.push(
            ...(await deps.bonus.grantReward(tx, {
              userId: standing.userId,
              currency: standing.currency,
              kind: "bonus_money",
              amount: prize,
              key,
            })),
          );
          paid.push({ standing, prize, rank: i + 1 });
          continue;
        }
        done.push(
          await wallet.transferIn(tx, {
            idempotencyKey: key,
            kind: "tournament_prize",
            currency: standing.currency,
            postings: [
              { account: { operator: "tournament_prizes" }, amount: -prize },
              { account: { userId: standing.userId, kind: "real" }, amount: prize },
            ],
            metadata: { tournamentId: t.id, rank: i + 1 },
          }),
        );
        paid.push({ standing, prize, rank: i + 1 });
      }
      await tournamentsStore.markPaid(tx, t.id, clock.now());
      return done;
    });
    await wallet.publish(transfers);
    const t = row as TournamentRow | null;
    const bonus = t?.prizeKind === "bonus";
    const name = (lang: "en" | "de") => t?.texts[lang]?.name ?? t?.texts.en?.name ?? id;
    for (const p of paid) {
      const amount = formatMinor(p.prize);
      const currency = p.standing.currency;
      await deps.notify?.(
        p.standing.userId,
        {
          en: {
            title: `Tournament prize: rank ${p.rank}`,
            body: `You finished ${p.rank} in ${name("en")} and won ${amount} ${currency}${bonus ? " in bonus money (see My bonuses for its wagering)" : ""}.`,
          },
          de: {
            title: `Turnierpreis: Platz ${p.rank}`,
            body: `Du bist in ${name("de")} auf Platz ${p.rank} gekommen und hast ${amount.replace(".", ",")} ${currency}${bonus ? " Bonusgeld" : ""} gewonnen${bonus ? " (Umsatzbedingungen unter Meine Boni)" : ""}.`,
          },
        },
        `tournament:${id}`,
      );
    }
  }

  return {
    statusOf,
    payOut,
    registerJobs() {
      deps.jobs.handle(PAYOUT_QUEUE, async (payload) => payOut(String(payload.tournamentId)));
    },

    /** Creates a tournament (if new) and schedules its payout at the end. */
    async create(row: TournamentInsert) {
      await tournamentsStore.insert(db, row);
      await deps.jobs.enqueue(
        PAYOUT_QUEUE,
        { tournamentId: row.id },
        { runAt: row.endsAt, uniqueKey: `tournament-payout:${row.id}` },
      );
    },

    async list(
      query: {
        status?: TournamentStatus | undefined;
        offset: number;
        limit: number;
        expand?: "games" | undefined;
      },
      locale: UrlLocale,
      userId: string | null,
    ) {
      const all = (await tournamentsStore.all(db)).filter(
        (t) => !query.status || statusOf(t) === query.status,
      );
      const page = all.slice(query.offset, query.offset + query.limit);
      return {
        items: await Promise.all(page.map((t) => view(t, locale, userId, query.expand === "games"))),
        total: all.length,
        offset: query.offset,
        currentPage: Math.floor(query.offset / query.limit) + 1,
      };
    },

    get: async (id: string, locale: UrlLocale, userId: string | null, expand: boolean) =>
      view(await find(id), locale, userId, expand),

    /**
     * Enters the player. A ticket tournament uses up one of the player's tickets in the transaction that records
     * the entry (a ticket enters one tournament, and an entry is never left without its ticket); joining again
     * what one has entered uses nothing. With an Idempotency-Key, the key stands for this tournament only
     * (another: 409).
     */
    async join(id: string, userId: string, locale: UrlLocale, idempotencyKey?: string) {
      const t = await find(id);
      if (statusOf(t) === "finished") throw tournamentClosed();
      const player = await deps.playerOf(userId);
      if (!player) throw tournamentNotFound();
      const { ticketCode } = t;
      const call = { userId, key: idempotencyKey, operation: "tournaments.join", request: { id: t.id } };
      await inTransaction(db, (tx) =>
        once(tx, call, async () => {
          await tournamentsStore.lockEntrant(tx, userId);
          if (await tournamentsStore.entry(tx, t.id, userId)) return null;
          if (t.entry === "ticket" && ticketCode) {
            const redeem = deps.bonus?.redeemTicket;
            const ok = redeem
              ? await redeem(tx, userId, player.currency, ticketCode)
              : ((await deps.ticketCodesOf?.(userId)) ?? []).some(
                  (c) => c.toUpperCase() === ticketCode.toUpperCase(),
                );
            if (!ok) throw ticketRequired(ticketCode);
          }
          await tournamentsStore.join(tx, {
            tournamentId: t.id,
            userId,
            username: player.username,
            currency: player.currency,
            joinedAt: clock.now(),
          });
          return null;
        }),
      );
      return view(t, locale, userId, false);
    },

    async leaderboard(id: string, userId: string | null): Promise<LeaderboardResponse> {
      const t = await find(id);
      if (statusOf(t) !== "upcoming") await deps.consumer.catchUp();
      const standings = await tournamentsStore.standings(db, t);
      const rows = standings.map((s, i) => ({
        rank: i + 1,
        username: maskUsername(s.username),
        score: scoreView(t.scoring, s.score),
        rounds: s.rounds,
        prize: i < t.prizes.length && s.score > 0n ? toMajor(BigInt(t.prizes[i]!)) : null,
        me: s.userId === userId,
      }));
      return {
        tournamentId: t.id,
        status: statusOf(t),
        scoring: t.scoring as TournamentScoring,
        items: rows.slice(0, LEADERBOARD_SIZE),
        me: rows.find((r) => r.me) ?? null,
        participants: rows.length,
      };
    },
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
