import { describe, expect, it } from "vitest";
import { historyAmount } from "./history-amount";

const item = (type: "deposit" | "withdrawal", state: Parameters<typeof historyAmount>[0]["state"]) => ({
  type,
  state,
  amount: 25,
  currency: "GBP",
});

describe("an amount in the banking history", () => {
  it("is signed only where money moved", () => {
    expect(historyAmount(item("deposit", "SUCCESSFUL"), "en").text).toBe("+£25.00");
    expect(historyAmount(item("withdrawal", "PENDING"), "en").text).toBe("−£25.00");
    expect(historyAmount(item("withdrawal", "SUCCESSFUL"), "en").text).toBe("−£25.00");
  });

  it("shows a declined, failed, cancelled, expired or still unpaid deposit without a sign", () => {
    for (const state of ["FAILED", "CANCELLED", "REJECTED", "EXPIRED", "PENDING"] as const)
      expect(historyAmount(item("deposit", state), "en")).toEqual({ text: "£25.00", moved: false });
    for (const state of ["FAILED", "CANCELLED", "REJECTED"] as const)
      expect(historyAmount(item("withdrawal", state), "en")).toEqual({ text: "£25.00", moved: false });
  });
});
