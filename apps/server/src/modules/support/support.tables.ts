import { sql } from "drizzle-orm";
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/account.tables";

/**
 * A support ticket: a contact-form e-mail, or a live-chat message written while no agent was online. Stored so the
 * team has a record beside the mailbox; the reference is the one quoted in both e-mails.
 */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull(),
    /** email (the contact form) | chat (an offline chat message) */
    channel: text("channel").notNull(),
    /** The player, when the sender was logged in. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("support_tickets_reference_key").on(t.reference),
    index("support_tickets_created_idx").on(t.createdAt),
  ],
);

/**
 * A player's live-chat conversation with the support team: one per player, kept for its history. Read markers are
 * message ids: the player has read every agent message up to `playerReadId`; the team (any agent) every player
 * message up to `agentReadId`.
 */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    playerReadId: bigint("player_read_id", { mode: "bigint" }).notNull().default(sql`0`),
    agentReadId: bigint("agent_read_id", { mode: "bigint" }).notNull().default(sql`0`),
    /** The e-mail ticket offline messages go to, until an agent answers (then the next offline message opens another). */
    offlineTicket: text("offline_ticket"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chat_conversations_user_key").on(t.userId),
    index("chat_conversations_recent_idx").on(t.lastMessageAt),
  ],
);

/** One chat message. Ids increase, so they order the conversation and serve as read markers. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    /** player | agent | system */
    sender: text("sender").notNull(),
    /** The agent who wrote it (agent messages). */
    agentId: uuid("agent_id").references(() => users.id, { onDelete: "set null" }),
    agentName: text("agent_name"),
    body: text("body").notNull(),
    ticketReference: text("ticket_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_conversation_idx").on(t.conversationId, t.id)],
);

/**
 * The chat streams' credentials (docs/product/support.md#live-chat). Only a SHA-256 of the token is kept. `role` says
 * whether it opens a player's stream or the agent console's.
 */
export const chatTokens = pgTable(
  "chat_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** player | agent */
    role: text("role").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("chat_tokens_expiry_idx").on(t.expiresAt)],
);

/**
 * Agents with an open console stream, one row per stream, refreshed on each heartbeat. In the database rather than
 * in memory so every process agrees whether anyone is online; a row not seen for a while is a crashed process's.
 */
export const chatAgentPresence = pgTable("chat_agent_presence", {
  connectionId: uuid("connection_id").primaryKey(),
  agentId: uuid("agent_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});
