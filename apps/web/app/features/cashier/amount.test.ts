import { describe, expect, it } from "vitest";
import { checkAmount, DEPOSIT_BOUNDS, matchingPreset, WITHDRAWAL_BOUNDS } from "./amount";

const problem = (text: string, available?: number) => {
  const check = checkAmount(text, DEPOSIT_BOUNDS, available);
  return check.ok ? null : check.problem;
};

describe("deposit and withdrawal amounts", () => {
  it("accepts amounts within the bounds, with a dot or a comma", () => {
    expect(checkAmount("25", DEPOSIT_BOUNDS)).toEqual({ ok: true, amount: 25 });
    expect(checkAmount("12,34", DEPOSIT_BOUNDS)).toEqual({ ok: true, amount: 12.34 });
    expect(checkAmount(" 5 ", DEPOSIT_BOUNDS)).toEqual({ ok: true, amount: 5 });
    expect(checkAmount("10000.00", DEPOSIT_BOUNDS)).toEqual({ ok: true, amount: 10_000 });
  });

  it("says why an amount is refused", () => {
    expect(problem("")).toBe("required");
    expect(problem("   ")).toBe("required");
    expect(problem("abc")).toBe("format");
    expect(problem("10.005")).toBe("format");
    expect(problem("-5")).toBe("format");
    expect(problem("1e3")).toBe("format");
    expect(problem("0")).toBe("min");
    expect(problem("0,00")).toBe("min");
    expect(problem("4.99")).toBe("min");
    expect(problem("10000.01")).toBe("max");
  });

  it("refuses a withdrawal above what can be withdrawn, but only after the bounds", () => {
    expect(checkAmount("600", WITHDRAWAL_BOUNDS, 599.99)).toEqual({ ok: false, problem: "funds" });
    expect(checkAmount("599.99", WITHDRAWAL_BOUNDS, 599.99)).toEqual({ ok: true, amount: 599.99 });
    expect(checkAmount("5", WITHDRAWAL_BOUNDS, 1000)).toEqual({ ok: false, problem: "min" });
  });

  it("marks the preset the typed amount equals", () => {
    expect(matchingPreset("25")).toBe(25);
    expect(matchingPreset("25.00")).toBe(25);
    expect(matchingPreset("25,0")).toBe(25);
    expect(matchingPreset("26")).toBeNull();
    expect(matchingPreset("")).toBeNull();
  });
});
