import { SportsStreamQuery, sportsApi } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { EventBus } from "../../platform/bus";
import { eventStreams, sseFrame } from "../../platform/http/sse";
import type { Catalogue } from "./catalogue/catalogue.service";
import { STREAM_CHANNEL, type StreamMessage } from "./stream";

/**
 * The SSE frame of a message, built once: the bus hands the same object to every subscriber of this process, so
 * hundreds of clients share one JSON.stringify.
 */
const frames = new WeakMap<StreamMessage, string>();
function frameOf(message: StreamMessage): string {
  let frame = frames.get(message);
  if (!frame) {
    frame = sseFrame(message.data, { id: message.data.seq, event: message.type });
    frames.set(message, frame);
  }
  return frame;
}

/** The Last-Event-ID of a reconnecting client, or null on a first connect. */
function lastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * GET /api/sportsbook/stream (Server-Sent Events): odds and event changes with increasing sequence numbers as
 * `id:`, from the bus, so every process streams every change. A reconnect with Last-Event-ID gets a `snapshot`
 * first instead of the changes it missed. Public: guests watch prices too.
 */
export const streamRoutes =
  (deps: { bus: EventBus; catalogue: Catalogue; heartbeatMs: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const openStream = eventStreams(app);

    app.get(
      sportsApi.getSportsbookStream.path,
      {
        schema: {
          tags: ["sportsbook"],
          summary: "Live odds and scores (Server-Sent Events: odds, event, snapshot)",
          querystring: SportsStreamQuery,
        },
      },
      async (request, reply) => {
        const only = request.query.eventIds ? new Set(request.query.eventIds) : null;
        const resume = lastEventId(request.headers["last-event-id"]);
        const stream = openStream(reply, { heartbeatMs: deps.heartbeatMs });
        let after = -1;
        let queue: StreamMessage[] | null = [];
        const send = (message: StreamMessage) => {
          if (message.data.seq <= after) return;
          if (only && !only.has(message.data.eventId)) return;
          stream.write(frameOf(message));
        };
        const off = deps.bus.subscribe(STREAM_CHANNEL, (payload) => {
          const message = payload as StreamMessage;
          if (queue) queue.push(message);
          else send(message);
        });
        stream.onClose(off);

        if (resume !== null) {
          try {
            const snapshot = await deps.catalogue.snapshot(request.query.eventIds);
            after = snapshot.seq;
            stream.write(sseFrame(snapshot, { id: snapshot.seq, event: "snapshot" }));
          } catch (err) {
            request.log.error({ err }, "odds stream snapshot failed");
            stream.end();
            return;
          }
        }
        const waiting = queue;
        queue = null;
        for (const message of waiting) send(message);
      },
    );
  };
