import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMinor, parseMajor, toMajor } from "./money";

describe("money conversion", () => {
  it("parses plain decimals exactly", () => {
    expect(parseMajor("10")).toBe(1000n);
    expect(parseMajor("10.5")).toBe(1050n);
    expect(parseMajor(0.1)).toBe(10n);
    expect(parseMajor(19.99)).toBe(1999n);
    expect(parseMajor("-3.07")).toBe(-307n);
    expect(parseMajor("0.05")).toBe(5n);
    expect(parseMajor("25.00")).toBe(2500n);
  });
  it("refuses more decimals than the currency has, and garbage", () => {
    for (const bad of [
      "10.005",
      0.1 + 0.2,
      "1e3",
      "abc",
      "",
      " . ",
      Number.NaN,
      Number.POSITIVE_INFINITY,
      "1,5",
      // One spelling per amount: no padding, no leading zeros, no sign or dot without digits.
      " 10 ",
      "10 ",
      "\t10",
      "00010",
      "010.5",
      "-05",
      "+10",
      "10.",
      ".5",
      "0x10",
    ]) {
      expect(parseMajor(bad as string)).toBeNull();
    }
  });
  it("prints minor amounts exactly with two decimals", () => {
    expect(formatMinor(1205n)).toBe("12.05");
    expect(formatMinor(-7n)).toBe("-0.07");
    expect(formatMinor(100000n)).toBe("1000.00");
  });
  it("round-trips every minor amount through major units", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), (minor) => {
        expect(parseMajor(toMajor(minor))).toBe(minor);
      }),
    );
  });
});
