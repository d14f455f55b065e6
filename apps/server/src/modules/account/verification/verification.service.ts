import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { type VerificationTokenRow, verificationStore } from "./verification.store";

/** What a secret is for; the purpose is part of every lookup, so a reset key never activates an e-mail. */
export type LinkPurpose = "email_verification" | "email_change" | "password_reset";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Single-use secrets sent to players: 256-bit link keys (e-mail verification, password reset) and 6-digit SMS
 * codes. Only hashes are stored. SMS codes are hashed with their row id as salt: a bare 6-digit hash would repeat
 * across phones and could be reversed by trying all million codes.
 */
export function createVerificationService(db: Db, clock: Clock) {
  return {
    /** A new link key for a player; their earlier open keys of the same purpose stop working. */
    async issueLink(input: {
      purpose: LinkPurpose;
      userId: string;
      target: string;
      ttlMs: number;
    }): Promise<string> {
      const secret = randomBytes(32).toString("base64url");
      const now = clock.now();
      await verificationStore.expireOpen(db, input.purpose, { userId: input.userId }, now);
      await verificationStore.insert(db, {
        purpose: input.purpose,
        tokenHash: sha256(secret),
        userId: input.userId,
        target: input.target.toLowerCase(),
        expiresAt: new Date(now.getTime() + input.ttlMs),
        createdAt: now,
      });
      return secret;
    },

    /** The open (unused, unexpired) key row, or undefined. Does not use it up. */
    async findLink(purposes: LinkPurpose[], secret: string): Promise<VerificationTokenRow | undefined> {
      return verificationStore.findOpen(db, purposes, sha256(secret), clock.now());
    },

    /** Uses a key up; false when it was used (or expired) in the meantime. Pass a transaction to tie it to a change. */
    async consume(id: string, handle: Db = db): Promise<boolean> {
      return verificationStore.consume(handle, id, clock.now());
    },

    /** A new SMS code for a phone number (E.164); earlier codes for it stop working. */
    async issueCode(target: string, ttlMs: number): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const id = randomUUID();
      const now = clock.now();
      await verificationStore.expireOpen(db, "sms", { target }, now);
      await verificationStore.insert(db, {
        id,
        purpose: "sms",
        tokenHash: sha256(`${id}:${code}`),
        target,
        expiresAt: new Date(now.getTime() + ttlMs),
        createdAt: now,
      });
      return code;
    },

    /** When the last code was sent to this number, for the resend throttle. */
    async lastCodeSentAt(target: string): Promise<Date | undefined> {
      return (await verificationStore.latestForTarget(db, "sms", target))?.createdAt;
    },

    /** Checks a code against the newest one sent to the number; each check uses up one of `maxAttempts` tries. */
    async confirmCode(target: string, code: string, maxAttempts: number): Promise<boolean> {
      const row = await verificationStore.latestForTarget(db, "sms", target);
      if (!row || !(await verificationStore.takeAttempt(db, row.id, maxAttempts, clock.now()))) return false;
      const expected = Buffer.from(row.tokenHash, "hex");
      const given = Buffer.from(sha256(`${row.id}:${code}`), "hex");
      if (!timingSafeEqual(expected, given)) return false;
      return verificationStore.consume(db, row.id, clock.now());
    },

    /** Whether the number was confirmed by SMS within the last `withinMs`. */
    async codeConfirmedWithin(target: string, withinMs: number): Promise<boolean> {
      return verificationStore.usedSince(db, "sms", target, new Date(clock.now().getTime() - withinMs));
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
