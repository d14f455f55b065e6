import { parseMajor } from "@casino/contract";
import type { FastifyInstance } from "fastify";
import { defineModule, type Ports } from "../../platform/module";
import { sportsbookAdminRoutes } from "./admin.routes";
import { type BetReader, createBetReader } from "./bets/bet-reader";
import { createBetWallet } from "./bets/bet-wallet";
import { type BetsService, createBetsService } from "./bets/bets.service";
import { betsRoutes } from "./bets.routes";
import { type CashOutService, createCashOut } from "./cash-out/cashout.service";
import { type Catalogue, createCatalogue } from "./catalogue/catalogue.service";
import { createFeaturedEvents } from "./catalogue/featured-event";
import { catalogueRoutes } from "./catalogue.routes";
import { type Book, createBook } from "./feed/book.service";
import { createBuiltinFeed } from "./feed/builtin-feed";
import type { FeedProvider } from "./feed/provider";
import { createFeedTicker, type FeedTicker } from "./feed/ticker";
import { createOperatorActions } from "./settlement/operator.service";
import { createSettledBets } from "./settlement/settled-bets";
import { createSettlement, type Settlement } from "./settlement/settlement.service";
import { streamRoutes } from "./stream.routes";
import { sportsbookTestSeamRoutes } from "./test-seams.routes";
import { createTrading, type Trading } from "./trading/trading.service";
import { tradingRoutes } from "./trading.routes";

/** The sportsbook's services, for tests, the demo seed and benchmarks (never exposed over HTTP). */
export interface Sportsbook {
  book: Book;
  feed: FeedProvider;
  ticker: FeedTicker;
  settlement: Settlement;
  bets: BetsService;
  cashOut: CashOutService;
  catalogue: Catalogue;
  reader: BetReader;
  trading: Trading;
}

/** A configured amount (checked to the cent when the config is read) in minor units. */
const minor = (major: number) => parseMajor(major) ?? 0n;

/**
 * The sportsbook; it answers the content slides' featured events and engagement's settled bets (loyalty points).
 */
export const sportsbookModule = defineModule({
  name: "sportsbook",
  needs: ["config", "db", "clock", "bus", "jobs", "wallet", "limits", "bonus", "accounts", "audit"],
  provides: ["featuredEvent", "settledBets"],
  async register(app, ports) {
    await registerSportsbook(app, ports);
    return { featuredEvent: createFeaturedEvents(ports.db), settledBets: createSettledBets(ports.db) };
  },
});

/**
 * Wires the sportsbook: the book and its built-in feed (ticking while the app runs, unless SPORTS_FEED=off), the
 * read API and odds stream, bets with cash-out, settlement jobs and the operator's result calls.
 */
async function registerSportsbook(
  app: FastifyInstance,
  deps: Pick<
    Ports,
    "config" | "db" | "clock" | "bus" | "jobs" | "wallet" | "limits" | "bonus" | "accounts" | "audit"
  >,
): Promise<Sportsbook> {
  const { config, db, clock } = deps;
  // The account's currency never changes after sign-up: read through the accounts' per-process memory (issue 19).
  const currencyOf = async (userId: string) => (await deps.accounts.identityOf(userId))?.currency ?? "EUR";
  const rules = {
    minStake: minor(config.SPORTS_MIN_STAKE),
    maxStake: minor(config.SPORTS_MAX_STAKE),
    maxPayout: minor(config.SPORTS_MAX_PAYOUT),
  };
  const pricing = { overround: config.SPORTS_OVERROUND, margin: config.SPORTS_CASHOUT_MARGIN };

  const book = createBook({ db, clock, bus: deps.bus, jobs: deps.jobs });
  const money = createBetWallet({ wallet: deps.wallet, limits: deps.limits, bonus: deps.bonus });
  const settlement = createSettlement({ db, clock, money });
  settlement.registerJobs(deps.jobs);
  const catalogue = createCatalogue(db);
  const reader = createBetReader(db, pricing);
  const trading = createTrading({
    db,
    clock,
    bus: deps.bus,
    book,
    overround: pricing.overround,
    maxStake: rules.maxStake,
    currencyOf: async (userId) => (await deps.accounts.identityOf(userId))?.currency ?? null,
    audit: deps.audit,
  });
  app.addHook("onClose", async () => trading.close());
  const bets = createBetsService({
    db,
    clock,
    money,
    currencyOf,
    stakeFactorOf: trading.stakeFactorPct,
    onPlaced: trading.announceBets,
    settings: { ...rules, overround: pricing.overround, liveDelayMs: config.SPORTS_LIVE_DELAY_MS },
  });
  const cashOut = createCashOut({ db, clock, money, settings: { ...pricing, minStake: rules.minStake } });
  const feed = createBuiltinFeed(db, book, {
    timeScale: config.SPORTS_TIME_SCALE,
    overround: config.SPORTS_OVERROUND,
    repriceMs: config.SPORTS_REPRICE_MS,
  });
  const ticker = createFeedTicker({
    db,
    clock,
    provider: feed,
    intervalMs: config.SPORTS_TICK_MS,
    log: app.log,
  });

  await app.register(catalogueRoutes(catalogue));
  await app.register(streamRoutes({ bus: deps.bus, catalogue, heartbeatMs: config.SSE_HEARTBEAT_MS }));
  await app.register(
    betsRoutes({
      bets,
      reader,
      cashOut,
      currencyOf,
      guestCurrency: async () =>
        (await deps.accounts.guestDefaults([], config.DEFAULT_COUNTRY)).currency.code,
      sessionSecret: config.SPORTS_SESSION_SECRET,
      sessionMaxHours: config.SESSION_MAX_HOURS,
    }),
  );
  await app.register(sportsbookAdminRoutes(createOperatorActions(db, book, deps.audit)));
  await app.register(tradingRoutes(trading, { bus: deps.bus, heartbeatMs: config.SSE_HEARTBEAT_MS }));
  if (config.TEST_SEAMS) await app.register(sportsbookTestSeamRoutes(book, clock));

  const feedOn = (config.SPORTS_FEED ?? (config.NODE_ENV === "test" ? "off" : "on")) === "on";
  if (feedOn) app.addHook("onReady", async () => ticker.start());
  // Before the database closes (onClose): no tick may be half-way through its writes.
  app.addHook("preClose", async () => ticker.stop());

  const sportsbook: Sportsbook = {
    book,
    feed,
    ticker,
    settlement,
    bets,
    cashOut,
    catalogue,
    reader,
    trading,
  };
  app.decorate("sportsbook", sportsbook);
  return sportsbook;
}

declare module "fastify" {
  interface FastifyInstance {
    sportsbook: Sportsbook;
  }
}
