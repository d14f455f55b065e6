import { describe, expect, it } from "vitest";
import { historyFilterParams, readHistoryFilter } from "./history-filter";

const today = "2026-03-30";
const read = (query: string) => readHistoryFilter(new URLSearchParams(query), today);

describe("the banking history filter", () => {
  it("defaults to the last 30 days, today included, of every type", () => {
    expect(read("")).toEqual({ from: "2026-03-01", to: "2026-03-30", type: undefined, problem: null });
  });

  it("reads dates and a type from the URL, ignoring malformed values", () => {
    expect(read("from=2026-01-01&to=2026-01-31&type=withdrawal")).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
      type: "withdrawal",
      problem: null,
    });
    expect(read("from=yesterday&type=bets")).toMatchObject({ from: "2026-03-01", type: undefined });
    expect(read("to=2026-02-30").to).toBe(today);
    expect(read("from=2026-13-45").from).toBe("2026-03-01");
  });

  it("counts the default window back from a chosen end date", () => {
    expect(read("to=2026-03-10").from).toBe("2026-02-09");
  });

  it("flags a range that ends before it starts, or starts in the future", () => {
    expect(read("from=2026-03-20&to=2026-03-10").problem).toBe("order");
    expect(read("from=2026-04-02&to=2026-04-05").problem).toBe("future");
  });

  it("writes only what differs from the defaults", () => {
    expect(historyFilterParams(read(""), today).toString()).toBe("");
    expect(historyFilterParams({ ...read(""), type: "deposit" }, today).toString()).toBe("type=deposit");
    expect(
      historyFilterParams({ from: "2026-02-01", to: "2026-03-30", type: undefined }, today).toString(),
    ).toBe("from=2026-02-01&to=2026-03-30");
  });
});
