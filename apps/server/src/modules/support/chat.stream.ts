import type { ChatStreamEvent } from "@casino/contract";
import type { FastifyReply } from "fastify";
import type { EventBus } from "../../platform/bus";
import { type OpenEventStream, sseFrame } from "../../platform/http/sse";
import { CHAT_CHANNEL, type ChatBusEvent } from "./chat.service";

export interface ChatStreamOptions {
  bus: EventBus;
  heartbeatMs: number;
  /** The plugin's streams (ended when the server shuts down). */
  openStream: OpenEventStream;
  /** Which bus events this stream delivers. */
  accepts(event: ChatBusEvent): boolean;
  /** The first events (the current presence). */
  initial: ChatStreamEvent[];
  /** Run on each heartbeat; false ends the stream with an `expired` event (the token ran out). */
  stillValid(): Promise<boolean>;
  onClose?(): void;
}

/**
 * A chat Server-Sent Events stream: bus events as `data` lines, a heartbeat that also re-checks the credential, and
 * a clean end on client disconnect, expiry or shutdown. History is not replayed here: a (re)connecting client reads
 * it with the history call, so the stream only carries what happens next.
 */
export function openChatStream(reply: FastifyReply, options: ChatStreamOptions): void {
  const stream = options.openStream(reply, {
    heartbeatMs: options.heartbeatMs,
    stillValid: options.stillValid,
    expiredFrame: sseFrame("CHAT_TOKEN_INVALID", { event: "expired" }),
  });
  const send = (event: ChatStreamEvent) => stream.write(sseFrame(event));
  for (const event of options.initial) send(event);
  const off = options.bus.subscribe(CHAT_CHANNEL, (payload) => {
    const event = payload as ChatBusEvent;
    if (options.accepts(event)) send(event.event);
  });
  stream.onClose(off);
  if (options.onClose) stream.onClose(options.onClose);
}
