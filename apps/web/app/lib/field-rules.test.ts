import { describe, expect, it } from "vitest";
import {
  ageOn,
  birthDateProblem,
  cnpProblem,
  confirmationProblem,
  emailProblem,
  latestAdultBirthDate,
  passwordProblem,
  phoneNumberProblem,
  stripSpaces,
  stripWhitespace,
  todayIn,
  usernameProblem,
} from "./field-rules";

const policy = { pattern: "^(?=.*[A-Za-z])(?=.*\\d).{8,128}$", minLength: 8, maxLength: 128 };

describe("login input stripping (docs/product/sessions.md#login)", () => {
  it("strips every whitespace from the username and spaces from the password", () => {
    expect(stripWhitespace(" de mo\t\n")).toBe("demo");
    expect(stripSpaces(" pass word ")).toBe("password");
  });
});

describe("e-mail and username", () => {
  it("flags empty and malformed e-mails", () => {
    expect(emailProblem("")).toBe("validation.required");
    expect(emailProblem("not-an-email")).toBe("validation.email");
    expect(emailProblem(" player@example.com ")).toBeNull();
  });
  it("uses the contract's username rule", () => {
    expect(usernameProblem("ab")).toBe("validation.username");
    expect(usernameProblem("has space")).toBe("validation.username");
    expect(usernameProblem("lucky_player.1")).toBeNull();
  });
});

describe("passwords", () => {
  it("checks length and the runtime pattern", () => {
    expect(passwordProblem("", policy)).toBe("validation.required");
    expect(passwordProblem("a1", policy)).toBe("validation.passwordLength");
    expect(passwordProblem("onlyletters", policy)).toBe("validation.passwordPattern");
    expect(passwordProblem("letters123", policy)).toBeNull();
  });
  it("leaves a pattern it cannot compile to the server", () => {
    expect(passwordProblem("whatever1", { ...policy, pattern: "(" })).toBeNull();
  });
  it("needs a matching confirmation", () => {
    expect(confirmationProblem("letters123", "")).toBe("validation.required");
    expect(confirmationProblem("letters123", "letters124")).toBe("validation.passwordMismatch");
    expect(confirmationProblem("letters123", "letters123")).toBeNull();
  });
});

describe("age (18+)", () => {
  it("counts whole years", () => {
    expect(ageOn("2008-06-15", "2026-06-14")).toBe(17);
    expect(ageOn("2008-06-15", "2026-06-15")).toBe(18);
    expect(ageOn("2008-02-30", "2026-06-15")).toBeNull();
  });
  it("rejects minors, impossible and missing dates", () => {
    expect(birthDateProblem("2008-06-16", "2026-06-15")).toBe("validation.underAge");
    expect(birthDateProblem("2008-06-15", "2026-06-15")).toBeNull();
    expect(birthDateProblem("", "2026-06-15")).toBe("validation.required");
    expect(birthDateProblem("1800-01-01", "2026-06-15")).toBe("validation.date");
  });
  it("gives the latest adult birth date for the date picker", () => {
    expect(latestAdultBirthDate("2026-06-15")).toBe("2008-06-15");
    expect(latestAdultBirthDate("2028-02-29")).toBe("2010-02-28");
  });
  it("takes today from the Amsterdam clock", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Amsterdam.
    expect(todayIn(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
  });
});

describe("phone and CNP", () => {
  it("accepts national numbers of 5 to 14 digits", () => {
    expect(phoneNumberProblem("1234")).toBe("validation.phone");
    expect(phoneNumberProblem("1512345678")).toBeNull();
    expect(phoneNumberProblem("15 123")).toBe("validation.phone");
  });
  it("wants 13 digits for a CNP", () => {
    expect(cnpProblem("123")).toBe("validation.cnp");
    expect(cnpProblem("1960529460012")).toBeNull();
  });
});
