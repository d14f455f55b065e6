import { ErrorBody } from "@casino/contract";
import fc from "fast-check";
import { describe, it } from "vitest";
import { expectAgreement, nearby } from "./agreement";
import { readErrorBody } from "./error-body";

const body = fc.record(
  {
    code: fc.oneof(fc.string(), fc.integer()),
    message: fc.string(),
    details: fc.jsonValue(),
    requestId: fc.string(),
  },
  { requiredKeys: ["code", "message"] },
);

describe("readErrorBody", () => {
  it("reads a failure's body exactly as ErrorBody parses it", () => {
    expectAgreement(readErrorBody, ErrorBody, nearby(body));
  });
});
