import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { CONTENT_FEEDS } from "@casino/contract";
import { describe, expect, it } from "vitest";

// The web app calls the API through the contract's route table (`api(cashierApi.…)`, `pathOf(…)`), so a path is
// spelled once. This finds an endpoint path written out in the app's source instead.

const APP = join(import.meta.dirname, "..");
/** The content feeds' paths live in the contract's CONTENT_FEEDS, beside their types and failure texts. */
const FEEDS = new Set<string>(CONTENT_FEEDS.map((feed) => feed.path));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the web app's API calls", () => {
  it("spell no endpoint path outside the contract's route table", () => {
    const spelled = sourceFiles(APP).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/["'`](\/(?:api|v1)\/[^"'`$?]+)/g)]
        .map((match) => match[1] ?? "")
        .filter((path) => !FEEDS.has(path))
        .map((path) => `${relative(APP, file)}: ${path}`),
    );
    expect(spelled).toEqual([]);
  });
});
