import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { ChatMessage, ChatStreamEvent, UrlLocale } from "@casino/contract";
import { can, isUrlLocale } from "@casino/contract";
import type { EventBus } from "../../platform/bus";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { Messenger } from "../../platform/mail";
import type { AccountService } from "../account";
import { chatRateLimited, chatTokenInvalid, conversationNotFound, notSupportAgent } from "./support.errors";
import { supportReference } from "./support.service";
import { type ConversationRow, type MessageRow, supportStore } from "./support.store";

/** The bus channel of chat events; `userId` is the conversation's player, null for events every stream gets. */
export const CHAT_CHANNEL = "support.chat";
export interface ChatBusEvent {
  userId: string | null;
  event: ChatStreamEvent;
}

/** Who may answer chats (docs/product/support.md#agents: a role of the roles call). */
export const SUPPORT_ROLE = "support";
/** A chat stream credential lives this long; the stream ends when it expires and the client asks for a new one. */
export const CHAT_TOKEN_TTL_MS = 30 * 60_000;
/** At most this many messages from one player per minute: a person typing never reaches it, a script does. */
export const CHAT_MESSAGES_PER_MINUTE = 20;

export type ChatRole = "player" | "agent";

export interface ChatDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  messenger: Messenger;
  supportEmail: string;
  accounts: Pick<AccountService, "contactOf" | "rolesOf">;
  /** Agent streams refresh their presence at this interval; a row older than three of them is a dead stream. */
  heartbeatMs: number;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id.toString(),
    conversationId: row.conversationId,
    sender: row.sender as ChatMessage["sender"],
    agentName: row.agentName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    ticketReference: row.ticketReference,
  };
}

/**
 * Live chat between a player and the support team (docs/product/support.md#live-chat). Messages are stored, then
 * announced on the bus so a stream on any process delivers them. With no agent online a player's message becomes
 * an e-mail ticket, so nothing written into an empty room is lost.
 */
