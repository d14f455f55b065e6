import { createHash } from "node:crypto";

/** The hash the first row links to. */
export const GENESIS_HASH = "0".repeat(64);

/** What a row's hash covers: every field, and the previous row's hash. */
export interface ChainedFields {
  id: bigint;
  at: Date;
  staffId: string | null;
  staffRoles: string[];
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string | null;
  prevHash: string;
}

/**
 * JSON with object keys sorted at every depth. PostgreSQL's jsonb keeps its own key order, so the hash is taken over
 * this spelling, which is the same before the insert and after reading the row back.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

/** A value as jsonb will hold it: bigints as decimal strings, dates as ISO text, undefined fields dropped. */
export function toJsonValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value, (_, v) => (typeof v === "bigint" ? v.toString() : v))) as unknown;
}

export function rowHash(fields: ChainedFields): string {
  return createHash("sha256")
    .update(
      canonicalJson([
        fields.prevHash,
        fields.id.toString(),
        fields.at.toISOString(),
        fields.staffId,
        fields.staffRoles,
        fields.action,
        fields.targetType,
        fields.targetId,
        fields.before,
        fields.after,
        fields.ip,
      ]),
    )
    .digest("hex");
}
