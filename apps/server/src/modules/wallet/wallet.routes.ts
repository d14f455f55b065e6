import {
  BalanceResponse,
  type BalanceStreamEvent,
  SESSION_EXPIRED_MESSAGE,
  toMajor,
  walletApi,
} from "@casino/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePlayer, type SessionResolver } from "../../platform/auth";
import type { EventBus } from "../../platform/bus";
import { AppError } from "../../platform/errors";
import { eventStreams, type OpenEventStream, sseFrame } from "../../platform/http/sse";
import { BALANCE_CHANNEL, type BalanceEvent, type WalletService } from "./wallet.service";

export interface WalletRouteDeps {
  wallet: WalletService;
  bus: EventBus;
  /** The player's account currency (owned by the account module). */
  currencyOf(userId: string): Promise<string>;
  /** Re-checks the session behind a long-lived stream. */
  resolveSession: SessionResolver;
  heartbeatMs: number;
}

export const walletRoutes =
  (deps: WalletRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const openStream = eventStreams(app);
    app.get(
      walletApi.getUserBalance.path,
      {
        schema: {
          tags: ["wallet"],
          summary: "The player's real and bonus balance",
          response: { 200: BalanceResponse },
        },
      },
      async (request) => {
        const { userId } = requirePlayer(request);
        const currency = await deps.currencyOf(userId);
        const b = await deps.wallet.balances(userId, currency);
        return {
          balance: toMajor(b.real),
          bonus: toMajor(b.bonus),
          total: toMajor(b.real + b.bonus),
          totalCurrency: currency,
          balanceCurrency: currency,
        };
      },
    );

    app.get(
      walletApi.getPlayerByUserIdBalanceUpdates.path,
      {
        schema: {
          tags: ["wallet"],
          summary: "Live balance changes (Server-Sent Events) for the session's own player",
          params: z.object({ userId: z.string() }),
        },
      },
      async (request, reply) => {
        const principal = requirePlayer(request);
        if (request.params.userId !== principal.userId) {
          throw new AppError("FORBIDDEN", 403, "You can only follow your own balance");
        }
        const currency = await deps.currencyOf(principal.userId);
        const lastSeen = parseEventId(request.headers["last-event-id"]);
        await stream(reply, deps, openStream, {
          userId: principal.userId,
          token: principal.token,
          currency,
          lastSeen,
        });
      },
    );
  };

function parseEventId(header: string | string[] | undefined): bigint {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,19}$/.test(value) ? BigInt(value) : -1n;
}

async function stream(
  reply: FastifyReply,
  deps: WalletRouteDeps,
  openStream: OpenEventStream,
  ctx: { userId: string; token: string; currency: string; lastSeen: bigint },
) {
  // Each heartbeat re-checks the session: when it has ended the client is told so and the stream closes.
  const out = openStream(reply, {
    heartbeatMs: deps.heartbeatMs,
    stillValid: async () => (await deps.resolveSession(ctx.token)) !== null,
    expiredFrame: sseFrame(SESSION_EXPIRED_MESSAGE, { event: "error" }),
  });
  const send = (id: bigint, data: BalanceStreamEvent) => out.write(sseFrame(data, { id }));

  let lastSent = ctx.lastSeen;
  const queue: BalanceEvent[] = [];
  const off = deps.bus.subscribe(BALANCE_CHANNEL, (payload) => {
    const event = payload as BalanceEvent;
    if (event.userId !== ctx.userId || event.currency !== ctx.currency) return;
    queue.push(event);
    flush();
  });
  out.onClose(off);
  const flush = () => {
    while (!out.closed && queue.length) {
      const event = queue.shift()!;
      const id = BigInt(event.eventId);
      if (id <= lastSent) continue;
      lastSent = id;
      send(id, {
        real: { afterAmount: toMajor(BigInt(event.real)) },
        bonus: { afterAmount: toMajor(BigInt(event.bonus)) },
        source: event.source,
        transferId: event.transferId,
        currency: event.currency,
      });
    }
  };

  // The latest state first, unless the client already has it (a reconnect with a current Last-Event-ID).
  const [balances, lastEntryId] = await Promise.all([
    deps.wallet.balances(ctx.userId, ctx.currency),
    deps.wallet.lastEntryId(ctx.userId),
  ]);
  if (lastEntryId > lastSent || lastSent < 0n) {
    lastSent = lastEntryId > lastSent ? lastEntryId : lastSent;
    send(lastSent < 0n ? 0n : lastSent, {
      real: { afterAmount: toMajor(balances.real) },
      bonus: { afterAmount: toMajor(balances.bonus) },
      source: "snapshot",
      transferId: null,
      currency: ctx.currency,
    });
  }
  flush();
}
