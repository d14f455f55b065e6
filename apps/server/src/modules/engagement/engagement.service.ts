import type { GameOfTheWeekFields, GameOfTheWeekResponse, JackpotTick, UrlLocale } from "@casino/contract";
import type { z } from "zod";
import type { Ports } from "../../platform/module";
import type { Viewer } from "../account";
import type { CatalogueService } from "../casino";
import type { ContentService } from "../content";
import { createSettledRounds } from "../games";
import type { SettledBet, SettledBetsReader } from "../sportsbook";
import { BALANCE_CHANNEL, type BalanceEvent } from "../wallet";
import { createCalendarService } from "./calendar.service";
import { createCursorConsumer } from "./cursor-consumer";
import { noGameOfTheWeek } from "./engagement.errors";
import { JACKPOT_CHANNEL, VELA_MEGA } from "./jackpot/jackpot.config";
import { createJackpotService } from "./jackpot/jackpot.service";
import { createLoyaltyService, pointsFor } from "./loyalty/loyalty.service";
import { createRoundConsumer } from "./round-consumer";
import { createTournamentsService } from "./tournaments/tournaments.service";

type GamePick = z.output<typeof GameOfTheWeekFields> & { publishedTo: string | null };

/** Builds every engagement service from the app's dependencies. */
export function createEngagement(
  deps: Pick<Ports, "config" | "db" | "clock" | "bus" | "jobs" | "wallet" | "accounts" | "bonus">,
  catalogue: CatalogueService,
  options: {
    ticketCodesOf?: ((userId: string) => Promise<string[]>) | undefined;
    /** The content store, where editors publish the game of the week (none: no pick, no boost). */
    content?: Pick<ContentService, "list"> | undefined;
    /** Settled sports bets, which earn loyalty points like rounds (none: sports bets earn nothing). */
    settledBets?: SettledBetsReader | undefined;
  } = {},
) {
  const { db, clock, wallet, bus } = deps;
  const jackpot = VELA_MEGA;
  const jackpots = createJackpotService({ db, clock, wallet, bus });
  const loyalty = createLoyaltyService({ db, clock, wallet, accounts: deps.accounts, bonus: deps.bonus });

  /**
   * The game of the week: the visible `game-of-the-week` content entry with the lowest sort order (its publish
   * window rotates it), in the locale's texts.
   */
  async function currentPick(locale: UrlLocale, currency: string): Promise<GamePick | null> {
    if (!options.content) return null;
    const { data } = await options.content.list("game-of-the-week", locale, null, {}, currency);
    return (data[0]?.attributes as unknown as GamePick | undefined) ?? null;
  }

  const consumer = createRoundConsumer({
    db,
    clock,
    settledRounds: createSettledRounds(db),
    // One look-up of the pick per batch: its rounds on the picked game earn the boosted points.
    onPoints: async (rounds) => {
      const pick = await currentPick("en", "EUR");
      for (const round of rounds) {
        const boost = pick && round.slug === pick.gameSlug ? pick.pointsBoost : 1;
        // Real money only: bonus stakes and free spins earn nothing (the shop would turn them into cash).
        await loyalty.earn(round.userId, `round:${round.id}`, pointsFor(round.kind, round.realStake, boost));
      }
    },
  });
  const settledBets = options.settledBets;
  const bets = settledBets
    ? createCursorConsumer<SettledBet>({
        db,
        name: "settled-bets",
        read: settledBets,
        stampOf: (bet) => bet.settledAt,
        handle: async (list) => {
          for (const bet of list) await loyalty.awardSportsBet(bet.userId, bet.id, bet.realStake);
        },
      })
    : null;
  const catchUp = async () => {
    await consumer.catchUp();
    await bets?.catchUp();
  };
  const tournaments = createTournamentsService({
    db,
    clock,
    wallet,
    jobs: deps.jobs,
    catalogue,
    consumer,
    playerOf: (userId) => deps.accounts.contactOf(userId),
    ticketCodesOf: options.ticketCodesOf,
    bonus: deps.bonus,
    notify: (userId, texts, key) => loyalty.send(userId, texts, key),
  });
  const calendar = createCalendarService({ db, clock, wallet, bonus: deps.bonus });
  const currencyOf = async (userId: string | null) =>
    userId ? ((await deps.accounts.contactOf(userId))?.currency ?? null) : null;

  return {
    jackpot,
    jackpots,
    loyalty,
    tournaments,
    calendar,
    consumer,
    /** Consumes every settled round and sports bet so far (tournament plays, loyalty points). */
    catchUp,
    currencyOf,
    currencyOrEur: async (userId: string) => (await currencyOf(userId)) ?? "EUR",
    /** The currency a viewer sees jackpots and content money in (a player's wallet, else the guest's). */
    viewerCurrency: (viewer: Viewer) => deps.accounts.viewerCurrency(viewer, deps.config.DEFAULT_COUNTRY),
    onTick: (handler: (tick: JackpotTick) => void) =>
      bus.subscribe(JACKPOT_CHANNEL, (payload) => handler(payload as JackpotTick)),

    /** The country assumed for a visitor whose request names none (the catalogue is switched per country). */
    defaultCountry: deps.config.DEFAULT_COUNTRY,

    /**
     * GET /api/game-of-the-week: the editors' pick with its banner, and the game it points at; none where that game
     * is switched off in the visitor's `country` (docs/product/back-office.md#catalogue).
     */
    async gameOfTheWeek(
      locale: UrlLocale,
      currency: string,
      country?: string,
    ): Promise<GameOfTheWeekResponse> {
      const pick = await currentPick(locale, currency);
      if (!pick) throw noGameOfTheWeek();
      const game = await catalogue.game(pick.gameSlug, country);
      if (!game || game.slug !== pick.gameSlug) throw noGameOfTheWeek();
      return {
        slug: game.slug,
        gameName: game.name,
        title: pick.title,
        text: pick.text,
        image: pick.image.src,
        imageAlt: pick.image.alt,
        pointsBoost: pick.pointsBoost,
        until: pick.publishedTo,
      };
    },

    /**
     * Live work: after each bet (a balance event on the bus) the settled rounds are consumed and jackpot values
     * published, at most once a second per process. Returns the stop, which resolves once work already started has
     * ended (the database closes after it).
     */
    startLive(onError: (err: unknown) => void) {
      let timer: NodeJS.Timeout | undefined;
      let working: Promise<void> = Promise.resolve();
      const currencies = new Set<string>();
      const off = bus.subscribe(BALANCE_CHANNEL, (payload) => {
        const event = payload as BalanceEvent;
        if (event.source !== "bet" && event.source !== "win") return;
        currencies.add(event.currency);
        if (timer) return;
        timer = setTimeout(() => {
          timer = undefined;
          const list = [...currencies];
          currencies.clear();
          working = (async () => {
            for (const c of list) await jackpots.publishTick(jackpot, c);
            await catchUp();
          })().catch(onError);
        }, 1_000);
        timer.unref();
      });
      return async () => {
        off();
        if (timer) clearTimeout(timer);
        await working;
      };
    },
  };
}

export type Engagement = ReturnType<typeof createEngagement>;
