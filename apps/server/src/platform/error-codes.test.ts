import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ErrorCode } from "@casino/contract";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors";

const SRC = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/**
 * The codes the server's error factories throw: the first argument of `new AppError(…)` and of each module's
 * `error(…)` / `refusal(…)` / `accountError(…)` helpers, where it is spelled out.
 */
function thrownCodes(): Map<string, string> {
  const found = new Map<string, string>();
  const call = /(?:new AppError|\berror|\brefusal|\baccountError)\(\s*"([A-Z][A-Z0-9_]+)"/g;
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, "utf8").matchAll(call)) {
      if (match[1]) found.set(match[1], relative(SRC, file));
    }
  }
  return found;
}

describe("error codes", () => {
  it("every code the server throws is in the contract's ErrorCode", () => {
    const codes = thrownCodes();
    // The scan must see the factories, or it would pass by finding nothing.
    expect(codes.size).toBeGreaterThan(40);
    const known = new Set<string>(ErrorCode.options);
    const missing = [...codes]
      .filter(([code]) => !known.has(code))
      .map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
  });

  it("an AppError admits no code outside the contract", () => {
    // @ts-expect-error a code the contract does not list does not compile
    const unknown = new AppError("SOMETHING_NEW", 400, "?");
    expect(ErrorCode.safeParse(unknown.code).success).toBe(false);
    expect(new AppError("NOT_FOUND", 404, "Not found").code).toBe("NOT_FOUND");
  });
});
