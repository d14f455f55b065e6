import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../platform/config";
import { createS3Client, type S3Client } from "../../platform/s3";
import { EXTENSIONS } from "./file-type";

/** Where KYC files are kept: DATA_DIR/kyc on disk, or an S3-compatible bucket when KYC_S3_ENDPOINT is set. */
export interface DocumentStore {
  /** Stores the bytes under a new random key and returns it. */
  put(bytes: Uint8Array, extension: string): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

/** Random, unguessable names; the player's file name is never used on disk. */
const KEY = /^[a-f0-9]{32}\.[a-z]{3,4}$/;

const newKey = (extension: string) => `${randomBytes(16).toString("hex")}.${extension}`;

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error("Invalid document key");
  return key;
}

/** Files under `dir` (DATA_DIR/kyc), created with owner-only permissions. */
export function diskDocumentStore(dir: string): DocumentStore {
  const full = (key: string) => path.join(dir, checked(key));
  return {
    async put(bytes, extension) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const key = newKey(extension);
      await writeFile(full(key), bytes, { mode: 0o600, flag: "wx" });
      return key;
    },
    get: (key) => readFile(full(key)),
    remove: (key) => rm(full(key), { force: true }),
  };
}

const CONTENT_TYPES = new Map(Object.entries(EXTENSIONS).map(([type, extension]) => [extension, type]));

/**
 * Objects `{prefix}{key}` in a bucket. The database keeps the key without the prefix (as the disk store keeps it
 * without the directory), so the prefix names a place, like DATA_DIR. The bucket must not be public: files are
 * served only through the API, to their owner and operators.
 */
export function s3DocumentStore(client: S3Client, prefix: string): DocumentStore {
  const objectKey = (key: string) => `${prefix}${checked(key)}`;
  return {
    async put(bytes, extension) {
      const key = newKey(extension);
      await client.putObject(
        objectKey(key),
        bytes,
        CONTENT_TYPES.get(extension) ?? "application/octet-stream",
      );
      return key;
    },
    async get(key) {
      const bytes = await client.getObject(objectKey(key));
      // A row without its object is our fault, not the caller's: a 500, as a missing file on disk is.
      if (!bytes) throw new Error("KYC document missing from the object store");
      return bytes;
    },
    remove: (key) => client.deleteObject(objectKey(key)),
  };
}

export type DocumentStoreConfig = Pick<
  Config,
  | "dataDir"
  | "KYC_S3_ENDPOINT"
  | "KYC_S3_BUCKET"
  | "KYC_S3_REGION"
  | "KYC_S3_ACCESS_KEY_ID"
  | "KYC_S3_SECRET_ACCESS_KEY"
  | "KYC_S3_PREFIX"
>;

/** The S3-compatible store when KYC_S3_ENDPOINT is set, else DATA_DIR/kyc. */
export function documentStoreFor(config: DocumentStoreConfig): DocumentStore {
  const endpoint = config.KYC_S3_ENDPOINT;
  if (!endpoint) return diskDocumentStore(path.join(config.dataDir, "kyc"));
  const { KYC_S3_BUCKET: bucket, KYC_S3_ACCESS_KEY_ID: accessKeyId } = config;
  const secretAccessKey = config.KYC_S3_SECRET_ACCESS_KEY;
  // loadConfig already refuses this; the check keeps a hand-made config from failing at the first upload.
  if (!bucket || !accessKeyId || !secretAccessKey)
    throw new Error(
      "KYC_S3_BUCKET, KYC_S3_ACCESS_KEY_ID and KYC_S3_SECRET_ACCESS_KEY are required with KYC_S3_ENDPOINT",
    );
  const client = createS3Client({
    endpoint,
    bucket,
    region: config.KYC_S3_REGION,
    accessKeyId,
    secretAccessKey,
  });
  return s3DocumentStore(client, config.KYC_S3_PREFIX);
}
