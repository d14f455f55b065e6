import { describe, expect, it } from "vitest";
import { ErrorBody } from "./error-body";
import { ErrorCode, ErrorResponse } from "./errors";
import { LOGIN_RESTRICTED_CODE } from "./session.api";

describe("ErrorBody, the clients' reading of an error response", () => {
  it("reads every body the server may send exactly as ErrorResponse does", () => {
    const codes = [...ErrorCode.options, LOGIN_RESTRICTED_CODE];
    for (const code of codes) {
      const body = { code, message: "m", details: { issues: [] }, requestId: "r" };
      expect(ErrorBody.parse(body), String(code)).toEqual(ErrorResponse.parse(body));
    }
  });

  it("refuses what is not an error body", () => {
    expect(ErrorBody.safeParse({ message: "no code" }).success).toBe(false);
    expect(ErrorBody.safeParse({ code: "NOT_FOUND" }).success).toBe(false);
    expect(ErrorBody.safeParse("Bad gateway").success).toBe(false);
  });
});
