import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentForm } from "../../test/document-form";
import { type FakeS3, startFakeS3 } from "../../test/fake-s3";
import { fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { kycDocuments } from "./compliance.tables";

const ACCESS_KEY_ID = "kyc-test-key";
const SECRET = "kyc-test-secret-0123456789abcdef";
const WRONG_SECRET = "not-the-secret-0123456789abcdef";
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(300, 7),
]);

let fake: FakeS3;
let dataDir: string;
let t: TestApp;
const s3Env = (secret: string) => ({
  JOBS_POLL_MS: "0",
  DATA_DIR: dataDir,
  KYC_S3_ENDPOINT: fake.url,
  KYC_S3_BUCKET: "kyc-documents",
  KYC_S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
  KYC_S3_SECRET_ACCESS_KEY: secret,
  KYC_S3_PREFIX: "vela/kyc/",
});

beforeAll(async () => {
  fake = await startFakeS3({
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    buckets: ["kyc-documents"],
  });
  dataDir = await mkdtemp(path.join(tmpdir(), "compliance-kyc-s3-"));
  t = await createTestApp({ env: s3Env(SECRET) });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (app: TestApp, headers: Record<string, string>) =>
  app.app.inject({
    method: "POST",
    url: "/api/user/documents",
    headers,
    payload: documentForm("identity", PNG, "passport.png", "image/png"),
  });
const file = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: "GET", url: `/api/user/documents/${id}/file`, headers });
const bucket = () => fake.buckets.get("kyc-documents") ?? new Map();
const onDisk = () => readdir(path.join(dataDir, "kyc")).catch(() => [] as string[]);

describe("KYC documents in an S3-compatible store (KYC_S3_ENDPOINT set)", () => {
  it("puts an upload in the bucket under the prefix, not on disk, and serves it to the owner and operators only", async () => {
    const owner = await fundedPlayer(t.app, 0n);
    const other = await fundedPlayer(t.app, 0n);
    const operator = await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] });

    const response = await upload(t, owner.headers);
    expect(response.statusCode, response.body).toBe(201);
    const doc = response.json();
    const keys = [...bucket().keys()];
    expect(keys).toEqual([expect.stringMatching(/^vela\/kyc\/[a-f0-9]{32}\.png$/)]);
    expect(bucket().get(keys[0])).toEqual({ bytes: PNG, contentType: "image/png" });
    expect(await onDisk()).toEqual([]);

    const own = await file(owner.headers, doc.id);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/png");
    expect(own.rawPayload.equals(PNG)).toBe(true);
    const byOperator = await file(operator.headers, doc.id);
    expect(byOperator.statusCode).toBe(200);
    expect(byOperator.rawPayload.equals(PNG)).toBe(true);
    const stranger = await file(other.headers, doc.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe("NOT_FOUND");
    // Every call the app made was signed well enough for the fake to accept it.
    expect(fake.exchanges.filter((exchange) => exchange.status >= 400)).toEqual([]);
  });

  it("with a wrong secret, refuses the upload with a clean error and keeps no document row", async () => {
    const wrong = await createTestApp({ env: s3Env(WRONG_SECRET) });
    try {
      const player = await fundedPlayer(wrong.app, 0n);
      const objectsBefore = bucket().size;
      const response = await upload(wrong, player.headers);

      expect(fake.exchanges.at(-1)).toMatchObject({
        method: "PUT",
        status: 403,
        code: "SignatureDoesNotMatch",
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: "INTERNAL",
        message: expect.any(String),
        requestId: expect.any(String),
      });
      expect(response.body).not.toContain(WRONG_SECRET);
      expect(response.body).not.toContain("S3");
      expect(response.body).not.toMatch(/[0-9a-f]{64}|at .*\.ts/);
      expect(await wrong.database.db.select().from(kycDocuments)).toEqual([]);
      expect(bucket().size).toBe(objectsBefore);
    } finally {
      await wrong.close();
    }
  });
});
