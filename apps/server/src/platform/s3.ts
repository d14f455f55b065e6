import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";

/** One bucket on an S3-compatible service (AWS S3, MinIO, Ceph, R2, …). */
export interface S3Settings {
  /** The service's origin, e.g. `http://minio:9000`; the bucket is addressed by path (`{endpoint}/{bucket}/{key}`). */
  endpoint: string;
  bucket: string;
  /** The signing region (`us-east-1` for MinIO and Ceph, `auto` for R2). */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per request, in milliseconds; default 30 s (a 10 MB upload over a slow link). */
  timeoutMs?: number;
}

/** The three object calls the server needs; nothing else of S3 is used. */
export interface S3Client {
  putObject(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when the bucket has no such key. */
  getObject(key: string): Promise<Buffer | null>;
  /** Removing a key that does not exist is not an error (S3 answers 204 either way). */
  deleteObject(key: string): Promise<void>;
}

/** A refused or failed call. The message names the call and the status only: never a secret, a signature or a body. */
export class S3Error extends Error {
  constructor(
    readonly operation: string,
    readonly status: number | null,
    readonly s3Code?: string,
    options?: ErrorOptions,
  ) {
    super(
      status === null
        ? `S3 ${operation} failed before an answer`
        : `S3 ${operation} answered ${status}${s3Code ? ` ${s3Code}` : ""}`,
      options,
    );
    this.name = "S3Error";
  }
}

export const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/** SigV4 URI encoding: every byte except A–Z a–z 0–9 - . _ ~ becomes %XY; with `keepSlash`, '/' stays (object keys). */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replaceAll("%2F", "/") : encoded;
}

/**
 * Signs and sends S3 requests (SigV4, Authorization header). s3.test.ts holds it to AWS's published signatures.
 * No retries: every call answers a player or an operator waiting on the page, within one timeout.
 */
export function s3Signer(
  settings: Pick<S3Settings, "region" | "accessKeyId" | "secretAccessKey">,
): AwsClient {
  const { region, accessKeyId, secretAccessKey } = settings;
  return new AwsClient({ service: "s3", region, accessKeyId, secretAccessKey, retries: 0 });
}

/**
 * Path-style addressing, so MinIO, Ceph and R2 work without per-bucket DNS names.
 */
export function createS3Client(settings: S3Settings): S3Client {
  const base = settings.endpoint.replace(/\/+$/, "");
  const timeoutMs = settings.timeoutMs ?? 30_000;
  const aws = s3Signer(settings);

  async function send(
    operation: string,
    method: string,
    key: string,
    body?: Uint8Array,
    contentType?: string,
  ) {
    const url = `${base}/${uriEncode(settings.bucket)}/${objectPath(key)}`;
    // The payload is always signed: without this header aws4fetch sends UNSIGNED-PAYLOAD for S3.
    const headers: Record<string, string> = { "x-amz-content-sha256": sha256Hex(body ?? "") };
    if (contentType) headers["content-type"] = contentType;
    try {
      // The signature uses real time, not the app's clock: S3 refuses a request dated 15 minutes off its own.
      return await aws.fetch(url, {
        method,
        headers,
        // A copy: fetch's types take only ArrayBuffer-backed bytes, and the hash signed above must stay true.
        ...(body ? { body: new Uint8Array(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new S3Error(operation, null, undefined, { cause: error });
    }
  }

  return {
    async putObject(key, bytes, contentType) {
      const response = await send("putObject", "PUT", key, bytes, contentType);
      if (!response.ok) throw await failure("putObject", response);
      await response.body?.cancel();
    },
    async getObject(key) {
      const response = await send("getObject", "GET", key);
      if (response.ok) return Buffer.from(await response.arrayBuffer());
      const error = await failure("getObject", response);
      // A missing key is an answer; a missing bucket is a misconfiguration.
      if (response.status === 404 && error.s3Code !== "NoSuchBucket") return null;
      throw error;
    },
    async deleteObject(key) {
      const response = await send("deleteObject", "DELETE", key);
      if (!response.ok && response.status !== 404) throw await failure("deleteObject", response);
      await response.body?.cancel();
    },
  };
}

/** Only S3's error code is kept from the body: a SignatureDoesNotMatch body echoes the signature that was sent. */
async function failure(operation: string, response: Response): Promise<S3Error> {
  const text = await response.text().catch(() => "");
  return new S3Error(operation, response.status, /<Code>([\w.-]{1,64})<\/Code>/.exec(text)?.[1]);
}

/** A key as a URL path. "." and ".." segments are refused: URL parsing would resolve them to another key. */
function objectPath(key: string): string {
  const segments = key.split("/");
  if (!key || segments.some((segment) => segment === "." || segment === ".."))
    throw new Error("Unsupported S3 object key");
  return segments.map((segment) => uriEncode(segment)).join("/");
}
