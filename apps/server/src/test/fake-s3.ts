import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3Object {
  bytes: Buffer;
  contentType: string | undefined;
}

/** What the fake answered, per request, for assertions. */
export interface FakeS3Exchange {
  method: string;
  path: string;
  status: number;
  code?: string;
}

export interface FakeS3 {
  url: string;
  /** Objects per bucket, by key. */
  buckets: Map<string, Map<string, FakeS3Object>>;
  exchanges: FakeS3Exchange[];
  close(): Promise<void>;
}

interface Options {
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
  buckets: string[];
}

/**
 * An S3-compatible service on 127.0.0.1 (path-style, like MinIO) that keeps objects in memory and authenticates
 * like S3: it rebuilds each request's SigV4 signature from what arrived on the wire, with its own code (a verifier
 * that shared the client's code would share its mistakes), and refuses a wrong signature, a body that does not
 * match x-amz-content-sha256, or a stale date, with S3's status and error code.
 */
export async function startFakeS3(options: Options): Promise<FakeS3> {
  const region = options.region ?? "us-east-1";
  const buckets = new Map(options.buckets.map((name) => [name, new Map<string, FakeS3Object>()]));
  const exchanges: FakeS3Exchange[] = [];

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const [rawPath = "/", rawQuery = ""] = (req.url ?? "/").split("?", 2);
    const record = (status: number, code?: string) =>
      exchanges.push({ method: req.method ?? "", path: rawPath, status, ...(code ? { code } : {}) });
    const fail = (status: number, code: string, extra = "") => {
      record(status, code);
      res.writeHead(status, { "content-type": "application/xml" });
      res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code>${extra}</Error>`);
    };

    const refusal = authenticate(req, rawPath, rawQuery, body, { ...options, region });
    if (refusal) return fail(refusal.status, refusal.code, refusal.extra);

    const [bucketName = "", ...keySegments] = rawPath.slice(1).split("/").map(decodeURIComponent);
    const bucket = buckets.get(bucketName);
    if (!bucket) return fail(404, "NoSuchBucket");
    const key = keySegments.join("/");
    if (req.method === "PUT") {
      bucket.set(key, { bytes: body, contentType: req.headers["content-type"] });
      record(200);
      res.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` }).end();
    } else if (req.method === "GET") {
      const object = bucket.get(key);
      if (!object) return fail(404, "NoSuchKey");
      record(200);
      res.writeHead(200, {
        "content-type": object.contentType ?? "binary/octet-stream",
        "content-length": object.bytes.length,
      });
      res.end(object.bytes);
    } else if (req.method === "DELETE") {
      bucket.delete(key);
      record(204);
      res.writeHead(204).end();
    } else fail(405, "MethodNotAllowed");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    buckets,
    exchanges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const SKEW_MS = 15 * 60_000;

type Refusal = { status: number; code: string; extra?: string } | null;

function authenticate(
  req: IncomingMessage,
  rawPath: string,
  rawQuery: string,
  body: Buffer,
  options: Options & { region: string },
): Refusal {
  const match = AUTHORIZATION.exec(req.headers.authorization ?? "");
  if (!match) return { status: 403, code: "AccessDenied" };
  const [, accessKeyId, day, region, signedList = "", signature = ""] = match;
  if (accessKeyId !== options.accessKeyId) return { status: 403, code: "InvalidAccessKeyId" };
  if (region !== options.region) return { status: 400, code: "AuthorizationHeaderMalformed" };

  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const sentAt = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"),
  );
  if (!amzDate.startsWith(day ?? "") || Number.isNaN(sentAt))
    return { status: 400, code: "AuthorizationHeaderMalformed" };
  if (Math.abs(Date.now() - sentAt) > SKEW_MS) return { status: 403, code: "RequestTimeTooSkewed" };

  const signedNames = signedList.split(";");
  const values = headerValues(req);
  const mustSign = ["host", ...[...values.keys()].filter((name) => name.startsWith("x-amz-"))];
  if (mustSign.some((name) => !signedNames.includes(name)) || signedNames.some((name) => !values.has(name)))
    return { status: 403, code: "AccessDenied" };

  // Every payload here must be signed: UNSIGNED-PAYLOAD (which S3 allows) is refused so tests check the hash.
  const payloadHash = values.get("x-amz-content-sha256") ?? "";
  if (payloadHash !== createHash("sha256").update(body).digest("hex"))
    return { status: 400, code: "XAmzContentSHA256Mismatch" };

  const canonicalRequest = [
    req.method,
    canonicalUri(rawPath),
    canonicalQueryOf(rawQuery),
    ...signedNames.map((name) => `${name}:${values.get(name)}`),
    "",
    signedList,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const digest = createHash("sha256").update(canonicalRequest).digest("hex");
  const stringToSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${digest}`;
  let key: Buffer = Buffer.from(`AWS4${options.secretAccessKey}`);
  for (const part of [day ?? "", region, "s3", "aws4_request"])
    key = createHmac("sha256", key).update(part).digest();
  const expected = createHmac("sha256", key).update(stringToSign).digest();
  const given = Buffer.from(signature, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    // Like S3, the refusal echoes the signature it was given.
    return {
      status: 403,
      code: "SignatureDoesNotMatch",
      extra: `<SignatureProvided>${signature}</SignatureProvided>`,
    };
  return null;
}

/** Lower-case names; repeated headers joined by commas; values trimmed, inner runs of spaces made one. */
function headerValues(req: IncomingMessage): Map<string, string> {
  const values = new Map<string, string[]>();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = (req.rawHeaders[i] ?? "").toLowerCase();
    const value = (req.rawHeaders[i + 1] ?? "").trim().replace(/\s+/g, " ");
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return new Map([...values].map(([name, list]) => [name, list.join(",")]));
}

/** Byte by byte: unreserved characters stay, everything else is %XY. */
function encode(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

const canonicalUri = (rawPath: string) =>
  rawPath
    .split("/")
    .map((segment) => encode(decodeURIComponent(segment)))
    .join("/");

/** Sorted by encoded name, then encoded value. */
function canonicalQueryOf(rawQuery: string): string {
  if (!rawQuery) return "";
  const pairs = rawQuery.split("&").map((pair) => {
    const [name = "", value = ""] = pair.split("=", 2);
    return [encode(decodeURIComponent(name)), encode(decodeURIComponent(value))] as const;
  });
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  pairs.sort(([a, x], [b, y]) => order(a, b) || order(x, y));
  return pairs.map(([name, value]) => `${name}=${value}`).join("&");
}
