import { and, count, desc, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import {
  chatAgentPresence,
  chatConversations,
  chatMessages,
  chatTokens,
  supportTickets,
} from "./support.tables";

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export const supportStore = {
  async insertTicket(db: Db, row: typeof supportTickets.$inferInsert): Promise<void> {
    await db.insert(supportTickets).values(row);
  },

  async ticket(db: Db, reference: string) {
    const [row] = await db.select().from(supportTickets).where(eq(supportTickets.reference, reference));
    return row;
  },

  async conversationOf(db: Db, userId: string): Promise<ConversationRow | undefined> {
    const [row] = await db.select().from(chatConversations).where(eq(chatConversations.userId, userId));
    return row;
  },

  async conversation(db: Db, id: string): Promise<ConversationRow | undefined> {
    const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
    return row;
  },

  /** The player's conversation, opened on first use (the unique index settles a race between two tabs). */
  async openConversation(db: Db, userId: string): Promise<ConversationRow> {
    await db.insert(chatConversations).values({ userId }).onConflictDoNothing();
    const row = await supportStore.conversationOf(db, userId);
    if (!row) throw new Error("Conversation vanished after opening it");
    return row;
  },

  async insertMessage(db: Db, row: typeof chatMessages.$inferInsert): Promise<MessageRow> {
    const [inserted] = await db.insert(chatMessages).values(row).returning();
    await db
      .update(chatConversations)
      .set({ lastMessageAt: sql`now()` })
      .where(eq(chatConversations.id, row.conversationId));
    return inserted!;
  },

  /**
   * The player's messages in the conversation over the last `seconds` (database clock), and how many seconds
   * remain until the oldest of them leaves that window.
   */
  async recentPlayerMessages(
    db: Db,
    conversationId: string,
    seconds: number,
  ): Promise<{ count: number; secondsUntilOldestExpires: number }> {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        wait: sql<number>`coalesce(extract(epoch from min(${chatMessages.createdAt}) + make_interval(secs => ${seconds}) - now()), 0)::float8`,
      })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          eq(chatMessages.sender, "player"),
          sql`${chatMessages.createdAt} > now() - make_interval(secs => ${seconds})`,
        ),
      );
    return { count: row?.count ?? 0, secondsUntilOldestExpires: row?.wait ?? 0 };
  },

  async setOfflineTicket(db: Db, conversationId: string, reference: string | null): Promise<void> {
    await db
      .update(chatConversations)
      .set({ offlineTicket: reference })
      .where(eq(chatConversations.id, conversationId));
  },

  /** A page of messages, newest first (the caller reverses it), older than `before` when given. */
  async messages(db: Db, conversationId: string, limit: number, before?: bigint): Promise<MessageRow[]> {
    return db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          before === undefined ? undefined : lt(chatMessages.id, before),
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(limit);
  },

  /** Messages after the read marker written by the other side: agent+system for the player, player for agents. */
  async unread(db: Db, conversation: ConversationRow, reader: "player" | "agent"): Promise<number> {
    const marker = reader === "player" ? conversation.playerReadId : conversation.agentReadId;
    const [row] = await db
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversation.id),
          gt(chatMessages.id, marker),
          reader === "player" ? ne(chatMessages.sender, "player") : eq(chatMessages.sender, "player"),
        ),
      );
    return row?.n ?? 0;
  },

  /** Moves a read marker forward only (a late, older mark never un-reads newer messages). */
  async markRead(
    db: Db,
    conversationId: string,
    reader: "player" | "agent",
    upTo: bigint,
  ): Promise<ConversationRow> {
    const column = reader === "player" ? chatConversations.playerReadId : chatConversations.agentReadId;
    const [row] = await db
      .update(chatConversations)
      .set(
        reader === "player"
          ? { playerReadId: sql`greatest(${column}, ${upTo})` }
          : { agentReadId: sql`greatest(${column}, ${upTo})` },
      )
      .where(eq(chatConversations.id, conversationId))
      .returning();
    return row!;
  },

  /** The agent console's inbox: conversations with at least one message, most recent activity first. */
  async recentConversations(db: Db, limit: number): Promise<ConversationRow[]> {
    return db
      .select()
      .from(chatConversations)
      .where(
        sql`exists (select 1 from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id})`,
      )
      .orderBy(desc(chatConversations.lastMessageAt))
      .limit(limit);
  },

  async insertToken(db: Db, row: typeof chatTokens.$inferInsert): Promise<void> {
    await db.insert(chatTokens).values(row);
    // Expired tokens are useless; sweeping them here keeps the table small without a job.
    await db.delete(chatTokens).where(lt(chatTokens.expiresAt, sql`now() - interval '1 day'`));
  },

  async token(db: Db, tokenHash: string) {
    const [row] = await db.select().from(chatTokens).where(eq(chatTokens.tokenHash, tokenHash));
    return row;
  },

  async touchPresence(db: Db, connectionId: string, agentId: string, seenAt: Date): Promise<void> {
    await db
      .insert(chatAgentPresence)
      .values({ connectionId, agentId, seenAt })
      .onConflictDoUpdate({ target: chatAgentPresence.connectionId, set: { seenAt } });
  },

  /** A heartbeat of an open console: refreshes its row, never brings back one its closing removed. */
  async refreshPresence(db: Db, connectionId: string, seenAt: Date): Promise<void> {
    await db
      .update(chatAgentPresence)
      .set({ seenAt })
      .where(eq(chatAgentPresence.connectionId, connectionId));
  },

  async dropPresence(db: Db, connectionId: string): Promise<void> {
    await db.delete(chatAgentPresence).where(eq(chatAgentPresence.connectionId, connectionId));
  },

  async agentsSeenSince(db: Db, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(chatAgentPresence)
      .where(gt(chatAgentPresence.seenAt, since));
    return row?.n ?? 0;
  },
};
