import { describe, expect, it } from "vitest";
import { reasonProblem } from "./reason";

const withdrawal = { min: 3, max: 300 };

describe("a rejection reason", () => {
  it("is required, spaces alone included", () => {
    expect(reasonProblem("", withdrawal)).toBe("required");
    expect(reasonProblem("   \n ", withdrawal)).toBe("required");
  });

  it("needs the API's minimum length after trimming", () => {
    expect(reasonProblem(" ab ", withdrawal)).toBe("tooShort");
    expect(reasonProblem(" abc ", withdrawal)).toBeNull();
    expect(reasonProblem("x", { min: 1, max: 500 })).toBeNull();
  });

  it("stays within the API's maximum length", () => {
    expect(reasonProblem("a".repeat(300), withdrawal)).toBeNull();
    expect(reasonProblem("a".repeat(301), withdrawal)).toBe("tooLong");
  });
});
