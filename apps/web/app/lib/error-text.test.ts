import { ValidationIssue } from "@casino/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./api-client";
import { errorText, fieldIssues, readIssues } from "./error-text";
import { expectAgreement, nearby } from "./json/agreement";

const texts: Record<string, string> = {
  "errors.INVALID_CREDENTIALS": "Wrong username or password",
  "errors.generic": "Something went wrong",
  "sendind-email-error": "We could not send the e-mail",
};
const t = (key: string, options?: { defaultValue?: string }) => texts[key] ?? options?.defaultValue ?? key;

describe("errorText", () => {
  it("prefers our text for a known code", () => {
    const error = new ApiError(401, "INVALID_CREDENTIALS", "Invalid username or password");
    expect(errorText(t, error)).toBe("Wrong username or password");
  });
  it("uses the fallback key, then the server message, for unknown codes", () => {
    const error = new ApiError(500, "SOMETHING", "Server says no");
    expect(errorText(t, error, "sendind-email-error")).toBe("We could not send the e-mail");
    expect(errorText(t, error)).toBe("Server says no");
  });
  it("gives the generic text for errors that are not from the API", () => {
    expect(errorText(t, new TypeError("Failed to fetch"))).toBe("Something went wrong");
  });
});

describe("fieldIssues", () => {
  it("maps validation issues to field names", () => {
    const error = new ApiError(400, "VALIDATION_FAILED", "Invalid", {
      issues: [
        { path: "body.email", message: "Invalid email" },
        { path: "body.email", message: "Second" },
        { path: "body.userConsents.termsandconditions", message: "Must accept" },
      ],
    });
    expect(fieldIssues(error)).toEqual({
      email: "Invalid email",
      "userConsents.termsandconditions": "Must accept",
    });
  });
  it("says an issue's code in our words when it has one", () => {
    const error = new ApiError(400, "USERNAME_TAKEN", "Taken", {
      issues: [
        { path: "body.username", code: "USERNAME_TAKEN", message: "Username taken" },
        { path: "body.email", code: "SOMETHING_NEW", message: "Server text" },
      ],
    });
    const withTaken = (key: string, options?: { defaultValue?: string }) =>
      key === "errors.USERNAME_TAKEN" ? "Pick another username" : t(key, options);
    expect(fieldIssues(error, withTaken)).toEqual({
      username: "Pick another username",
      email: "Server text",
    });
  });
  it("is empty for other errors", () => {
    expect(fieldIssues(new ApiError(401, "INVALID_CREDENTIALS", "x"))).toEqual({});
    expect(fieldIssues(new Error("x"))).toEqual({});
  });
});

describe("readIssues", () => {
  // The contract's issue, its code a string or a number: the shape readIssues was written from, and is held to.
  const Issues = z
    .object({
      issues: z.array(ValidationIssue.extend({ code: z.union([z.string(), z.number()]).optional() })),
    })
    .transform(({ issues }) => issues);
  const issue = fc.record(
    {
      path: fc.constantFrom("body.email", "query.limit", "username"),
      code: fc.oneof(fc.string(), fc.integer()),
      message: fc.string(),
    },
    { requiredKeys: ["path", "message"] },
  );

  it("reads a 400's issues exactly as the contract's ValidationIssue does", () => {
    expectAgreement(readIssues, Issues, nearby(fc.record({ issues: fc.array(issue, { maxLength: 3 }) })));
  });
});
