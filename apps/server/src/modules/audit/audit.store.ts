import { and, asc, desc, eq, gt, gte, like, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { auditHead, auditLog } from "./audit.tables";

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  staffId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  beforeId?: bigint | undefined;
}

const HEAD = 1;

export const auditStore = {
  /** Locks the chain's head (creating it on first use) and returns the last row's id and hash. */
  async lockHead(tx: Db, genesis: string): Promise<{ lastId: bigint; lastHash: string }> {
    await tx.insert(auditHead).values({ id: HEAD, lastId: 0n, lastHash: genesis }).onConflictDoNothing();
    const [head] = await tx.select().from(auditHead).where(eq(auditHead.id, HEAD)).for("update");
    return { lastId: head!.lastId, lastHash: head!.lastHash };
  },

  async head(db: Db): Promise<{ lastId: bigint; lastHash: string } | null> {
    const [head] = await db.select().from(auditHead).where(eq(auditHead.id, HEAD));
    return head ? { lastId: head.lastId, lastHash: head.lastHash } : null;
  },

  async append(tx: Db, row: AuditRow): Promise<void> {
    await tx.insert(auditLog).values(row);
    await tx.update(auditHead).set({ lastId: row.id, lastHash: row.hash }).where(eq(auditHead.id, HEAD));
  },

  /** Rows matching the filter, newest first. */
  list(db: Db, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
    const where: SQL[] = [];
    if (filter.staffId) where.push(eq(auditLog.staffId, filter.staffId));
    if (filter.action) {
      where.push(
        filter.action.endsWith(".")
          ? like(auditLog.action, `${filter.action.replace(/[\\%_]/g, "\\$&")}%`)
          : eq(auditLog.action, filter.action),
      );
    }
    if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
    if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
    if (filter.from) where.push(gte(auditLog.at, filter.from));
    if (filter.to) where.push(lt(auditLog.at, filter.to));
    if (filter.beforeId) where.push(lt(auditLog.id, filter.beforeId));
    return db
      .select()
      .from(auditLog)
      .where(and(...where))
      .orderBy(desc(auditLog.id))
      .limit(limit);
  },

  /** A page of the chain in order, after row `afterId`. */
  scan(db: Db, afterId: bigint, limit: number): Promise<AuditRow[]> {
    return db.select().from(auditLog).where(gt(auditLog.id, afterId)).orderBy(asc(auditLog.id)).limit(limit);
  },
};
