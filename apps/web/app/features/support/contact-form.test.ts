import { describe, expect, it } from "vitest";
import { type ContactFields, contactProblems, hasProblems } from "./contact-form";

const valid: ContactFields = {
  name: "Jamie Rivers",
  email: "jamie@example.com",
  subject: "Withdrawal",
  message: "My withdrawal is still pending.",
};

describe("contact form checks", () => {
  it("accepts a complete message", () => {
    expect(hasProblems(contactProblems(valid))).toBe(false);
  });

  it("names each field's problem", () => {
    expect(contactProblems({ name: " ", email: "", subject: "", message: "" })).toEqual({
      name: "support.problems.required",
      email: "support.problems.required",
      subject: "support.problems.required",
      message: "support.problems.required",
    });
    const problems = contactProblems({
      name: "x".repeat(81),
      email: "jamie@",
      subject: "two\nlines",
      message: "too short",
    });
    expect(problems).toEqual({
      name: "support.problems.tooLong",
      email: "support.problems.email",
      subject: "support.problems.singleLine",
      message: "support.problems.tooShort",
    });
    expect(contactProblems({ ...valid, message: "m".repeat(4001) }).message).toBe("support.problems.tooLong");
  });
});
