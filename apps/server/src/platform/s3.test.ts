import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeS3, startFakeS3 } from "../test/fake-s3";
import { createS3Client, S3Error, s3Signer, sha256Hex, uriEncode } from "./s3";

// The example credentials, bucket and instant of AWS's "Authenticating Requests: Using the Authorization Header
// (AWS Signature Version 4)" examples; the expected signatures are the ones that page publishes. They hold the
// signer the client uses (aws4fetch, as s3Signer configures it) to S3's own answers.
const EXAMPLE = {
  region: "us-east-1",
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
};
const EXAMPLE_DATE = "20130524T000000Z";
const EMPTY_HASH = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
const HOST = "https://examplebucket.s3.amazonaws.com";

async function sign(
  method: string,
  url: string,
  options: { headers?: Record<string, string>; payloadHash?: string; allHeaders?: boolean } = {},
) {
  const request = await s3Signer(EXAMPLE).sign(url, {
    method,
    headers: { ...options.headers, "x-amz-content-sha256": options.payloadHash ?? EMPTY_HASH },
    aws: { datetime: EXAMPLE_DATE, ...(options.allHeaders ? { allHeaders: true } : {}) },
  });
  return request.headers;
}
const signatureOf = (headers: Headers) => headers.get("authorization")?.split("Signature=")[1];

describe("s3Signer (AWS Signature Version 4 by aws4fetch)", () => {
  it("matches AWS's GET Object example (range request for test.txt)", async () => {
    // aws4fetch leaves Range unsigned unless told to sign every header; the client never sends one.
    const headers = await sign("GET", `${HOST}/test.txt`, {
      headers: { Range: "bytes=0-9" },
      allHeaders: true,
    });
    expect(headers.get("x-amz-date")).toBe(EXAMPLE_DATE);
    expect(headers.get("authorization")).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("matches AWS's PUT Object example: a signed body and a key that needs encoding", async () => {
    const url = `${HOST}/${uriEncode("test$file.text", true)}`;
    expect(new URL(url).pathname).toBe("/test%24file.text");
    const payloadHash = sha256Hex("Welcome to Amazon S3.");
    expect(payloadHash).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    const headers = await sign("PUT", url, {
      headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
      payloadHash,
    });
    expect(headers.get("authorization")).toContain(
      "SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,",
    );
    expect(signatureOf(headers)).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
  });

  it("matches AWS's bucket examples: a parameter without a value, and parameters sorted by name", async () => {
    const lifecycle = await sign("GET", `${HOST}/?lifecycle`);
    expect(signatureOf(lifecycle)).toBe("fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543");
    const list = await sign("GET", `${HOST}/?prefix=J&max-keys=2`);
    expect(signatureOf(list)).toBe("34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7");
  });

  it("encodes every byte but the unreserved characters, keeping '/' only in keys", () => {
    expect(uriEncode("a b+c!*'()~._-")).toBe("a%20b%2Bc%21%2A%27%28%29~._-");
    expect(uriEncode("dir/ü.pdf", true)).toBe("dir/%C3%BC.pdf");
    expect(uriEncode("dir/ü.pdf")).toBe("dir%2F%C3%BC.pdf");
  });
});

const CREDENTIALS = { accessKeyId: "test-access-key", secretAccessKey: "test-secret-key-0123456789abcdef" };

describe("createS3Client against an S3 that checks signatures", () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3({ ...CREDENTIALS, buckets: ["docs"] });
  });
  afterAll(() => fake.close());
  const client = (overrides: Partial<Parameters<typeof createS3Client>[0]> = {}) =>
    createS3Client({
      endpoint: `${fake.url}/`,
      bucket: "docs",
      region: "us-east-1",
      ...CREDENTIALS,
      ...overrides,
    });

  it("puts, gets and deletes an object whose key needs encoding", async () => {
    const key = "kyc/a b+c$(1)!ü.pdf";
    const bytes = Buffer.from("%PDF-1.4 example");
    await client().putObject(key, bytes, "application/pdf");
    expect(fake.buckets.get("docs")?.get(key)).toEqual({ bytes, contentType: "application/pdf" });
    expect(await client().getObject(key)).toEqual(bytes);
    await client().deleteObject(key);
    expect(fake.buckets.get("docs")?.has(key)).toBe(false);
    expect(await client().getObject(key)).toBeNull();
    await client().deleteObject(key);
  });

  it("refuses keys that URL parsing would turn into another key", async () => {
    await expect(client().getObject("kyc/../other")).rejects.toThrow("Unsupported S3 object key");
    await expect(client().getObject("")).rejects.toThrow("Unsupported S3 object key");
  });

  it("names the call and the status of a refusal, never the secret or the signature", async () => {
    const wrongSecret = "wrong-secret-do-not-show-0123456";
    const error = await client({ secretAccessKey: wrongSecret })
      .putObject("kyc/x.png", Buffer.from("png"), "image/png")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect(error).toMatchObject({ operation: "putObject", status: 403, s3Code: "SignatureDoesNotMatch" });
    const message = (error as Error).message;
    expect(message).toBe("S3 putObject answered 403 SignatureDoesNotMatch");
    expect(fake.exchanges.at(-1)).toMatchObject({ status: 403, code: "SignatureDoesNotMatch" });
    expect(message).not.toContain(wrongSecret);
    expect(message).not.toMatch(/[0-9a-f]{64}/);
  });

  it("treats a missing bucket as an error, not as a missing object", async () => {
    await expect(client({ bucket: "nope" }).getObject("kyc/x.png")).rejects.toMatchObject({
      status: 404,
      s3Code: "NoSuchBucket",
    });
  });

  it("gives up after its timeout", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const slow = client({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 200 });
    await expect(slow.getObject("kyc/x.png")).rejects.toThrow("S3 getObject failed before an answer");
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it("is a faithful fake: a changed body or a stale date is refused as S3 refuses it", async () => {
    const url = `${fake.url}/docs/kyc/y.txt`;
    const signed = (body: string, now: Date) =>
      s3Signer({ region: "us-east-1", ...CREDENTIALS }).sign(url, {
        method: "PUT",
        headers: { "x-amz-content-sha256": sha256Hex(body) },
        aws: { datetime: now.toISOString().replace(/[:-]|\.\d{3}/g, "") },
      });
    const tampered = await fetch(await signed("hello", new Date()), { body: "HELLO" });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain("<Code>XAmzContentSHA256Mismatch</Code>");
    const stale = await fetch(await signed("hello", new Date(Date.now() - 20 * 60_000)), { body: "hello" });
    expect(stale.status).toBe(403);
    expect(await stale.text()).toContain("<Code>RequestTimeTooSkewed</Code>");
    const unsigned = await s3Signer({ region: "us-east-1", ...CREDENTIALS }).fetch(url, {
      method: "PUT",
      body: "hello",
    });
    expect(unsigned.status, "aws4fetch's default UNSIGNED-PAYLOAD").toBe(400);
    expect(fake.buckets.get("docs")?.has("kyc/y.txt")).toBe(false);
  });
});
