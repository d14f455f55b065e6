import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { MatchModel } from "@casino/sports";
import { buildApp } from "../apps/server/src/app";
import { eventsStore } from "../apps/server/src/modules/sportsbook/catalogue/events.store";
import { batches, FEED_CONCURRENCY } from "../apps/server/src/modules/sportsbook/feed/builtin-feed";
import { forEachLimited } from "../apps/server/src/modules/sportsbook/feed/concurrency";
import { priceAll } from "../apps/server/src/modules/sportsbook/feed/pricing";
import { loadConfig } from "../apps/server/src/platform/config";
import { createTestDatabase } from "../apps/server/src/platform/db/test-db";
import { medianPair, ratio } from "./load";
import { profiled } from "./profile";

const CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 500);
const UPDATES = Number(process.env.BENCH_ODDS_UPDATES ?? 200);
/** Rounds of each side before measuring (V8 optimises a function after some thousands of calls). */
const WARM_UP_ROUNDS = 3;
/** Measured rounds of each side. */
const PAIRS = Number(process.env.BENCH_ODDS_PAIRS ?? 5);
const STREAM_CHANNEL = "sportsbook.stream";
/** Client processes: the clients' reading is not the server's work, and in its process it took a quarter of it. */
const CLIENT_PROCESSES = Number(process.env.BENCH_ODDS_CLIENT_PROCESSES ?? 2);
const CLIENT = fileURLToPath(new URL("./odds-client.ts", import.meta.url));

/**
 * Odds updates per second delivered to 500 SSE clients of /api/sportsbook/stream, against the same fan-out of a
 * constant payload through the same bus and stream in the same run. The odds side is the real pipeline: the book
 * reprices an event (fair markets, margin, ladder), writes the changed selections in one transaction, takes a
 * sequence number and publishes; every client gets every change. Events are written as the feed writes a tick's
 * moves: every event moves once a tick, the tick's moves in batches of FEED_BATCH, FEED_CONCURRENCY batches at a
 * time (decisions 0229 and 0239), one tick after the other. The ratio is what repricing and writing cost on top of
 * the bare fan-out.
 */
