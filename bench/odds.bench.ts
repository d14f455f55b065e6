import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { MatchModel } from "@casino/sports";
import { buildApp } from "../apps/server/src/app";
import { eventsStore } from "../apps/server/src/modules/sportsbook/catalogue/events.store";
import { FEED_CONCURRENCY } from "../apps/server/src/modules/sportsbook/feed/builtin-feed";
import { forEachLimited } from "../apps/server/src/modules/sportsbook/feed/concurrency";
import { priceAll } from "../apps/server/src/modules/sportsbook/feed/pricing";
import { loadConfig } from "../apps/server/src/platform/config";
import { createTestDatabase } from "../apps/server/src/platform/db/test-db";
import { ratio } from "./load";
import { profiled } from "./profile";

const CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 500);
const UPDATES = Number(process.env.BENCH_ODDS_UPDATES ?? 200);
const STREAM_CHANNEL = "sportsbook.stream";
/** Client processes: the clients' reading is not the server's work, and in its process it took a quarter of it. */
const CLIENT_PROCESSES = Number(process.env.BENCH_ODDS_CLIENT_PROCESSES ?? 2);
const CLIENT = fileURLToPath(new URL("./odds-client.ts", import.meta.url));

/**
 * Odds updates per second delivered to 500 SSE clients of /api/sportsbook/stream, against the same fan-out of a
 * constant payload through the same bus and stream in the same run. The odds side is the real pipeline: the book
 * reprices an event (fair markets, margin, ladder), writes the changed selections in one transaction, takes a
 * sequence number and publishes; every client gets every change. Events are written as the feed writes them,
 * FEED_CONCURRENCY at a time (decision 0229). The ratio is what repricing and writing cost
 * on top of the bare fan-out.
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

    const odds = await delivered(clients, UPDATES, UPDATES, () =>
      profiled("odds_updates", async () => {
        // As the feed writes them: FEED_CONCURRENCY events at once, each event's moves in order.
        const events = upcoming.events.map((_, n) => n);
        await forEachLimited(events, FEED_CONCURRENCY, async (n) => {
          for (let i = n; i < UPDATES; i += events.length) {
            // Alternate two nearby models, so every update really moves prices.
            const model = wobble(models[n]!, Math.floor(i / events.length) % 2 ? 1.04 : 0.96);
            await app.sportsbook.book.update(upcoming.events[n]!.id, {
              model,
              prices: priceAll(model, null, 1.06),
            });
          }
        });
      }),
    );
    const constant = await delivered(clients, 2 * UPDATES, UPDATES, () =>
      profiled("constant_fanout", async () => {
        for (let i = 0; i < UPDATES; i++) {
          await app.services.bus.publish(STREAM_CHANNEL, {
            type: "odds",
            data: { seq: Number.MAX_SAFE_INTEGER - UPDATES + i, eventId: "constant", inPlay: false },
          });
        }
      }),
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
async function delivered(clients: Clients, total: number, count: number, send: () => Promise<void>) {
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
