import type { ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";

const HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  connection: "keep-alive",
  // nginx and similar proxies must not buffer the stream.
  "x-accel-buffering": "no",
};

/**
 * How often a plugin's streams send while frames keep coming (decision 0229). After a quiet spell the release comes at
 * the end of the turn of the event loop, so a lone change leaves at once; while changes keep coming, releases are at
 * least this far apart, and each client gets everything since the last one in one socket write instead of one write
 * per change. A tenth of a second is below what a player notices on a price, and odds feeds batch as much themselves.
 */
export const RELEASE_EVERY_MS = 100;

/**
 * The frames of one plugin's streams waiting for their next shared release. At a release each stream gets what it
 * holds in one write. Streams holding the same frames (every client of a broadcast, in the same order) share one
 * encoded buffer: a busy release to 500 clients encodes its frames once, not 500 times, and hands the socket one
 * buffer instead of a string per frame (decision 0231).
 */
function releases(everyMs: number) {
  const held = new Map<ServerResponse, string[]>();
  let due = false;
  let releasedAt = Number.NEGATIVE_INFINITY;
  const send = (res: ServerResponse, body: Buffer) => {
    if (!res.destroyed) res.write(body);
  };
  const releaseAll = () => {
    due = false;
    releasedAt = performance.now();
    const encoded = recentBodies();
    for (const [res, frames] of held) send(res, encoded(frames));
    held.clear();
  };
  return {
    /** Holds `frame` for `res` until the next release. */
    hold(res: ServerResponse, frame: string): void {
      const frames = held.get(res);
      if (frames) {
        frames.push(frame);
        return;
      }
      if (!due) {
        due = true;
        const wait = releasedAt + everyMs - performance.now();
        if (wait > 0) setTimeout(releaseAll, wait);
        else setImmediate(releaseAll);
      }
      held.set(res, [frame]);
    },
    /** Sends what `res` holds now (before a write that must follow it, or its end). */
    release(res: ServerResponse): void {
      const frames = held.get(res);
      if (!frames) return;
      held.delete(res);
      send(res, Buffer.from(frames.join("")));
    },
    /** Forgets what `res` holds (its client has gone). */
    drop(res: ServerResponse): void {
      held.delete(res);
    },
  };
}

/**
 * The body of a list of frames, encoded once for every list with the same frames: the last few lists encoded are
 * kept, since streams with a filter (one event's page) hold a different list from the broadcast's.
 */
function recentBodies(keep = 8) {
  const recent: { frames: string[]; body: Buffer }[] = [];
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((frame, i) => frame === b[i]);
  return (frames: string[]): Buffer => {
    const known = recent.find((entry) => same(entry.frames, frames));
    if (known) return known.body;
    const body = Buffer.from(frames.join(""));
    recent.unshift({ frames, body });
    if (recent.length > keep) recent.pop();
    return body;
  };
}

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
 * for long-lived clients. Frames are sent in shared releases, at most every `releaseEveryMs` while they keep coming.
 */
export function eventStreams(app: FastifyInstance, options: { releaseEveryMs?: number } = {}) {
  const open = new Set<() => void>();
  const { hold, release, drop } = releases(options.releaseEveryMs ?? RELEASE_EVERY_MS);
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
      drop(res);
      open.delete(end);
      for (const cleanup of cleanups) cleanup();
    };
    const end = () => {
      release(res);
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
          release(res);
          if (options.expiredFrame) res.write(options.expiredFrame);
          end();
          return;
        }
      }
      release(res);
      res.write(": heartbeat\n\n");
    }, options.heartbeatMs);
    heartbeat.unref();

    return {
      write(frame) {
        if (!closed) hold(res, frame);
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
