import { describe, expect, it } from "vitest";
import { NO_PAYMENT_FILTERS, paymentsQuery, reconciliationPeriod } from "./payment-filters";

describe("payments filters", () => {
  it("leaves empty filters out and sends days as Amsterdam instants, the last day included", () => {
    expect(paymentsQuery(NO_PAYMENT_FILTERS, null)).toEqual({});
    const query = paymentsQuery(
      {
        type: "deposit",
        state: "SUCCESSFUL",
        currency: " eur ",
        username: " anna ",
        from: "2026-11-01",
        to: "2026-11-02",
      },
      "abc",
    );
    expect(query).toEqual({
      type: "deposit",
      state: "SUCCESSFUL",
      currency: "EUR",
      username: "anna",
      from: "2026-10-31T23:00:00.000Z",
      to: "2026-11-02T23:00:00.000Z",
      cursor: "abc",
    });
  });

  it("a reconciliation period needs both days in order", () => {
    expect(reconciliationPeriod("2026-11-02", "2026-11-01")).toBeNull();
    expect(reconciliationPeriod("", "2026-11-01")).toBeNull();
    expect(reconciliationPeriod("2026-07-01", "2026-07-01")).toEqual({
      from: "2026-06-30T22:00:00.000Z",
      to: "2026-07-01T22:00:00.000Z",
    });
  });
});
