import { GameOfTheWeekAdminResponse, GameOfTheWeekResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../../platform/clock";
import { call, fundedPlayer } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";

// docs/product/back-office.md#catalogue, decision 0206: content staff schedule the game of the week per Amsterdam
// week; the lobby's banner shows the week's pick at once and rotates at Monday 00:00 Amsterdam.

// Wednesday 25 November 2026, 11:00 in Amsterdam: this week began Monday 23 November 00:00 CET (22 Nov 23:00 UTC).
const clock = new ManualClock(new Date("2026-11-25T10:00:00Z"));
let t: TestApp;
let content: Record<string, string>;
let admin: Record<string, string>;
/** Fresh staff sessions (moving the clock by days ends the old ones). */
async function signIn() {
  content = (await fundedPlayer(t.app, 0n, { roles: ["player", "content"] })).headers;
  admin = (await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] })).headers;
}
beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0" } });
  await signIn();
});
afterAll(() => t.close());

const PATH = "/api/admin/catalogue/game-of-the-week";
const body = (gameSlug: string, title = "Game of the week: Dice") => ({
  gameSlug,
  pointsBoost: 3,
  en: { title, text: "Triple points on every real-money roll." },
  de: { title: "Spiel der Woche: Würfel", text: "Dreifache Punkte für jeden Echtgeld-Wurf." },
});
const lobby = async (locale = "en") => {
  const response = await call(t.app, "GET", "/api/game-of-the-week", { "x-locale": locale });
  return response.status === 200 ? GameOfTheWeekResponse.parse(response.json) : response.json;
};

