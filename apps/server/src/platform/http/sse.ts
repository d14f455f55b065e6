import type { FastifyInstance, FastifyReply } from "fastify";

const HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  connection: "keep-alive",
  // nginx and similar proxies must not buffer the stream.
  "x-accel-buffering": "no",
};

/** Streams open in this process (all plugins): a gauge of the metrics. */
let openStreams = 0;
export const openEventStreams = () => openStreams;

/** One Server-Sent Events frame: optional `id:` and `event:` lines, then the data (JSON unless it is text). */
export function sseFrame(
  data: unknown,
  options: { id?: bigint | number | string; event?: string } = {},
): string {
  const id = options.id === undefined ? "" : `id: ${options.id}\n`;
  const event = options.event === undefined ? "" : `event: ${options.event}\n`;
  return `${id}${event}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`;
}

export interface EventStream {
  /** Writes a frame (see `sseFrame`); nothing once the stream is closed. */
  write(frame: string): void;
  /** Runs once when the stream closes for any reason: the client left, `end()`, expiry or server shutdown. */
  onClose(cleanup: () => void): void;
  /** Ends the stream from the server's side. */
  end(): void;
  readonly closed: boolean;
}

export interface EventStreamOptions {
  /** A comment line at this interval keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /**
   * Checked before each heartbeat (a session or token may have run out meanwhile); false writes `expiredFrame` and
   * ends the stream. A check that throws counts as false.
   */
  stillValid?: () => Promise<boolean>;
  expiredFrame?: string;
}

/**
 * The SSE streams of one plugin: each call hijacks the reply, writes the headers and the client's retry delay, and
 * keeps a heartbeat. Every stream still open is ended when the server closes, so a graceful shutdown never waits
 * for long-lived clients.
 */
export function eventStreams(app: FastifyInstance) {
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });

  return (reply: FastifyReply, options: EventStreamOptions): EventStream => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, HEADERS);
    res.write("retry: 3000\n\n");

    let closed = false;
    const cleanups: (() => void)[] = [];
    const close = () => {
      if (closed) return;
      closed = true;
      openStreams--;
      clearInterval(heartbeat);
      open.delete(end);
      for (const cleanup of cleanups) cleanup();
    };
    const end = () => {
      close();
      res.end();
    };
    open.add(end);
    openStreams++;
    res.on("close", close);
    const heartbeat = setInterval(async () => {
      if (closed) return;
      if (options.stillValid) {
        const valid = await options.stillValid().catch(() => false);
        if (closed) return;
        if (!valid) {
          if (options.expiredFrame) res.write(options.expiredFrame);
          end();
          return;
        }
      }
      res.write(": heartbeat\n\n");
    }, options.heartbeatMs);
    heartbeat.unref();

    return {
      write(frame) {
        if (!closed) res.write(frame);
      },
      onClose(cleanup) {
        if (closed) cleanup();
        else cleanups.push(cleanup);
      },
      end,
      get closed() {
        return closed;
      },
    };
  };
}

export type OpenEventStream = ReturnType<typeof eventStreams>;
