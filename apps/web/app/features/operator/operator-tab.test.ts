import { describe, expect, it } from "vitest";
import { OPERATOR_TABS, operatorTabParams, readOperatorTab } from "./operator-tab";

describe("the back office tab in the address", () => {
  it("reads every known tab", () => {
    for (const tab of OPERATOR_TABS) expect(readOperatorTab(tab)).toBe(tab);
  });

  it("opens withdrawals for a missing or unknown tab", () => {
    expect(readOperatorTab(null)).toBe("withdrawals");
    expect(readOperatorTab("")).toBe("withdrawals");
    expect(readOperatorTab("Documents")).toBe("withdrawals");
    expect(readOperatorTab("admin")).toBe("withdrawals");
  });

  it("round-trips through the search params, leaving the first tab out", () => {
    expect(operatorTabParams("withdrawals")).toEqual({});
    for (const tab of OPERATOR_TABS) {
      const params = new URLSearchParams(operatorTabParams(tab));
      expect(readOperatorTab(params.get("tab"))).toBe(tab);
    }
  });
});
