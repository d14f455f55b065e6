import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * CI runs the unit and integration suites twice, on the embedded database and on PostgreSQL + Redis; the second
 * pass runs only `apps/server`, where every suite that reaches a database or Redis lives (.ci/run). This keeps that
 * true: a test elsewhere that starts the app, opens a database or reads DATABASE_URL/REDIS_URL would silently get
 * a single engine, so it fails here and belongs under apps/server.
 */
const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));
const ELSEWHERE = ["apps/web", "packages"].map((dir) => path.join(ROOT, dir));
const REACHES_A_DATABASE =
  /DATABASE_URL|REDIS_URL|@electric-sql\/pglite|from ["']pg["']|ioredis|apps\/server\//;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("database suites", () => {
  it("live only under apps/server, the part CI runs again on PostgreSQL + Redis", () => {
    const files = ELSEWHERE.flatMap(testFiles);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) => REACHES_A_DATABASE.test(readFileSync(file, "utf8")));
    expect(offenders.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
