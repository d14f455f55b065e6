import { createHash, randomBytes } from "node:crypto";

/** A new session id: 256 random bits, URL-safe. */
export const newSessionToken = () => randomBytes(32).toString("base64url");

/** What the database keeps instead of the token itself. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
