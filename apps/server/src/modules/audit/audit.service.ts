import type { AuditEntry, AuditVerifyResponse } from "@casino/contract";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { GENESIS_HASH, rowHash, toJsonValue } from "./audit.chain";
import { type AuditFilter, type AuditRow, auditStore } from "./audit.store";

/** Who acted: a staff member (as the staff guard saw them) or the system (null). */
export interface AuditActor {
  userId: string;
  roles: string[];
  ip: string | null;
}

/** One staff action, as a module records it. `before`/`after` are plain JSON-able values (bigints become text). */
export interface AuditRecord {
  actor: AuditActor | null;
  /** `area.verb`, e.g. `withdrawal.approve`. */
  action: string;
  target: { type: string; id: string };
  before?: unknown;
  after?: unknown;
}

/**
 * The audit trail. `record(tx, …)` appends inside the caller's transaction, so the row exists exactly when the change
 * does; the head's row lock lines concurrent appends up (staff actions are rare, the lock is held to the commit).
 */
export function createAuditService(deps: {
  db: Db;
  clock: Clock;
  usernames: (ids: string[]) => Promise<Map<string, string>>;
}) {
  const { db, clock } = deps;

  async function record(tx: Db, entry: AuditRecord): Promise<bigint> {
    const head = await auditStore.lockHead(tx, GENESIS_HASH);
    const fields = {
      id: head.lastId + 1n,
      at: clock.now(),
      staffId: entry.actor?.userId ?? null,
      staffRoles: entry.actor?.roles ?? [],
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id,
      before: toJsonValue(entry.before),
      after: toJsonValue(entry.after),
      ip: entry.actor?.ip ?? null,
      prevHash: head.lastHash,
    };
    await auditStore.append(tx, { ...fields, hash: rowHash(fields) });
    return fields.id;
  }

  async function present(rows: AuditRow[]): Promise<AuditEntry[]> {
    const staffIds = [...new Set(rows.map((row) => row.staffId).filter((id): id is string => id !== null))];
    const names = staffIds.length ? await deps.usernames(staffIds) : new Map<string, string>();
    return rows.map((row) => ({
      id: row.id.toString(),
      at: row.at.toISOString(),
      staffId: row.staffId,
      staffUsername: row.staffId ? (names.get(row.staffId) ?? null) : null,
      staffRoles: row.staffRoles,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before ?? null,
      after: row.after ?? null,
      ip: row.ip,
      prevHash: row.prevHash,
      hash: row.hash,
    }));
  }

  return {
    record,

    async list(filter: AuditFilter, limit: number) {
      const rows = await auditStore.list(db, filter, limit + 1);
      const page = rows.slice(0, limit);
      return {
        items: await present(page),
        nextCursor: rows.length > limit ? page[page.length - 1]!.id.toString() : null,
      };
    },

    /**
     * Walks the chain from the first row: every row must follow the one before it (ids without a gap), link to its
     * hash and hash to its own; the last must be the head. The first row that does not is named.
     */
    async verify(): Promise<AuditVerifyResponse> {
      let previous = { id: 0n, hash: GENESIS_HASH };
      let entries = 0;
      for (;;) {
        const rows = await auditStore.scan(db, previous.id, 1000);
        for (const row of rows) {
          entries++;
          const intact =
            row.id === previous.id + 1n &&
            row.prevHash === previous.hash &&
            row.hash === rowHash({ ...row, before: row.before ?? null, after: row.after ?? null });
          if (!intact) return { ok: false, entries, firstBrokenId: row.id.toString() };
          previous = { id: row.id, hash: row.hash };
        }
        if (rows.length < 1000) break;
      }
      const head = await auditStore.head(db);
      if (head && (head.lastId !== previous.id || head.lastHash !== previous.hash)) {
        // The newest rows are gone: the first missing one is the break.
        return { ok: false, entries, firstBrokenId: (previous.id + 1n).toString() };
      }
      return { ok: true, entries, firstBrokenId: null };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
