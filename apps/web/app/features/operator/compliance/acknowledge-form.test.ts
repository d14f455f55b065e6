import { AcknowledgeSignalRequest } from "@casino/contract";
import { describe, expect, it } from "vitest";
import { acknowledgeFormSchema } from "./acknowledge-form";

describe("the acknowledgement note", () => {
  it("asks for a note of 1 to 500 characters once trimmed, as the server does", () => {
    const problem = (note: string) => acknowledgeFormSchema.safeParse({ note }).error?.issues[0]?.message;
    expect(problem("   ")).toBe("operator.compliance.ack.problems.required");
    expect(problem("x".repeat(501))).toBe("operator.compliance.ack.problems.tooLong");
    expect(problem("Called the player, agreed a break")).toBeUndefined();
    for (const note of ["   ", "x".repeat(501), " Called the player "])
      expect(acknowledgeFormSchema.safeParse({ note }).success).toBe(
        AcknowledgeSignalRequest.safeParse({ signalId: "s", note }).success,
      );
  });
});
