import type { AuditEntry, AuditPage } from "@casino/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let admin: { userId: string; headers: Record<string, string> };
let auditor: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] });
  auditor = (await fundedPlayer(t.app, 0n, { roles: ["player", "compliance"] })).headers;
});
afterAll(() => t.close());

const grant = (userId: string, role: string) =>
  call(t.app, "PUT", `/api/admin/staff/${userId}/roles/${role}`, admin.headers);
const entries = async (query = "") =>
  ((await call(t.app, "GET", `/api/admin/audit${query}`, auditor)).json as AuditPage).items;
const verify = async () => (await call(t.app, "GET", "/api/admin/audit/verify", auditor)).json;

describe("the audit trail", () => {
  it("records a staff action with who, roles, what, target, before/after and IP, in the change's transaction", async () => {
    const colleague = await fundedPlayer(t.app, 0n);
    const granted = await grant(colleague.userId, "trader");
    expect(granted).toMatchObject({ status: 200, json: { roles: ["trader"] } });
    const [entry] = await entries(`?targetId=${colleague.userId}`);
    expect(entry).toMatchObject({
      staffId: admin.userId,
      staffRoles: ["admin"],
      action: "staff.role.grant",
      targetType: "staff",
      targetId: colleague.userId,
      before: { roles: [] },
      after: { roles: ["trader"], role: "trader" },
      ip: "127.0.0.1",
    } satisfies Partial<AuditEntry>);
    // A refused change leaves no row: an unknown account.
    const count = (await entries()).length;
    expect((await grant("00000000-0000-4000-8000-000000000000", "trader")).status).toBe(404);
    expect((await entries()).length).toBe(count);
  });

  it("filters by staff member, action prefix, target and time, pages by cursor, and exports CSV", async () => {
    const other = await fundedPlayer(t.app, 0n);
    await grant(other.userId, "content");
    await call(t.app, "DELETE", `/api/admin/staff/${other.userId}/roles/content`, admin.headers);
    const revokes = await entries("?action=staff.role.revoke");
    expect(revokes.every((e) => e.action === "staff.role.revoke")).toBe(true);
    expect(revokes[0]).toMatchObject({ targetId: other.userId, after: { roles: [] } });
    const byPrefix = await entries(`?action=staff.&targetId=${other.userId}`);
    expect(byPrefix.map((e) => e.action)).toEqual(["staff.role.revoke", "staff.role.grant"]);
    expect((await entries(`?staffId=${admin.userId}`)).every((e) => e.staffId === admin.userId)).toBe(true);
    expect(await entries("?from=2999-01-01T00:00:00Z")).toEqual([]);
    const first = (await call(t.app, "GET", "/api/admin/audit?limit=1", auditor)).json as AuditPage;
    expect(first.items).toHaveLength(1);
    const next = (await call(t.app, "GET", `/api/admin/audit?limit=1&before=${first.nextCursor}`, auditor))
      .json as AuditPage;
    expect(BigInt(next.items[0]!.id)).toBeLessThan(BigInt(first.items[0]!.id));

    const csv = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit/export?targetId=${other.userId}`,
      headers: auditor,
    });
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,at,staffUsername,staffId,staffRoles,action,targetType,targetId,before,after,ip,hash",
    );
    expect(lines.slice(1).map((line) => line.split(",")[5])).toEqual([
      "staff.role.revoke",
      "staff.role.grant",
    ]);
  });

  it("verifies, refuses an UPDATE or DELETE, and names the row an edit or a removal made around the trigger", async () => {
    const target = await fundedPlayer(t.app, 0n);
    for (const role of ["trader", "content", "payments"]) await grant(target.userId, role);
    const rows = await entries(`?targetId=${target.userId}`);
    const middle = rows[1]!;
    expect(await verify()).toMatchObject({ ok: true, firstBrokenId: null });
    const total = ((await verify()) as { entries: number }).entries;
    expect(total).toBeGreaterThanOrEqual(3);

    const db = t.app.services.db;
    await expect(
      db.execute(sql`update audit_log set action = 'x' where id = ${middle.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log where id = ${middle.id}`)).rejects.toThrow();
    expect(await verify()).toMatchObject({ ok: true });

    // Someone with the table owner's rights switches the trigger off and edits a row: the chain shows it.
    await db.execute(sql`alter table audit_log disable trigger audit_log_no_change`);
    await db.execute(
      sql`update audit_log set after = '{"roles":["admin"],"role":"admin"}'::jsonb where id = ${middle.id}`,
    );
    expect(await verify()).toEqual({ ok: false, entries: expect.any(Number), firstBrokenId: middle.id });
    // Put back as it was, it verifies again; removed, the row after it is named.
    await db.execute(
      sql`update audit_log set after = ${JSON.stringify(middle.after)}::jsonb where id = ${middle.id}`,
    );
    expect(await verify()).toMatchObject({ ok: true });
    await db.execute(sql`delete from audit_log where id = ${middle.id}`);
    expect(await verify()).toMatchObject({ ok: false, firstBrokenId: rows[0]!.id });
    // The newest row removed too: still named (the head remembers the end of the chain).
    await db.execute(sql`delete from audit_log where id >= ${middle.id}`);
    expect(await verify()).toMatchObject({ ok: false, firstBrokenId: middle.id });
    await db.execute(sql`alter table audit_log enable trigger audit_log_no_change`);
  });
});
