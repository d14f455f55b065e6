import {
  AgentConversationResponse,
  ChatConversationResponse,
  ChatConversationsResponse,
  ChatHistoryQuery,
  ChatReadRequest,
  ChatSendRequest,
  ChatSendResponse,
  ChatStreamQuery,
  ChatTokenResponse,
  ChatTypingRequest,
  ChatUnreadResponse,
  ErrorResponse,
  supportApi,
} from "@casino/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePlayer } from "../../platform/auth";
import type { EventBus } from "../../platform/bus";
import { eventStreams } from "../../platform/http/sse";
import { requestLocale } from "../../platform/request-context";
import type { ChatService } from "./chat.service";
import { openChatStream } from "./chat.stream";

const tags = ["support"];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  429: ErrorResponse,
};
const conversationParams = z.object({ id: z.string().uuid() });
const pageOf = (query: { before?: string | undefined; limit: number }) => ({
  limit: query.limit,
  before: query.before === undefined ? undefined : BigInt(query.before),
});

/**
 * Live chat over SSE + POST (docs/product/support.md#live-chat): the player's calls under /api/support/chat, the
 * agent console's under /api/support/agent (the `support` role). Streams take the chat accessToken.
 */
export const chatRoutes =
  (chat: ChatService, bus: EventBus, heartbeatMs: number): FastifyPluginAsyncZod =>
  async (app) => {
    const openStream = eventStreams(app);
    const agent = async (request: FastifyRequest) => {
      const { userId } = requirePlayer(request);
      await chat.requireAgent(userId);
      return userId;
    };

    // The player's side.
    app.post(
      supportApi.postSupportChatToken.path,
      {
        schema: {
          tags,
          summary: "A chat access token for the player's stream",
          response: { 200: ChatTokenResponse, ...errors },
        },
      },
      (request) => chat.issueToken(requirePlayer(request).userId, "player"),
    );
    app.get(
      supportApi.getSupportChat.path,
      {
        schema: {
          tags,
          summary:
            "The player's conversation: history (oldest first), unread count, whether an agent is online",
          querystring: ChatHistoryQuery,
          response: { 200: ChatConversationResponse, ...errors },
        },
      },
      (request) => chat.playerConversation(requirePlayer(request).userId, pageOf(request.query)),
    );
    app.post(
      supportApi.postSupportChatMessages.path,
      {
        schema: {
          tags,
          summary: "Send a message; with no agent online it becomes an e-mail ticket",
          body: ChatSendRequest,
          response: { 200: ChatSendResponse, ...errors },
        },
      },
      (request) =>
        chat.sendFromPlayer(requirePlayer(request).userId, request.body.body, requestLocale(request)),
    );
    app.post(
      supportApi.postSupportChatTyping.path,
      {
        schema: {
          tags,
          summary: "The player started or stopped typing",
          body: ChatTypingRequest,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await chat.playerTyping(requirePlayer(request).userId, request.body.typing);
        return reply.code(204).send(null);
      },
    );
    app.post(
      supportApi.postSupportChatRead.path,
      {
        schema: {
          tags,
          summary: "The player has read the agent's messages up to this id",
          body: ChatReadRequest,
          response: { 200: ChatUnreadResponse, ...errors },
        },
      },
      (request) => chat.playerRead(requirePlayer(request).userId, BigInt(request.body.upTo)),
    );
    app.get(
      supportApi.getSupportChatStream.path,
      {
        schema: {
          tags,
          summary: "The player's chat events (Server-Sent Events)",
          querystring: ChatStreamQuery,
        },
      },
      async (request, reply) => {
        const { accessToken } = request.query;
        const userId = await chat.tokenOwner(accessToken, "player");
        openChatStream(reply, {
          bus,
          heartbeatMs,
          openStream,
          initial: [{ type: "presence", agentsOnline: await chat.agentsOnline() }],
          // The player's own conversation, and presence; not their own typing echoed back.
          accepts: ({ userId: owner, event }) =>
            owner === null ? true : owner === userId && !(event.type === "typing" && event.from === "player"),
          stillValid: async () => (await chat.tokenOwner(accessToken, "player")) === userId,
        });
      },
    );

    // The agent console.
    app.post(
      supportApi.postSupportAgentToken.path,
      {
        schema: {
          tags,
          summary: "A chat access token for the agent console",
          response: { 200: ChatTokenResponse, ...errors },
        },
      },
      async (request) => chat.issueToken(await agent(request), "agent"),
    );
    app.get(
      supportApi.getSupportAgentConversations.path,
      {
        schema: {
          tags,
          summary: "Conversations, most recent first",
          response: { 200: ChatConversationsResponse, ...errors },
        },
      },
      async (request) => {
        await agent(request);
        return chat.conversations();
      },
    );
    app.get(
      supportApi.getSupportAgentConversationsById.path,
      {
        schema: {
          tags,
          summary: "One conversation's history",
          params: conversationParams,
          querystring: ChatHistoryQuery,
          response: { 200: AgentConversationResponse, ...errors },
        },
      },
      async (request) => {
        await agent(request);
        return chat.agentConversation(request.params.id, pageOf(request.query));
      },
    );
    app.post(
      supportApi.postSupportAgentConversationsByIdMessages.path,
      {
        schema: {
          tags,
          summary: "Reply to the player",
          params: conversationParams,
          body: ChatSendRequest,
          response: { 200: ChatSendResponse, ...errors },
        },
      },
      async (request) => chat.sendFromAgent(await agent(request), request.params.id, request.body.body),
    );
    app.post(
      supportApi.postSupportAgentConversationsByIdTyping.path,
      {
        schema: {
          tags,
          params: conversationParams,
          body: ChatTypingRequest,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await chat.agentTyping(await agent(request), request.params.id, request.body.typing);
        return reply.code(204).send(null);
      },
    );
    app.post(
      supportApi.postSupportAgentConversationsByIdRead.path,
      {
        schema: {
          tags,
          params: conversationParams,
          body: ChatReadRequest,
          response: { 200: ChatUnreadResponse, ...errors },
        },
      },
      async (request) => chat.agentRead(await agent(request), request.params.id, BigInt(request.body.upTo)),
    );
    app.get(
      supportApi.getSupportAgentStream.path,
      {
        schema: {
          tags,
          summary: "Every conversation's events (Server-Sent Events)",
          querystring: ChatStreamQuery,
        },
      },
      async (request, reply) => {
        const { accessToken } = request.query;
        const agentId = await chat.tokenOwner(accessToken, "agent");
        const connectionId = chat.newConnectionId();
        await chat.touchPresence(connectionId, agentId);
        await chat.announcePresence();
        openChatStream(reply, {
          bus,
          heartbeatMs,
          openStream,
          initial: [],
          // Everything but presence and the agents' own typing.
          accepts: ({ userId, event }) =>
            userId !== null && !(event.type === "typing" && event.from === "agent"),
          stillValid: async () => {
            const owner = await chat.tokenOwner(accessToken, "agent");
            await chat.requireAgent(owner);
            await chat.refreshPresence(connectionId);
            return true;
          },
          onClose: () => void chat.dropPresence(connectionId).catch(() => undefined),
        });
      },
    );
  };
