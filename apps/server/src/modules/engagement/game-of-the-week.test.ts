import { GameOfTheWeekResponse, LoyaltyProfile } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { insertMissingContent } from "../content";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const pick = (slug: string, gameSlug: string, extra: { sortOrder?: number; publishFrom?: Date } = {}) =>
  (["en", "de"] as const).map((locale) => ({
    type: "game-of-the-week" as const,
    slug,
    locale,
    ...extra,
    fields: {
      gameSlug,
      title: locale === "de" ? "Spiel der Woche: Würfel" : "Game of the week: Dice",
      text: locale === "de" ? "Doppelte Punkte." : "Double points.",
      image: { src: "/brand/art-free-spins.svg", alt: "Dice" },
      pointsBoost: 2,
    },
  }));

describe("game of the week", () => {
  it("is the editors' pick from the content store, and its rounds earn boosted loyalty points", async () => {
    // Nothing published: no pick, and a clear 404 rather than an invented one.
    const none = await call(t.app, "GET", "/api/game-of-the-week");
    expect([none.status, none.json.code]).toEqual([404, "GAME_OF_THE_WEEK_NOT_FOUND"]);

    await insertMissingContent(t.app.services.db, [
      ...pick("dice-week", "dice", { sortOrder: 10 }),
      // A later pick, scheduled but not yet live, does not replace it even with a lower sort order.
      ...pick("next-week", "european-roulette", {
        sortOrder: 1,
        publishFrom: new Date(t.app.services.clock.now().getTime() + 7 * 86_400_000),
      }),
    ]);
    const en = GameOfTheWeekResponse.parse((await call(t.app, "GET", "/api/game-of-the-week")).json);
    expect(en).toMatchObject({ slug: "dice", title: "Game of the week: Dice", pointsBoost: 2, until: null });
    expect(en.gameName).not.toBe("");
    const de = await call(t.app, "GET", "/api/game-of-the-week", { "x-locale": "de" });
    expect(de.json.title).toBe("Spiel der Woche: Würfel");

    const p = await fundedPlayer(t.app, 100_000n);
    // 10 × 1.00 on dice (10 points per 1.00, doubled) = 200; 10 × 1.00 on roulette (5 per 1.00) = 50.
    for (let i = 0; i < 10; i++) {
      const dice = await call(t.app, "POST", "/api/games/dice/rounds", p.headers, {
        stake: 1,
        clientRoundId: `gotw-dice-${i}`,
        dice: { target: 5000, direction: "under" },
      });
      expect(dice.status, JSON.stringify(dice.json)).toBe(200);
      await call(t.app, "POST", "/api/games/european-roulette/rounds", p.headers, {
        clientRoundId: `gotw-roulette-${i}`,
        bets: [{ type: "red", amount: 1 }],
      });
    }
    const profile = LoyaltyProfile.parse((await call(t.app, "GET", "/api/loyalty/profile", p.headers)).json);
    expect(profile.points).toBe(250);
    expect(profile.levels.map((l) => l.id)).toEqual(["bronze", "silver", "gold", "platinum"]);
  });
});
