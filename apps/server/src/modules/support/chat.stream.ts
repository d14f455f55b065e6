import type { ChatStreamEvent } from "@casino/contract";
import type { FastifyReply } from "fastify";
import type { EventBus } from "../../platform/bus";
import { CHAT_CHANNEL, type ChatBusEvent } from "./chat.service";

export interface ChatStreamOptions {
  bus: EventBus;
  heartbeatMs: number;
  /** Open streams, ended when the server shuts down so a graceful close does not wait for them. */
  open: Set<() => void>;
  /** Which bus events this stream delivers. */
  accepts(event: ChatBusEvent): boolean;
  /** The first events (the current presence). */
  initial: ChatStreamEvent[];
  /** Run on each heartbeat; false ends the stream with an `expired` event (the token ran out). */
  stillValid(): Promise<boolean>;
  onClose?(): void;
}

/**
 * A chat Server-Sent Events stream: bus events as `data` lines, a comment heartbeat that also re-checks the
 * credential, and a clean end on client disconnect, expiry or shutdown. History is not replayed here: a
 * (re)connecting client reads it with the history call, so the stream only carries what happens next.
 */
export function openChatStream(reply: FastifyReply, options: ChatStreamOptions): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  const send = (event: ChatStreamEvent) => res.write(`data: ${JSON.stringify(event)}\n\n`);
  res.write("retry: 3000\n\n");
  for (const event of options.initial) send(event);

  let closed = false;
  const off = options.bus.subscribe(CHAT_CHANNEL, (payload) => {
    const event = payload as ChatBusEvent;
    if (!closed && options.accepts(event)) send(event.event);
  });
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    off();
    options.open.delete(shutdown);
    options.onClose?.();
  };
  const shutdown = () => {
    close();
    res.end();
  };
  options.open.add(shutdown);
  const heartbeat = setInterval(async () => {
    if (closed) return;
    const valid = await options.stillValid().catch(() => false);
    if (closed) return;
    if (!valid) {
      res.write("event: expired\ndata: CHAT_TOKEN_INVALID\n\n");
      shutdown();
      return;
    }
    res.write(": heartbeat\n\n");
  }, options.heartbeatMs);
  res.on("close", close);
}
