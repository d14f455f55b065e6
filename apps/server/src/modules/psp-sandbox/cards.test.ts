import { describe, expect, it } from "vitest";
import { cardProblem, luhnValid, outcomeOf, TEST_CARDS } from "./cards";

describe("sandbox cards", () => {
  it("checks the Luhn digit", () => {
    expect(luhnValid(TEST_CARDS.approve)).toBe(true);
    expect(luhnValid(TEST_CARDS.decline)).toBe(true);
    expect(luhnValid(TEST_CARDS.pendingThenApprove)).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
  });
  it("maps the documented test cards to their outcomes", () => {
    expect(outcomeOf(TEST_CARDS.approve)).toBe("approved");
    expect(outcomeOf(TEST_CARDS.decline)).toBe("declined");
    expect(outcomeOf(TEST_CARDS.pendingThenApprove)).toBe("pending");
  });
  it("refuses expired cards and bad CVCs", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(cardProblem({ number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" }, now)).toBeNull();
    expect(cardProblem({ number: "4242 4242 4242 4242", expiry: "11/26", cvc: "123" }, now)).toBeNull();
    expect(cardProblem({ number: "4242 4242 4242 4242", expiry: "10/26", cvc: "123" }, now)).toBe("expiry");
    expect(cardProblem({ number: "4242 4242 4242 4242", expiry: "13/30", cvc: "123" }, now)).toBe("expiry");
    expect(cardProblem({ number: "4242 4242 4242 4242", expiry: "12/30", cvc: "12" }, now)).toBe("cvc");
    expect(cardProblem({ number: "1234", expiry: "12/30", cvc: "123" }, now)).toBe("number");
  });
});
