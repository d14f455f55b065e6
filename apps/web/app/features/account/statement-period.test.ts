import { describe, expect, it } from "vitest";
import { amsterdamToday, defaultPeriod, periodProblem, statementUrl } from "./statement-period";

describe("statement period", () => {
  it("counts days on the Amsterdam calendar", () => {
    // 23:30 UTC on 31 March is already 1 April in Amsterdam.
    expect(amsterdamToday(new Date("2026-03-31T23:30:00Z"))).toBe("2026-04-01");
    expect(defaultPeriod(new Date("2026-03-31T23:30:00Z"))).toEqual({ from: "2026-04-01", to: "2026-04-01" });
  });

  it("refuses reversed, missing and over-long periods", () => {
    expect(periodProblem("2026-03-02", "2026-03-01")).toBe("account.statement.reversed");
    expect(periodProblem("", "2026-03-01")).toBe("account.statement.pickDates");
    expect(periodProblem("2025-01-01", "2026-01-02")).toBe("account.statement.tooLong");
    expect(periodProblem("2025-01-01", "2025-12-31")).toBeNull();
    expect(statementUrl("2026-01-01", "2026-01-31")).toBe(
      "/api/user/statement?from=2026-01-01&to=2026-01-31",
    );
  });
});
