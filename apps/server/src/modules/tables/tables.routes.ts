import {
  TableBet,
  TableBetRequest,
  TableDetail,
  TableParams,
  TableRoundDetail,
  TableRoundParams,
  TablesResponse,
  tablesApi,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import type { EventBus } from "../../platform/bus";
import type { Clock } from "../../platform/clock";
import { eventStreams, sseFrame } from "../../platform/http/sse";
import { idempotencyKey } from "../../platform/idempotency";
import { channelOf, type TableMessage, type TablesService } from "./tables.service";

const tags = ["live casino"];

/** The live-casino tables: the list, one table, bets on its open round and its stream of rounds. */
export const tablesRoutes =
  (deps: {
    tables: TablesService;
    bus: EventBus;
    clock: Clock;
    heartbeatMs: number;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const openStream = eventStreams(app);

    app.get(
      tablesApi.getTables.path,
      {
        schema: {
          tags,
          summary: "The live-casino tables (RNG, shared rounds) with their current round",
          response: { 200: TablesResponse },
        },
      },
      async () => ({ tables: await deps.tables.list(), now: deps.clock.now().toISOString() }),
    );

    app.get(
      tablesApi.getTablesById.path,
      {
        schema: {
          tags,
          summary: "One table: its current round, the last results and the player's bets",
          params: TableParams,
          response: { 200: TableDetail },
        },
      },
      async (request) => ({
        ...(await deps.tables.detail(request.params.id, request.principal?.userId ?? null)),
        now: deps.clock.now().toISOString(),
      }),
    );

    app.get(
      tablesApi.getTablesByIdRoundsByNumber.path,
      {
        schema: {
          tags,
          summary:
            "One round of the table: its commitment, and once settled its revealed seed and result (to verify)",
          params: TableRoundParams,
          response: { 200: TableRoundDetail },
        },
      },
      async (request) => deps.tables.round(request.params.id, request.params.number),
    );

    app.post(
      tablesApi.postTablesByIdBets.path,
      {
        schema: {
          tags,
          summary: "Bet on the table's open round (Idempotency-Key header required; 409 after no more bets)",
          params: TableParams,
          body: TableBetRequest,
          response: { 200: TableBet },
        },
      },
      async (request) => {
        const { userId } = requirePlayer(request);
        return deps.tables.place(userId, idempotencyKey(request), request.params.id, request.body);
      },
    );

    app.get(
      tablesApi.getTablesByIdStream.path,
      {
        schema: {
          tags,
          summary: "The table's rounds as they happen (Server-Sent Events: snapshot, opened, closed, result)",
          params: TableParams,
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        // Answers 404 for an unknown table before the stream opens.
        const snapshot = await deps.tables.snapshot(id);
        const stream = openStream(reply, { heartbeatMs: deps.heartbeatMs });
        const off = deps.bus.subscribe(channelOf(id), (payload) => {
          const message = payload as TableMessage;
          stream.write(sseFrame(message.data, { event: message.event }));
        });
        stream.onClose(off);
        stream.write(sseFrame(snapshot, { event: "snapshot" }));
      },
    );
  };
