import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

// The probes a load balancer or Kubernetes asks: live (restart me when it fails) and ready (send me traffic).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: "GET", url });
  return { status: response.statusCode, json: response.json() };
};

describe("health probes", () => {
  it("live answers without asking anything else", async () => {
    expect(await get("/api/health/live")).toMatchObject({ status: 200, json: { status: "live" } });
  });

  it("ready checks the database, the migrations and Redis", async () => {
    const ready = await get("/api/health/ready");
    expect(ready).toMatchObject({
      status: 200,
      json: { status: "ready", checks: { database: true, migrations: true, redis: true } },
    });
  });

  it("is not ready while a migration this build carries is missing from the database", async () => {
    const { db } = t.app.services;
    const last = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const removed = await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${last} returning hash, created_at`,
    );
    const row = (removed as unknown as { rows: { hash: string; created_at: string }[] }).rows[0]!;
    try {
      expect(await get("/api/health/ready")).toMatchObject({
        status: 503,
        json: { status: "not_ready", checks: { database: true, migrations: false } },
      });
      // Liveness does not depend on it: the process is fine, it only must not get traffic yet.
      expect((await get("/api/health/live")).status).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
      );
    }
    expect((await get("/api/health/ready")).status).toBe(200);
  });
});
