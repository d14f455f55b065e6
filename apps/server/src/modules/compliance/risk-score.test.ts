import { describe, expect, it } from "vitest";
import { CRITERIA } from "./questionnaire.criteria";
import { riskScore } from "./risk-score";

/** Answers by mapping reference, e.g. answers("PEP_NO", "EMPLOYED", …). */
function answers(...references: string[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const reference of references) {
    const criterion = CRITERIA.find((c) => c.answers.some((a) => a.mappingReference === reference))!;
    map.set(criterion.id, criterion.answers.find((a) => a.mappingReference === reference)!.id);
  }
  return map;
}

describe("risk score (docs/decisions/0103-risk-score-and-reviews.md)", () => {
  it("scores a salaried employee with modest play low", () => {
    expect(
      riskScore(answers("PEP_NO", "EMPLOYED", "SALARY", "INCOME_50K_100K", "INTENDED_UNDER_1K")),
    ).toEqual({
      score: 0,
      level: "low",
      factors: [],
    });
  });

  it("makes every politically exposed person high risk on that answer alone", () => {
    const result = riskScore(
      answers("PEP_YES", "EMPLOYED", "SALARY", "INCOME_50K_100K", "INTENDED_UNDER_1K"),
    );
    expect(result).toMatchObject({ score: 50, level: "high", factors: ["PEP_YES"] });
  });

  it("adds the affordability points when the intended deposits reach a fifth of the income", () => {
    const fits = riskScore(answers("PEP_NO", "EMPLOYED", "SALARY", "INCOME_25K_50K", "INTENDED_5K_20K"));
    expect(fits).toMatchObject({ score: 10, level: "low" });
    const outOfProportion = riskScore(
      answers("PEP_NO", "EMPLOYED", "SALARY", "INCOME_UNDER_25K", "INTENDED_5K_20K"),
    );
    expect(outOfProportion).toMatchObject({ score: 40, level: "medium" });
    expect(outOfProportion.factors).toContain("AFFORDABILITY");
    // The open top income band never fires it.
    expect(riskScore(answers("INCOME_OVER_250K", "INTENDED_OVER_50K")).factors).not.toContain(
      "AFFORDABILITY",
    );
  });

  it("adds up cash-intensive work, gambling wealth and large intended deposits to high", () => {
    const result = riskScore(
      answers("PEP_NO", "CASH_INTENSIVE", "GAMBLING", "INCOME_100K_250K", "INTENDED_20K_50K"),
    );
    expect(result).toMatchObject({ score: 70, level: "high" });
  });

  it("gives every criterion an answer worth nothing, so nobody is flagged by the form alone", () => {
    for (const criterion of CRITERIA) expect(Math.min(...criterion.answers.map((a) => a.points))).toBe(0);
  });
});
