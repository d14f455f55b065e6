import type { AuditEntry } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operator } from "../../modules/providers/providers.test-support";
import { call } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { REFERENCE_STUDIO_ID, seedReferenceStudio } from "./reference-studio";

// Every start of the server (`npm run dev`, the e2e servers) seeds the reference studio: a registration that already
// matches is left alone — one registration, no new audit rows — and only what changed is written.

let t: TestApp;
let staff: Record<string, string>;
const secret = "reference-studio-seed-secret-0123456789abcdef";

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  staff = await operator(t.app);
});
afterAll(() => t.close());

async function trail(): Promise<string[]> {
  const page = await call(
    t.app,
    "GET",
    `/api/admin/audit?targetType=provider&targetId=${REFERENCE_STUDIO_ID}`,
    staff,
  );
  expect(page.status).toBe(200);
  return (page.json.items as AuditEntry[]).map((e) => e.action).reverse();
}

const registrations = async () => {
  const list = await call(t.app, "GET", "/api/admin/providers", staff);
  return (list.json.items as { id: string; launchUrl: string; enabled: boolean }[]).filter(
    (p) => p.id === REFERENCE_STUDIO_ID,
  );
};

describe("seeding the reference studio", () => {
  it("twice with the same address and secret leaves one registration and no new audit rows", async () => {
    await seedReferenceStudio(t.app.services.providers, "http://127.0.0.1:3100", secret);
    expect(await trail()).toEqual(["provider.create"]);
    const [first] = await registrations();
    await seedReferenceStudio(t.app.services.providers, "http://127.0.0.1:3100", secret);
    await seedReferenceStudio(t.app.services.providers, "http://127.0.0.1:3100", secret);
    expect(await registrations()).toEqual([first]);
    expect(await trail()).toEqual(["provider.create"]);
  });

  it("changes only what differs: a new address is one update, a new secret one rotation", async () => {
    const before = (await trail()).length;
    await seedReferenceStudio(t.app.services.providers, "http://127.0.0.1:3200", secret);
    expect((await trail()).slice(before)).toEqual(["provider.update"]);
    expect((await registrations())[0]!.launchUrl).toBe("http://127.0.0.1:3200/play");
    await seedReferenceStudio(t.app.services.providers, "http://127.0.0.1:3200", `${secret}-2`);
    expect((await trail()).slice(before)).toEqual(["provider.update", "provider.rotate-secret"]);
  });

  it("keeps the operator's switch: a studio switched off stays off across starts", async () => {
    const [studio] = await registrations();
    const { id: _id, createdAt: _c, reportUrl, ...body } = studio as Record<string, unknown>;
    const off = await call(t.app, "PUT", `/api/admin/providers/${REFERENCE_STUDIO_ID}`, staff, {
      ...body,
      reportUrl,
      enabled: false,
    });
    expect(off.status).toBe(200);
    const before = (await trail()).length;
    await seedReferenceStudio(t.app.services.providers, "http://127.0.0.1:3200", `${secret}-2`);
    expect((await registrations())[0]!.enabled).toBe(false);
    expect((await trail()).length).toBe(before);
  });
});
