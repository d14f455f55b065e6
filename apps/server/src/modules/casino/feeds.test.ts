import { LatestBetsResponse, RtpResponse, WinnersResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { maskUsername } from "./feeds.service";

let t: TestApp;
let diceRounds = 0;
/** German rules want 5 s between two rounds of a player (British ones 2.5 s): the clock moves on before each. */
const clock = new ManualClock(new Date());
beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0" } });
  // Real rounds, no fixtures: a German and a British player roll a 98 % dice, and one spins a slot.
  const de = await fundedPlayer(t.app, 10_000n, { username: "andrea_de", country: "DE" });
  const gb = await fundedPlayer(t.app, 10_000n, { username: "bob", country: "GB" });
  // The German player rolls until they have won once (a 98 % chance a roll; 20 losses in a row never happen),
  // so the country filter always has a winner to show.
  const roll = async (p: typeof de) => {
    clock.advance(5_000);
    const r = await call(t.app, "POST", "/api/games/dice/rounds", p.headers, {
      stake: 10,
      clientRoundId: `feed-${diceRounds++}`,
      dice: { target: 9800, direction: "under" },
    });
    expect(r.status).toBe(200);
    return Number(r.json.win ?? r.json.round?.win ?? 0);
  };
  let deWins = 0;
  for (let i = 0; i < 20 && (deWins === 0 || i < 2); i++) if ((await roll(de)) > 0) deWins++;
  await roll(gb);
  clock.advance(5_000);
  await call(t.app, "POST", "/api/games/neon-nights/rounds", gb.headers, {
    stake: 1,
    clientRoundId: "feed-slot",
  });
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ url })).json();

describe("feeds from real rounds", () => {
  it("masks usernames", () => {
    expect(maskUsername("andrea")).toBe("an***ea");
    expect(maskUsername("bob")).toBe("b***");
  });

  // docs/product/casino.md#feeds
  it("lists recent and top winners with their fields, filtered by country and currency", async () => {
    const recent = WinnersResponse.parse(await get("/api/recentWinners"));
    expect(recent.items.length).toBeGreaterThan(0);
    expect(recent.items[0]).toMatchObject({
      gameId: expect.any(String),
      slug: expect.any(String),
      thumbnails: { "114": expect.stringContaining("thumb-114") },
      gameHasFunMode: true,
      currency: "EUR",
    });
    const german = WinnersResponse.parse(await get("/api/recentWinners?country=DE"));
    expect(german.items.every((w) => w.username === "an***de")).toBe(true);
    expect(german.items.length).toBeGreaterThan(0);
    expect((await get("/api/recentWinners?specifiedCurrency=GBP")).items).toEqual([]);
    const top = WinnersResponse.parse(await get("/api/topWinners"));
    const amounts = top.items.map((w) => w.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await get("/api/jackpotWinners")).items).toEqual([]);
  });

  it("shows winners in the viewer's currency: the player's wallet, else the guest's chosen display currency", async () => {
    const winners = async (url: string, headers: Record<string, string> = {}) =>
      WinnersResponse.parse((await t.app.inject({ url, headers })).json()).items;
    // Every win so far was in EUR.
    expect((await winners("/api/recentWinners")).length).toBeGreaterThan(0);
    expect(await winners("/api/recentWinners", { cookie: "display_currency=GBP" })).toEqual([]);
    const inEuro = await winners("/api/topWinners", { cookie: "display_currency=eur" });
    expect(inEuro.length).toBeGreaterThan(0);
    expect(inEuro.every((w) => w.currency === "EUR")).toBe(true);

    const pounds = await fundedPlayer(t.app, 0n, { currency: "GBP", country: "GB" });
    expect(await winners("/api/recentWinners", pounds.headers)).toEqual([]);
    // The player's own currency beats a display-currency cookie; an explicit parameter beats both.
    expect(
      await winners("/api/recentWinners", { ...pounds.headers, cookie: "display_currency=EUR" }),
    ).toEqual([]);
    expect(
      (await winners("/api/recentWinners?specifiedCurrency=EUR", pounds.headers)).length,
    ).toBeGreaterThan(0);
  });

  it("lists latest bets, wins and losses alike", async () => {
    const latest = LatestBetsResponse.parse(await get("/api/latestBets"));
    expect(latest.items).toHaveLength(diceRounds + 1);
    expect(latest.items.find((b) => b.gameName === "Neon Nights")).toMatchObject({
      wagered: 1,
      username: "b***",
    });
  });

  it("computes the actual RTP per game from the window's rounds", async () => {
    const daily = RtpResponse.parse(await get("/api/rtpDaily"));
    const dice = daily.items.find((i) => i.slug === "dice")!;
    expect(dice).toMatchObject({ rounds: diceRounds, wagered: 10 * diceRounds, theoreticalRtp: 0.99 });
    expect(dice.rtp).toBeCloseTo(dice.won / (10 * diceRounds), 6);
    expect(RtpResponse.parse(await get("/api/rtpHourly")).items.length).toBe(daily.items.length);
  });
});
