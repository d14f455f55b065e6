import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db";
import { AppError } from "../errors";
import { idempotentRequests } from "./idempotency.tables";

/** 409: the key was used before for a different request (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const idempotencyMismatch = (what = "request") =>
  new AppError("IDEMPOTENCY_MISMATCH", 409, `This Idempotency-Key was already used for a different ${what}`);

/** JSON with sorted keys and bigints as strings: the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (typeof value === "bigint") return JSON.stringify(value.toString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The fingerprint of a request: its operation and inputs. */
export const requestHash = (operation: string, request: unknown) =>
  createHash("sha256")
    .update(canonicalJson([operation, request]))
    .digest("hex");

/** What an answer may hold: it is kept as JSON. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

/** A client's key for one call of one player; no key means the call is not deduplicated. */
export interface KeyedCall {
  userId: string;
  key: string | undefined;
  /** e.g. "shop.buy": the same key on another operation is a different request. */
  operation: string;
  /** The inputs that make the request what it is (not the session, locale or other presentation). */
  request: unknown;
}

/**
 * Runs `work` at most once per (player, key), in the caller's transaction, which must not have taken any other
 * lock yet: the key's row is inserted first, so a concurrent call with the same key waits at that insert until
 * this transaction ends, then finds the committed answer (or, if this one rolled back, runs itself). A repeat of
 * the same request gets the first answer; the same key with another request is refused with 409.
 */
export async function once<T extends Json>(tx: Db, call: KeyedCall, work: () => Promise<T>): Promise<T> {
  if (call.key === undefined) return work();
  const hash = requestHash(call.operation, call.request);
  const reserved = await tx
    .insert(idempotentRequests)
    .values({ userId: call.userId, key: call.key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (reserved.length === 0) {
    const [earlier] = await tx
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, call.userId), eq(idempotentRequests.key, call.key)));
    if (earlier?.requestHash !== hash) throw idempotencyMismatch();
    return earlier.answer as T;
  }
  const answer = await work();
  await tx
    .update(idempotentRequests)
    .set({ answer })
    .where(and(eq(idempotentRequests.userId, call.userId), eq(idempotentRequests.key, call.key)));
  return answer;
}