export function createChatService(deps: ChatDeps) {
  const { db, clock, bus } = deps;
  const announce = (userId: string | null, event: ChatStreamEvent) =>
    bus.publish(CHAT_CHANNEL, { userId, event } satisfies ChatBusEvent);
  const presenceWindowMs = () => deps.heartbeatMs * 3 + 5_000;

  async function agentsOnline(): Promise<boolean> {
    const since = new Date(clock.now().getTime() - presenceWindowMs());
    return (await supportStore.agentsSeenSince(db, since)) > 0;
  }

  async function requireAgent(userId: string): Promise<void> {
    if (!can(await deps.accounts.rolesOf(userId), "support.chat")) throw notSupportAgent();
  }

  async function page(conversation: ConversationRow | undefined, reader: ChatRole, query: PageQuery) {
    if (!conversation) return { conversationId: null, messages: [], hasMore: false, unread: 0 };
    const rows = await supportStore.messages(db, conversation.id, query.limit + 1, query.before);
    return {
      conversationId: conversation.id,
      messages: rows.slice(0, query.limit).reverse().map(toChatMessage),
      hasMore: rows.length > query.limit,
      unread: await supportStore.unread(db, conversation, reader),
    };
  }

  /** No agent online: the message goes to the team by e-mail under the conversation's open offline ticket. */
  async function offlineTicket(
    userId: string,
    conversation: ConversationRow,
    body: string,
    locale: UrlLocale,
  ) {
    const contact = await deps.accounts.contactOf(userId);
    if (!contact) throw conversationNotFound();
    const existing = conversation.offlineTicket;
    const reference = existing ?? supportReference();
    const subject = existing
      ? "Live chat follow-up (no agent online)"
      : "Live chat message (no agent online)";
    if (!existing) {
      await supportStore.insertTicket(db, {
        reference,
        channel: "chat",
        userId,
        name: contact.name,
        email: contact.email,
        subject,
        message: body,
        locale,
      });
      await supportStore.setOfflineTicket(db, conversation.id, reference);
    }
    await deps.messenger.sendEmail({
      to: deps.supportEmail,
      template: "support_request",
      locale: "en",
      replyTo: contact.email,
      vars: {
        reference,
        player: `${contact.username} (${userId})`,
        language: locale,
        name: contact.name,
        email: contact.email,
        subject,
        message: body,
      },
    });
    if (existing) return { reference, note: null };
    await deps.messenger.sendEmail({
      to: contact.email,
      template: "support_confirmation",
      locale: isUrlLocale(contact.locale) ? contact.locale : locale,
      vars: { reference, name: contact.name },
    });
    // The note in the conversation; the web shows it in the reader's language from `ticketReference`.
    const note = await supportStore.insertMessage(db, {
      conversationId: conversation.id,
      sender: "system",
      body: `No agent is online right now. Your message was sent to our team by e-mail (${reference}); we will reply to ${contact.email}.`,
      ticketReference: reference,
    });
    return { reference, note };
  }

  return {
    agentsOnline,
    requireAgent,

    /** A stream credential for the player's own chat, or for the agent console (support role only). */
    async issueToken(userId: string, role: ChatRole) {
      if (role === "agent") await requireAgent(userId);
      const accessToken = randomBytes(32).toString("base64url");
      const expiresAt = new Date(clock.now().getTime() + CHAT_TOKEN_TTL_MS);
      await supportStore.insertToken(db, { tokenHash: hashToken(accessToken), userId, role, expiresAt });
      return { accessToken, expiresAt: expiresAt.toISOString() };
    },

    /** The user a live token of this role belongs to, or a 401. */
    async tokenOwner(accessToken: string, role: ChatRole): Promise<string> {
      const row = await supportStore.token(db, hashToken(accessToken));
      if (!row || row.role !== role || row.expiresAt <= clock.now()) throw chatTokenInvalid();
      return row.userId;
    },

    /** The player's conversation: a page of history (oldest first), unread agent messages, whether anyone is in. */
    async playerConversation(userId: string, query: PageQuery) {
      const conversation = await supportStore.conversationOf(db, userId);
      return { ...(await page(conversation, "player", query)), agentsOnline: await agentsOnline() };
    },

    async agentConversation(conversationId: string, query: PageQuery) {
      const conversation = await supportStore.conversation(db, conversationId);
      if (!conversation) throw conversationNotFound();
      const contact = await deps.accounts.contactOf(conversation.userId);
      return {
        ...(await page(conversation, "agent", query)),
        agentsOnline: true,
        username: contact?.username ?? "—",
      };
    },

    /** The console's inbox, with each conversation's last message and unread count. */
    async conversations(limit = 50) {
      const rows = await supportStore.recentConversations(db, limit);
      return {
        items: await Promise.all(
          rows.map(async (conversation) => {
            const [last] = await supportStore.messages(db, conversation.id, 1);
            return {
              id: conversation.id,
              userId: conversation.userId,
              username: (await deps.accounts.contactOf(conversation.userId))?.username ?? "—",
              lastMessage: last ? toChatMessage(last) : null,
              unread: await supportStore.unread(db, conversation, "agent"),
              lastMessageAt: conversation.lastMessageAt.toISOString(),
            };
          }),
        ),
      };
    },

    async sendFromPlayer(userId: string, body: string, locale: UrlLocale) {
      const conversation = await supportStore.openConversation(db, userId);
      const recent = await supportStore.recentPlayerMessages(db, conversation.id, 60);
      if (recent.count >= CHAT_MESSAGES_PER_MINUTE) throw chatRateLimited(recent.secondsUntilOldestExpires);
      const row = await supportStore.insertMessage(db, {
        conversationId: conversation.id,
        sender: "player",
        body,
      });
      const message = toChatMessage(row);
      await announce(userId, { type: "message", message });
      if (await agentsOnline()) return { message, ticketReference: null };
      const { reference, note } = await offlineTicket(userId, conversation, body, locale);
      if (note) await announce(userId, { type: "message", message: toChatMessage(note) });
      return { message, ticketReference: reference };
    },

    async sendFromAgent(agentId: string, conversationId: string, body: string) {
      await requireAgent(agentId);
      const conversation = await supportStore.conversation(db, conversationId);
      if (!conversation) throw conversationNotFound();
      const agent = await deps.accounts.contactOf(agentId);
      const row = await supportStore.insertMessage(db, {
        conversationId,
        sender: "agent",
        agentId,
        agentName: agent?.name ?? "Support",
        body,
      });
      // An answer closes the offline ticket: a later offline message opens a new one.
      if (conversation.offlineTicket) await supportStore.setOfflineTicket(db, conversationId, null);
      // Answering means the agent has read everything before it.
      await supportStore.markRead(db, conversationId, "agent", row.id);
      const message = toChatMessage(row);
      await announce(conversation.userId, { type: "message", message });
      return { message, ticketReference: null };
    },

    async playerTyping(userId: string, typing: boolean) {
      const conversation = await supportStore.conversationOf(db, userId);
      if (conversation)
        await announce(userId, { type: "typing", conversationId: conversation.id, from: "player", typing });
    },

    async agentTyping(agentId: string, conversationId: string, typing: boolean) {
      await requireAgent(agentId);
      const conversation = await supportStore.conversation(db, conversationId);
      if (!conversation) throw conversationNotFound();
      await announce(conversation.userId, { type: "typing", conversationId, from: "agent", typing });
    },

    /** Marks messages read up to `upTo` for the player (own conversation) or the team; the unread count after. */
    async markRead(reader: ChatRole, conversation: ConversationRow, upTo: bigint) {
      const updated = await supportStore.markRead(db, conversation.id, reader, upTo);
      const marker = reader === "player" ? updated.playerReadId : updated.agentReadId;
      await announce(conversation.userId, {
        type: "read",
        conversationId: conversation.id,
        by: reader,
        upTo: marker.toString(),
      });
      return { unread: await supportStore.unread(db, updated, reader) };
    },

    async playerRead(userId: string, upTo: bigint) {
      const conversation = await supportStore.conversationOf(db, userId);
      if (!conversation) return { unread: 0 };
      return this.markRead("player", conversation, upTo);
    },

    async agentRead(agentId: string, conversationId: string, upTo: bigint) {
      await requireAgent(agentId);
      const conversation = await supportStore.conversation(db, conversationId);
      if (!conversation) throw conversationNotFound();
      return this.markRead("agent", conversation, upTo);
    },

    /** An agent console stream opened. */
    async touchPresence(connectionId: string, agentId: string) {
      await supportStore.touchPresence(db, connectionId, agentId, clock.now());
    },

    /**
     * An open console's heartbeat. It may still be on its way when the console closes; it then finds no row and
     * leaves none, so players are not told an agent is in for the rest of the presence window.
     */
    async refreshPresence(connectionId: string) {
      await supportStore.refreshPresence(db, connectionId, clock.now());
    },

    /** An agent console stream ended; players learn whether anyone is still in. */
    async dropPresence(connectionId: string) {
      await supportStore.dropPresence(db, connectionId);
      await announce(null, { type: "presence", agentsOnline: await agentsOnline() });
    },

    async announcePresence() {
      await announce(null, { type: "presence", agentsOnline: await agentsOnline() });
    },

    newConnectionId: () => randomUUID(),
  };
}

export interface PageQuery {
  limit: number;
  before?: bigint | undefined;
}

export type ChatService = ReturnType<typeof createChatService>;