describe("game of the week in the back office", () => {
  it("lists this week and the next seven by their Amsterdam Mondays", async () => {
    const list = await call(t.app, "GET", PATH, content);
    expect(list.status).toBe(200);
    const parsed = GameOfTheWeekAdminResponse.parse(list.json);
    expect(parsed.weeks.map((w) => w.week)).toEqual([
      "2026-11-23",
      "2026-11-30",
      "2026-12-07",
      "2026-12-14",
      "2026-12-21",
      "2026-12-28",
      "2027-01-04",
      "2027-01-11",
    ]);
    expect(parsed.weeks[0]).toMatchObject({
      from: "2026-11-22T23:00:00.000Z",
      to: "2026-11-29T23:00:00.000Z",
    });
  });

  it("content staff set this week's pick: the lobby shows it at once, per locale, audited with before and after", async () => {
    const saved = await call(t.app, "PUT", `${PATH}/2026-11-23`, content, body("dice"));
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.pick).toMatchObject({ gameSlug: "dice", pointsBoost: 3, "en-ca": null });
    expect(await lobby()).toMatchObject({
      slug: "dice",
      title: "Game of the week: Dice",
      pointsBoost: 3,
      until: "2026-11-29T23:00:00.000Z",
    });
    expect((await lobby("de")).title).toBe("Spiel der Woche: Würfel");
    // Canadian English is English where it was not given.
    expect((await lobby("en-ca")).title).toBe("Game of the week: Dice");

    // Replaced the same week with a Canadian text: the newest wins, and the audit row holds both.
    const replaced = await call(t.app, "PUT", `${PATH}/2026-11-23`, content, {
      ...body("european-roulette", "Game of the week: Roulette"),
      "en-ca": { title: "Game of the week, eh: Roulette", text: "Triple points." },
    });
    expect(replaced.status, JSON.stringify(replaced.json)).toBe(200);
    expect((await lobby()).slug).toBe("european-roulette");
    expect((await lobby("en-ca")).title).toBe("Game of the week, eh: Roulette");
    const audit = await call(t.app, "GET", "/api/admin/audit?action=catalogue.game-of-the-week", admin);
    const [latest] = audit.json.items as Array<{ targetId: string; before: unknown; after: unknown }>;
    expect(latest).toMatchObject({
      targetId: "2026-11-23",
      before: { gameSlug: "dice" },
      after: { gameSlug: "european-roulette", "en-ca": { title: "Game of the week, eh: Roulette" } },
    });
  });

  it("a week scheduled ahead takes over at its Monday 00:00 Amsterdam, not before", async () => {
    const next = await call(t.app, "PUT", `${PATH}/2026-11-30`, content, body("dice", "Next week: Dice"));
    expect(next.status, JSON.stringify(next.json)).toBe(200);
    expect((await lobby()).slug).toBe("european-roulette");
    clock.set("2026-11-29T22:59:59Z");
    expect((await lobby()).slug).toBe("european-roulette");
    clock.set("2026-11-29T23:00:00Z");
    expect(await lobby()).toMatchObject({ slug: "dice", title: "Next week: Dice" });
    await signIn();
    // The week that has passed is no longer in the list, nor can it be set.
    const list = GameOfTheWeekAdminResponse.parse((await call(t.app, "GET", PATH, content)).json);
    expect(list.weeks[0]).toMatchObject({ week: "2026-11-30", pick: { gameSlug: "dice" } });
    const past = await call(t.app, "PUT", `${PATH}/2026-11-23`, content, body("dice"));
    expect([past.status, past.json.code]).toEqual([400, "WEEK_NOT_SCHEDULABLE"]);
  });

  it("taking a week's pick away shows no pick that week (or the standing one); it is audited", async () => {
    const cleared = await call(t.app, "DELETE", `${PATH}/2026-11-30`, content);
    expect(cleared.status, JSON.stringify(cleared.json)).toBe(200);
    const none = await call(t.app, "GET", "/api/game-of-the-week");
    expect([none.status, none.json.code]).toEqual([404, "GAME_OF_THE_WEEK_NOT_FOUND"]);
    const again = await call(t.app, "DELETE", `${PATH}/2026-11-30`, content);
    expect(again.status).toBe(404);
    const audit = await call(t.app, "GET", "/api/admin/audit?action=catalogue.game-of-the-week-clear", admin);
    expect(audit.json.items[0]).toMatchObject({
      targetId: "2026-11-30",
      before: { gameSlug: "dice" },
      after: null,
    });
  });

  it("bad input is a 4xx with a code and changes nothing: unknown game, a week not a Monday or too far, bad texts", async () => {
    const week = "2026-12-07";
    const cases: Array<[string, unknown, number, string]> = [
      [week, body("no-such-game"), 404, "GAME_NOT_FOUND"],
      ["2026-12-08", body("dice"), 400, "WEEK_NOT_SCHEDULABLE"],
      ["2027-02-01", body("dice"), 400, "WEEK_NOT_SCHEDULABLE"],
      ["next-week", body("dice"), 400, "VALIDATION_FAILED"],
      [week, { ...body("dice"), en: { title: "", text: "x" } }, 400, "VALIDATION_FAILED"],
      [week, { ...body("dice"), pointsBoost: 11 }, 400, "VALIDATION_FAILED"],
      [week, { gameSlug: "dice", en: { title: "T", text: "x" } }, 400, "VALIDATION_FAILED"],
    ];
    for (const [w, payload, status, code] of cases) {
      const response = await call(t.app, "PUT", `${PATH}/${w}`, content, payload);
      expect({ w, status: response.status, code: response.json.code }).toEqual({ w, status, code });
      expect(typeof response.json.message).toBe("string");
    }
    const list = GameOfTheWeekAdminResponse.parse((await call(t.app, "GET", PATH, content)).json);
    expect(list.weeks.find((w) => w.week === week)?.pick).toBeNull();
  });

  it("is refused (403, before validation) to players and to staff without catalogue.manage", async () => {
    const player = (await fundedPlayer(t.app, 0n)).headers;
    const support = (await fundedPlayer(t.app, 0n, { roles: ["player", "support"] })).headers;
    const compliance = (await fundedPlayer(t.app, 0n, { roles: ["player", "compliance"] })).headers;
    for (const headers of [player, support, compliance]) {
      const bad = await call(t.app, "PUT", `${PATH}/not-a-week`, headers, { nonsense: true });
      expect([bad.status, bad.json.code]).toEqual([403, "FORBIDDEN"]);
      expect((await call(t.app, "GET", PATH, headers)).status).toBe(403);
    }
  });
});
