import { SportsStreamQuery } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { EventBus } from "../../platform/bus";
import type { Catalogue } from "./catalogue.service";
import { STREAM_CHANNEL, type StreamMessage } from "./stream";

/**
 * The SSE frame of a message, built once: the bus hands the same object to every subscriber of this process, so
 * hundreds of clients share one JSON.stringify.
 */
const frames = new WeakMap<StreamMessage, string>();
function frameOf(message: StreamMessage): string {
  let frame = frames.get(message);
  if (!frame) {
    frame = `id: ${message.data.seq}\nevent: ${message.type}\ndata: ${JSON.stringify(message.data)}\n\n`;
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
    // Open streams end when the server shuts down, so a graceful close does not wait for them.
    const open = new Set<() => void>();
    app.addHook("preClose", async () => {
      for (const end of open) end();
    });

    app.get(
      "/api/sportsbook/stream",
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
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-cache, no-transform",
          connection: "keep-alive",
          "x-accel-buffering": "no",
        });
        res.write("retry: 3000\n\n");

        let closed = false;
        let after = -1;
        let queue: StreamMessage[] | null = [];
        const send = (message: StreamMessage) => {
          if (closed || message.data.seq <= after) return;
          if (only && !only.has(message.data.eventId)) return;
          res.write(frameOf(message));
        };
        const off = deps.bus.subscribe(STREAM_CHANNEL, (payload) => {
          const message = payload as StreamMessage;
          if (queue) queue.push(message);
          else send(message);
        });
        const close = () => {
          if (closed) return;
          closed = true;
          clearInterval(heartbeat);
          off();
          open.delete(shutdown);
        };
        const shutdown = () => {
          close();
          res.end();
        };
        open.add(shutdown);
        res.on("close", close);
        const heartbeat = setInterval(() => {
          if (!closed) res.write(": heartbeat\n\n");
        }, deps.heartbeatMs);

        if (resume !== null) {
          try {
            const snapshot = await deps.catalogue.snapshot(request.query.eventIds);
            after = snapshot.seq;
            if (!closed)
              res.write(`id: ${snapshot.seq}\nevent: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`);
          } catch (err) {
            request.log.error({ err }, "odds stream snapshot failed");
            shutdown();
            return;
          }
        }
        const waiting = queue;
        queue = null;
        for (const message of waiting) send(message);
      },
    );
  };
