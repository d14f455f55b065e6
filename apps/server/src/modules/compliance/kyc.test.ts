import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { documentForm } from "../../test/document-form";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let dataDir: string;
const clock = new ManualClock(new Date("2026-04-01T10:00:00Z"));
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "compliance-kyc-"));
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0", DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 1),
]);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

function upload(
  headers: Record<string, string>,
  type: string,
  name: string,
  body: Buffer,
  contentType: string,
) {
  return t.app.inject({
    method: "POST",
    url: "/api/user/documents",
    headers,
    payload: documentForm(type, body, name, contentType),
  });
}

const storedFiles = async () => readdir(path.join(dataDir, "kyc")).catch(() => [] as string[]);

describe("KYC documents", () => {
  it("stores an image and a PDF under random names and asks for documents until each required type is in", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const before = await call(t.app, "GET", "/api/user/documents", p.headers);
    expect(before.json).toMatchObject({
      documents: [],
      documentsNeeded: true,
      missing: ["identity", "proof_of_address"],
      maxBytes: 10 * 1024 * 1024,
    });

    const id = await upload(p.headers, "identity", "C:\\Users\\me\\passport.png", PNG, "image/png");
    expect(id.statusCode, id.body).toBe(201);
    expect(id.json()).toMatchObject({
      type: "identity",
      status: "pending",
      fileName: "passport.png",
      contentType: "image/png",
      size: PNG.length,
      reason: null,
    });
    // Declared as an octet stream, found to be a PDF.
    clock.advance(1000);
    const address = await upload(p.headers, "proof_of_address", "bill", PDF, "application/octet-stream");
    expect(address.json()).toMatchObject({ contentType: "application/pdf", status: "pending" });

    const after = await call(t.app, "GET", "/api/user/documents", p.headers);
    expect(after.json).toMatchObject({ documentsNeeded: false, missing: [] });
    expect(after.json.documents.map((d: { type: string }) => d.type)).toEqual([
      "proof_of_address",
      "identity",
    ]);
    const files = await storedFiles();
    expect(files.some((f) => /^[a-f0-9]{32}\.png$/.test(f))).toBe(true);
    expect(files.some((f) => f.includes("passport"))).toBe(false);
  });

  it("rejects a renamed executable and anything else that is not an image or a PDF, storing nothing", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const filesBefore = (await storedFiles()).length;
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(100)]);
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(100, 0x90)]);
    for (const [body, type] of [
      [elf, "application/pdf"],
      [exe, "application/pdf"],
      [exe, "image/jpeg"],
      [Buffer.from("<svg onload=alert(1)>"), "image/svg+xml"],
      [Buffer.alloc(0), "application/pdf"],
    ] as const) {
      const response = await upload(p.headers, "identity", "passport.pdf", body, type);
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe("UNSUPPORTED_DOCUMENT");
    }
    const html = await upload(p.headers, "identity", "passport.pdf", Buffer.from("%PDF-"), "text/html");
    expect(html.statusCode).toBe(415);
    expect((await call(t.app, "GET", "/api/user/documents", p.headers)).json.documents).toEqual([]);
    expect((await storedFiles()).length).toBe(filesBefore);
  });

  it("rejects a 20 MB file with 413, storing nothing; a file of exactly the limit is taken", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const filesBefore = (await storedFiles()).length;
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);
    const response = await upload(p.headers, "identity", "scan.pdf", big, "application/pdf");
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "The file is larger than 10485760 bytes.",
      details: { maxBytes: 10 * 1024 * 1024 },
    });
    const justOver = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG.length)]);
    expect((await upload(p.headers, "identity", "x.png", justOver, "image/png")).statusCode).toBe(413);
    expect((await call(t.app, "GET", "/api/user/documents", p.headers)).json.documents).toEqual([]);
    expect((await storedFiles()).length).toBe(filesBefore);
    const atLimit = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 - PNG.length)]);
    const taken = await upload(p.headers, "identity", "x.png", atLimit, "image/png");
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().size).toBe(10 * 1024 * 1024);
  });

  it("refuses an unknown document type and guests; a guest gets 401 before anything about the body", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const selfie = await upload(p.headers, "selfie", "me.png", PNG, "image/png");
    expect(selfie.statusCode).toBe(400);
    expect(selfie.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      details: { issues: [{ path: "body.type" }] },
    });
    expect((await upload({}, "identity", "me.png", PNG, "image/png")).statusCode).toBe(401);
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);
    const guestBig = await upload({}, "selfie", "scan.pdf", big, "application/pdf");
    expect(guestBig.statusCode).toBe(401);
    expect(guestBig.json().code).toBe("UNAUTHORIZED");
    const guestRaw = await t.app.inject({
      method: "POST",
      url: "/api/user/documents",
      headers: { "content-type": "text/html" },
      payload: "<html>",
    });
    expect(guestRaw.statusCode).toBe(401);
  });

  it("takes only a multipart form with one file and a type, refusing anything else with a clear 4xx", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const send = (payload: FormData | Buffer, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/user/documents",
        headers: { ...p.headers, ...headers },
        payload,
      });

    // The raw body of the old API: the client is told to send a form.
    const raw = await send(PNG, { "content-type": "image/png" });
    expect(raw.statusCode).toBe(415);
    expect(raw.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const json = await send(Buffer.from("{}"), { "content-type": "application/json" });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: expect.stringContaining("multipart"),
    });

    const noFile = new FormData();
    noFile.append("type", "identity");
    expect((await send(noFile)).json()).toMatchObject({
      code: "VALIDATION_FAILED",
      details: { issues: [{ path: "body.file" }] },
    });
    const noType = documentForm("identity", PNG, "id.png", "image/png");
    noType.delete("type");
    expect((await send(noType)).json().details.issues[0].path).toBe("body.type");
    const twoFiles = documentForm("identity", PNG, "id.png", "image/png");
    twoFiles.append("file", new File([PNG], "again.png", { type: "image/png" }));
    const two = await send(twoFiles);
    expect(two.statusCode).toBe(400);
    expect(two.json().code).toBe("VALIDATION_FAILED");
    const misnamed = new FormData();
    misnamed.append("type", "identity");
    misnamed.append("document", new File([PNG], "id.png", { type: "image/png" }));
    expect((await send(misnamed)).json().details.issues[0].path).toBe("body.document");

    // The file part may come first, as some clients send it.
    const fileFirst = new FormData();
    fileFirst.append("file", new File([PNG], "first.png", { type: "image/png" }));
    fileFirst.append("type", "identity");
    const first = await send(fileFirst);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().fileName).toBe("first.png");
    const documents = (await call(t.app, "GET", "/api/user/documents", p.headers)).json.documents;
    expect(documents).toHaveLength(1);
  });

  it("serves a file to its owner and operators only; anyone else gets the 404 of a missing document", async () => {
    const owner = await fundedPlayer(t.app, 0n);
    const other = await fundedPlayer(t.app, 0n);
    const operator = await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] });
    const doc = (await upload(owner.headers, "identity", "id.png", PNG, "image/png")).json();
    const file = (headers: Record<string, string>, id = doc.id) =>
      t.app.inject({ method: "GET", url: `/api/user/documents/${id}/file`, headers });

    const own = await file(owner.headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/png");
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect((await file(operator.headers)).rawPayload.equals(PNG)).toBe(true);

    const stranger = await file(other.headers);
    const missing = await file(other.headers, "00000000-0000-4000-8000-000000000000");
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: "NOT_FOUND", message: missing.json().message });
    expect((await file({})).statusCode).toBe(401);
    const strangerStatus = await call(t.app, "POST", "/api/user/verification/kycStatus", other.headers, {
      CustomerId: owner.userId,
    });
    expect(strangerStatus.status).toBe(404);
  });

  it("lets an operator approve or reject once, with the reason shown to the player", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const operator = await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] });
    const doc = (await upload(p.headers, "payment_method", "card.png", PNG, "image/png")).json();

    const queue = await call(t.app, "GET", "/api/admin/documents", operator.headers);
    expect(queue.json.items).toContainEqual(expect.objectContaining({ id: doc.id, userId: p.userId }));
    expect((await call(t.app, "POST", `/api/admin/documents/${doc.id}/approve`, p.headers)).status).toBe(403);

    const rejected = await call(t.app, "POST", `/api/admin/documents/${doc.id}/reject`, operator.headers, {
      reason: "The card number must be visible",
    });
    expect(rejected.json).toMatchObject({ status: "rejected", reason: "The card number must be visible" });
    const again = await call(t.app, "POST", `/api/admin/documents/${doc.id}/approve`, operator.headers);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("DOCUMENT_ALREADY_REVIEWED");

    const list = await call(t.app, "GET", "/api/user/documents", p.headers);
    expect(list.json.documents[0]).toMatchObject({
      status: "rejected",
      reason: "The card number must be visible",
    });
  });

  it("answers the Kyc-status request (docs/product/compliance.md#kyc-status) for the caller", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const status = (body: Record<string, unknown>) =>
      call(t.app, "POST", "/api/user/verification/kycStatus", p.headers, { CustomerId: p.userId, ...body });
    expect((await status({})).json).toMatchObject({
      status: "unverified",
      documentsNeeded: true,
      documents: [],
    });

    await upload(p.headers, "identity", "old.png", PNG, "image/png");
    clock.advance(1000);
    await upload(p.headers, "identity", "new.pdf", PDF, "application/pdf");
    const newest = await status({ MerchantId: "vela", Language: "de" });
    expect(newest.json).toMatchObject({ status: "pending", merchantId: "vela" });
    expect(newest.json.documents).toEqual([
      expect.objectContaining({ fileName: "new.pdf", label: "Identitätsnachweis" }),
    ]);
    const all = await status({ All: true, AllParameters: true });
    expect(all.json.documents).toHaveLength(2);
    expect(all.json.parameters).toEqual({
      withdrawalLifetimeLimit: 2000,
      reviewHoldAbove: 100,
      requiredTypes: ["identity", "proof_of_address"],
    });
    expect((await status({ MerchantId: "someone-else" })).status).toBe(400);
  });
});
