import { GameOfTheWeekRequest } from "@casino/contract";
import { describe, expect, it } from "vitest";
import { gameOfTheWeekBody, gameOfTheWeekForm, gameOfTheWeekFormSchema } from "./game-of-the-week-form";

const filled = {
  ...gameOfTheWeekForm(null),
  gameSlug: "dice",
  enTitle: " Game of the week: Dice ",
  enText: "Double points.",
  deTitle: "Spiel der Woche: Würfel",
  deText: "Doppelte Punkte.",
};
const problemsOf = (form: unknown) => {
  const parsed = gameOfTheWeekFormSchema.safeParse(form);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
};

describe("the game-of-the-week form", () => {
  it("sends what the server accepts: trimmed texts, the boost as a number, no Canadian texts when left empty", () => {
    expect(problemsOf(filled)).toEqual({});
    const body = gameOfTheWeekBody(filled);
    expect(GameOfTheWeekRequest.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ pointsBoost: 2, en: { title: "Game of the week: Dice" }, "en-ca": null });
    const ca = gameOfTheWeekBody({ ...filled, caTitle: "Game of the week, eh", caText: "Double points." });
    expect(ca["en-ca"]).toEqual({ title: "Game of the week, eh", text: "Double points." });
  });

  it("names each field's problem: a slug, a boost of 1 to 10, required texts, Canadian both or neither", () => {
    expect(
      problemsOf({
        ...filled,
        gameSlug: "Not a slug",
        pointsBoost: "11",
        deTitle: " ",
        caTitle: "Only a title",
      }),
    ).toEqual({
      gameSlug: "operator.catalogue.gotw.problems.game",
      pointsBoost: "operator.catalogue.gotw.problems.boost",
      deTitle: "operator.catalogue.gotw.problems.title",
      caText: "operator.catalogue.gotw.problems.caBoth",
    });
  });

  it("opens a scheduled week with its texts", () => {
    const form = gameOfTheWeekForm({
      gameSlug: "dice",
      gameName: "Dice",
      pointsBoost: 3,
      en: { title: "T", text: "X" },
      de: { title: "DT", text: "DX" },
      "en-ca": null,
    });
    expect(form).toMatchObject({ gameSlug: "dice", pointsBoost: "3", deTitle: "DT", caTitle: "" });
  });
});
