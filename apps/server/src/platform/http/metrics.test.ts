import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

// The operator's scraper reads /metrics; nobody else may (it tells the business's figures).
const TOKEN = "metrics-token-for-this-test-0123456789";
let t: TestApp;
let port: number;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(port) } });
  await t.app.ready();
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

describe("/metrics", () => {
  it("is not there for the public, nor for a wrong token", async () => {
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape(`Bearer ${TOKEN.slice(1)}x`)).statusCode).toBe(404);
  });

  it("counts requests by route template and status, and reads the business from the database", async () => {
    const p = await fundedPlayer(t.app, 1_000n);
    const round = await call(t.app, "POST", "/api/games/comet-cascade/rounds", p.headers, {
      clientRoundId: "metrics-1",
      stake: 1,
    });
    expect(round.status).toBe(200);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/games\/:slug\/rounds",status_code="200"\} 1/,
    );
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/vela_db_pool_connections\{state="in_use"\} \d/);
    expect(text).toMatch(/vela_sse_streams_open \d/);
    expect(text).toMatch(/vela_game_rounds\{kind="slot"\} [1-9]/);
    expect(text).toMatch(/vela_ggr\{house="game_revenue",currency="EUR"\} -?\d/);
  });

  it("answers on its own port without a token", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("http_request_duration_seconds");
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
  });
});
