import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where KYC files are kept. Only the disk store exists: no S3 client is installed (docs/decisions.md); an
 * S3-compatible store would implement these three calls.
 */
export interface DocumentStore {
  /** Stores the bytes under a new random key and returns it. */
  put(bytes: Uint8Array, extension: string): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

/** Random, unguessable names; the player's file name is never used on disk. */
const KEY = /^[a-f0-9]{32}\.[a-z]{3,4}$/;

/** Files under `dir` (DATA_DIR/kyc), created with owner-only permissions. */
export function diskDocumentStore(dir: string): DocumentStore {
  const full = (key: string) => {
    if (!KEY.test(key)) throw new Error("Invalid document key");
    return path.join(dir, key);
  };
  return {
    async put(bytes, extension) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const key = `${randomBytes(16).toString("hex")}.${extension}`;
      await writeFile(full(key), bytes, { mode: 0o600, flag: "wx" });
      return key;
    },
    get: (key) => readFile(full(key)),
    remove: (key) => rm(full(key), { force: true }),
  };
}
