import { randomUUID } from "node:crypto";
import { buildApp } from "../apps/server/src/app";
import { seedCatalogue } from "../apps/server/src/db/seed/catalogue";
import { loadConfig } from "../apps/server/src/platform/config";
import { createTestDatabase } from "../apps/server/src/platform/db/test-db";
import { fundedPlayer } from "../apps/server/src/test/funded-player";
import { LOAD, load, ratio } from "./load";

/**
 * Slot rounds per second through HTTP (validation, session, limits check, provably-fair spin, wallet debit and
 * credit, round row — all in one transaction) against /api/health on the same app, same load, same run.
 * Each connection plays as its own player, as real traffic would.
 */
export async function run(): Promise<void> {
  const database = await createTestDatabase();
  await seedCatalogue(database.db);
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", JOBS_POLL_MS: "0" }),
    database,
  });
  try {
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const health = await load(`${url}/api/health`);
    const players = await Promise.all(
      Array.from({ length: LOAD.connections }, () => fundedPlayer(app, 100_000_000n)),
    );
    let next = 0;
    const rounds = await load(`${url}/api/games/neon-nights/rounds`, {
      requests: [
        {
          method: "POST",
          setupRequest: (request) => {
            const player = players[next++ % players.length]!;
            return {
              ...request,
              headers: { ...player.headers, "content-type": "application/json" },
              body: JSON.stringify({ stake: 1, clientRoundId: randomUUID() }),
            };
          },
        },
      ],
    });
    console.info(
      `load: ${LOAD.connections} connections × ${LOAD.duration}s on ${database.kind}; ` +
        `health ${health.requestsPerSecond.toFixed(0)} req/s, slot rounds ${rounds.requestsPerSecond.toFixed(0)} ` +
        `rounds/s (p99 ${rounds.p99Ms} ms, ${rounds.errors} errors)`,
    );
    console.info(`slot_rounds_vs_health: ${ratio(rounds.requestsPerSecond, health.requestsPerSecond)}`);
    const audit = await app.services.wallet.audit();
    if (audit.unbalancedCurrencies.length || audit.driftedAccounts)
      throw new Error("ledger invariants broken");
  } finally {
    await app.close();
  }
}
