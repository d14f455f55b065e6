import http from "node:http";
import type { MatchModel } from "@casino/sports";
import { buildApp } from "../apps/server/src/app";
import { eventsStore } from "../apps/server/src/modules/sportsbook/catalogue/events.store";
import { priceAll } from "../apps/server/src/modules/sportsbook/feed/pricing";
import { loadConfig } from "../apps/server/src/platform/config";
import { createTestDatabase } from "../apps/server/src/platform/db/test-db";
import { ratio } from "./load";
import { profiled } from "./profile";

const CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 500);
const UPDATES = Number(process.env.BENCH_ODDS_UPDATES ?? 200);
const STREAM_CHANNEL = "sportsbook.stream";

/**
 * Odds updates per second delivered to 500 SSE clients of /api/sportsbook/stream, against the same fan-out of a
 * constant payload through the same bus and stream in the same run. The odds side is the real pipeline: the book
 * reprices an event (fair markets, margin, ladder), writes the changed selections in one transaction, takes a
 * sequence number and publishes; every client gets every change. The ratio is what repricing and writing cost
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
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => subscribe(url)));

    const odds = await delivered(clients, UPDATES, () =>
      profiled("odds_updates", async () => {
        for (let i = 0; i < UPDATES; i++) {
          const n = i % upcoming.events.length;
          // Alternate two nearby models, so every update really moves prices.
          const model = wobble(models[n]!, Math.floor(i / models.length) % 2 ? 1.04 : 0.96);
          await app.sportsbook.book.update(upcoming.events[n]!.id, {
            model,
            prices: priceAll(model, null, 1.06),
          });
        }
      }),
    );
    const constant = await delivered(clients, UPDATES, () =>
      profiled("constant_fanout", async () => {
        for (let i = 0; i < UPDATES; i++) {
          await app.services.bus.publish(STREAM_CHANNEL, {
            type: "odds",
            data: { seq: Number.MAX_SAFE_INTEGER - UPDATES + i, eventId: "constant", inPlay: false },
          });
        }
      }),
    );
    for (const client of clients) client.close();
    console.info(
      `${CLIENTS} SSE clients on ${database.kind}: odds ${odds.perSecond.toFixed(0)} updates/s ` +
        `(${(odds.perSecond * CLIENTS).toFixed(0)} deliveries/s), constant payload ` +
        `${constant.perSecond.toFixed(0)} messages/s (${(constant.perSecond * CLIENTS).toFixed(0)} deliveries/s)`,
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

interface Client {
  received: number;
  close(): void;
}

/** An SSE client that counts the messages it receives (heartbeats are comments and not counted). */
function subscribe(base: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client: Client = { received: 0, close: () => request.destroy() };
    let tail = "";
    const request = http.get(`${base}/api/sportsbook/stream`, { agent: false }, (response) => {
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        const text = tail + chunk;
        client.received += text.split("\nevent: ").length - 1;
        tail = text.slice(-8);
      });
      resolve(client);
    });
    request.on("error", reject);
  });
}

/** Runs `send` (which produces `count` messages) and waits until every client has them; messages per second. */
async function delivered(clients: Client[], count: number, send: () => Promise<void>) {
  const before = clients.map((c) => c.received);
  const started = performance.now();
  await send();
  const deadline = Date.now() + 120_000;
  while (clients.some((c, i) => c.received - before[i]! < count) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const seconds = (performance.now() - started) / 1000;
  const missing = clients.reduce((sum, c, i) => sum + Math.max(0, count - (c.received - before[i]!)), 0);
  if (missing) throw new Error(`${missing} messages never arrived`);
  return { perSecond: count / seconds };
}
