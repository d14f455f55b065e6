import type { AuditEntry } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { type Headers, operator, registerProvider } from "./providers.test-support";

// Every change of the provider registry is in the audit trail with who, before and after, written in the change's
// own transaction: a refused change leaves no row, and the secret itself is never recorded.

let t: TestApp;
let staff: Headers;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  staff = await operator(t.app);
});
afterAll(() => t.close());

async function trail(id: string): Promise<AuditEntry[]> {
  const page = await call(t.app, "GET", `/api/admin/audit?targetType=provider&targetId=${id}`, staff);
  expect(page.status).toBe(200);
  return (page.json.items as AuditEntry[]).slice().reverse();
}

const current = async (id: string) => {
  const list = await call(t.app, "GET", "/api/admin/providers", staff);
  const { createdAt: _c, reportUrl: _r, ...rest } = list.json.items.find((p: { id: string }) => p.id === id);
  return rest;
};

describe("the provider registry's audit trail", () => {
  it("records a creation with the registration as after and without the secret", async () => {
    const provider = await registerProvider(t.app);
    const [created, ...more] = await trail(provider.id);
    expect(more).toEqual([]);
    expect(created).toMatchObject({ action: "provider.create", targetType: "provider", before: null });
    expect(created!.staffId).not.toBeNull();
    expect(created!.after).toMatchObject({ id: provider.id, enabled: true, currencies: ["EUR"] });
    expect(JSON.stringify(created)).not.toContain(provider.secret);
  });

  it("records disable and enable as their own actions with the switch before and after", async () => {
    const provider = await registerProvider(t.app);
    const { id: _id, ...body } = await current(provider.id);
    const off = await call(t.app, "PUT", `/api/admin/providers/${provider.id}`, staff, {
      ...body,
      enabled: false,
    });
    expect(off.status).toBe(200);
    await call(t.app, "PUT", `/api/admin/providers/${provider.id}`, staff, { ...body, enabled: true });
    const [, disabled, enabled] = await trail(provider.id);
    expect(disabled).toMatchObject({
      action: "provider.disable",
      before: { enabled: true },
      after: { enabled: false },
    });
    expect(enabled).toMatchObject({
      action: "provider.enable",
      before: { enabled: false },
      after: { enabled: true },
    });
  });

  it("records a change of the games (and the rest) as an update with both versions", async () => {
    const provider = await registerProvider(t.app);
    const { id: _id, ...body } = await current(provider.id);
    const games = [...body.games, { ...body.games[0], slug: `${provider.slug}-2`, name: "Reels II" }];
    const changed = await call(t.app, "PUT", `/api/admin/providers/${provider.id}`, staff, {
      ...body,
      games,
    });
    expect(changed.status).toBe(200);
    const updated = (await trail(provider.id)).at(-1)!;
    expect(updated.action).toBe("provider.update");
    expect((updated.before as { games: unknown[] }).games).toHaveLength(1);
    expect((updated.after as { games: { name: string }[] }).games.map((g) => g.name)).toEqual([
      "Reels",
      "Reels II",
    ]);
  });

  it("records a secret rotation by fingerprints only", async () => {
    const provider = await registerProvider(t.app);
    const rotated = await call(t.app, "POST", `/api/admin/providers/${provider.id}/rotate-secret`, staff);
    expect(rotated.status).toBe(200);
    const entry = (await trail(provider.id)).at(-1)!;
    expect(entry.action).toBe("provider.rotate-secret");
    const before = (entry.before as { secretFingerprint: string }).secretFingerprint;
    const after = (entry.after as { secretFingerprint: string }).secretFingerprint;
    expect(before).toMatch(/^[0-9a-f]{12}$/);
    expect(after).not.toBe(before);
    const text = JSON.stringify(entry);
    expect(text).not.toContain(provider.secret);
    expect(text).not.toContain(rotated.json.secret);
  });

  it("leaves no row for a refused change", async () => {
    const provider = await registerProvider(t.app);
    const { id: _id, ...body } = await current(provider.id);
    const again = await call(t.app, "POST", "/api/admin/providers", staff, { ...body, id: provider.id });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: "PROVIDER_EXISTS", details: { field: "id" } });
    // A name whose letters another vendor has already (their slugs would clash) is refused whole.
    const clash = await call(t.app, "POST", "/api/admin/providers", staff, {
      ...body,
      id: `${provider.id}-x`,
    });
    expect(clash.status).toBe(409);
    expect(clash.json).toMatchObject({ code: "PROVIDER_EXISTS", details: { field: "name" } });
    expect(await trail(`${provider.id}-x`)).toEqual([]);
    const missing = await call(t.app, "POST", "/api/admin/providers/no-such-studio/rotate-secret", staff);
    expect(missing.status).toBe(404);
    expect((await trail(provider.id)).map((e) => e.action)).toEqual(["provider.create"]);
    expect(await trail("no-such-studio")).toEqual([]);
  });
});