export async function run(): Promise<void> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      JOBS_POLL_MS: "0",
      SPORTS_FEED: "off",
    }),
    database,
  });
  try {
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    await app.sportsbook.ticker.tick();
    const upcoming = await app.sportsbook.catalogue.events("en", {
      status: "upcoming",
      offset: 0,
      limit: 20,
    });
    const models = await Promise.all(
      upcoming.events.map(async (e) => (await eventsStore.event(app.services.db, e.id))!.model),
    );
    const clients = Array.from({ length: CLIENT_PROCESSES }, (_, i) =>
      clientProcess(
        `${url}/api/sportsbook/stream`,
        Math.floor(CLIENTS / CLIENT_PROCESSES) + (i < CLIENTS % CLIENT_PROCESSES ? 1 : 0),
      ),
    );
    await Promise.all(clients.map((c) => c.ready));

    // As the feed writes them: a tick moves every event once, in batches; the ticks one after the other.
    let tick = 0;
    const moveOdds = async () => {
      for (let sent = 0; sent < UPDATES; tick++) {
        const moves = upcoming.events
          .slice(0, Math.min(upcoming.events.length, UPDATES - sent))
          .map((e, n) => {
            // Alternate two nearby models, so every update really moves prices.
            const model = wobble(models[n]!, tick % 2 ? 1.04 : 0.96);
            return { eventId: e.id, change: { model, prices: priceAll(model, null, 1.06) } };
          });
        sent += moves.length;
        await forEachLimited(batches(moves), FEED_CONCURRENCY, async (batch) => {
          await app.sportsbook.book.moveAll(batch);
        });
      }
    };
    let constants = 0;
    const publishConstants = async () => {
      for (let i = 0; i < UPDATES; i++, constants++) {
        await app.services.bus.publish(STREAM_CHANNEL, {
          type: "odds",
          data: {
            seq: Number.MAX_SAFE_INTEGER - 4 * UPDATES + constants,
            eventId: "constant",
            inPlay: false,
          },
        });
      }
    };
    // Rounds of each first, not measured: a server at its Friday-night peak has long compiled its hot paths (the
    // pricing, the book's writes, the stream's frames), so the figures are of code the JIT has optimised, both sides.
    // Then PAIRS measured rounds of each, interleaved; the median pair is reported (a round lasts a few releases of
    // the stream, so one round alone swings with where its last release falls).
    let total = 0;
    const round = (send: () => Promise<void>) => {
      total += UPDATES;
      return delivered(clients, total, UPDATES, send);
    };
    for (let warm = 0; warm < WARM_UP_ROUNDS; warm++) {
      await round(moveOdds);
      await round(publishConstants);
    }
    const pairs: { odds: Delivery; constant: Delivery }[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const odds = await round(() => (pair === 0 ? profiled("odds_updates", moveOdds) : moveOdds()));
      const constant = await round(() =>
        pair === 0 ? profiled("constant_fanout", publishConstants) : publishConstants(),
      );
      pairs.push({ odds, constant });
    }
    const { odds, constant } = medianPair(pairs, (p) => p.odds.perSecond / p.constant.perSecond);
    console.info(
      `odds ratio of each pair: ${pairs.map((p) => ratio(p.odds.perSecond, p.constant.perSecond)).join(", ")}`,
    );
    for (const c of clients) c.close();
    console.info(
      `${CLIENTS} SSE clients on ${database.kind}: odds ${odds.perSecond.toFixed(0)} updates/s ` +
        `(${(odds.perSecond * CLIENTS).toFixed(0)} deliveries/s), constant payload ` +
        `${constant.perSecond.toFixed(0)} messages/s (${(constant.perSecond * CLIENTS).toFixed(0)} deliveries/s); ` +
        `server CPU ${odds.cpuMs.toFixed(2)} ms an update, ${constant.cpuMs.toFixed(2)} ms a constant message`,
    );
    console.info(
      `odds_updates_vs_constant_fanout_${CLIENTS}_clients: ${ratio(odds.perSecond, constant.perSecond)}`,
    );
  } finally {
    await app.close();
  }
}

/** The model with the home side a little stronger or weaker. */
function wobble(model: MatchModel, factor: number): MatchModel {
  if (model.sport === "football")
    return { ...model, home: { ...model.home, attack: model.home.attack * factor } };
  if (model.sport === "tennis")
    return { ...model, home: { serve: Math.min(0.8, model.home.serve * factor) } };
  return { ...model, home: { rating: model.home.rating * factor } };
}

/** A child process holding `count` SSE connections of the stream, counting the events each receives. */
function clientProcess(url: string, count: number) {
  const child: ChildProcess = fork(CLIENT, [url, String(count)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`odds client process exited (${code})`)));
  });
  return {
    ready,
    /** Resolves with how many events the connections lack once each has `until` (or at the deadline). */
    reached(until: number, deadline: number): Promise<number> {
      return new Promise((resolve) => {
        const timer = setTimeout(() => child.send({ report: true }), deadline - Date.now());
        child.once("message", (message: { missing: number }) => {
          clearTimeout(timer);
          resolve(message.missing);
        });
        child.send({ until });
      });
    },
    close: () => child.kill(),
  };
}

type Clients = ReturnType<typeof clientProcess>[];

/**
 * Runs `send` (which produces `count` messages) and waits until every client has them all (`total` so far);
 * messages per second.
 */
type Delivery = { perSecond: number; cpuMs: number };

async function delivered(
  clients: Clients,
  total: number,
  count: number,
  send: () => Promise<void>,
): Promise<Delivery> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const arrived = Promise.all(clients.map((c) => c.reached(total, Date.now() + 120_000)));
  await send();
  const missing = (await arrived).reduce((sum, n) => sum + n, 0);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  if (missing) throw new Error(`${missing} messages never arrived`);
  // The server's CPU per message (this process: the clients read in their own), steadier than the rate on a busy machine.
  return { perSecond: count / seconds, cpuMs: (used.user + used.system) / 1000 / count };
}
