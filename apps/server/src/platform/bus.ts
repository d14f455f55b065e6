import { EventEmitter } from "node:events";
import { Redis } from "ioredis";

export type BusHandler = (payload: unknown) => void;

/**
 * Live events (balance changes, odds, …). In one process an in-memory emitter; with REDIS_URL, Redis pub/sub, so
 * an SSE client on one process sees a change made through another. Events are notifications, never the source of
 * truth: the database is, and a reconnecting client re-reads state from it.
 */
export interface EventBus {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: BusHandler): () => void;
  close(): Promise<void>;
  /** Whether the bus can deliver now: always in one process; with Redis, a PING answered within a second. */
  reachable(): Promise<boolean>;
}

/**
 * `namespace` keeps this deployment's channels apart from any other application or deployment (staging beside
 * production, parallel test files) that shares the Redis server: a process hears only its own namespace.
 */
export function createEventBus(options: { redisUrl?: string | undefined; namespace?: string }): EventBus {
  return options.redisUrl ? redisBus(options.redisUrl, `${options.namespace ?? "vela"}:bus:`) : memoryBus();
}

function memoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      emitter.emit(channel, payload);
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
    reachable: async () => true,
  };
}

const ignore = () => undefined;
/** ioredis states of a connection that was up and went away. */
const LOST = new Set(["reconnecting", "close", "end"]);

function redisBus(url: string, prefix: string): EventBus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // The bus, not ioredis, owns the subscriptions (see `ready` below): ioredis's own re-subscription forgets channels
  // when a reconnect is cut short, and a SUBSCRIBE queued while Redis is away is dropped once ioredis stops retrying it.
  const subscriber = new Redis(url, { lazyConnect: false, autoResubscribe: false });
  // A lost connection is retried by ioredis on its own; meanwhile publishing degrades (below) and readiness says so.
  publisher.on("error", ignore);
  subscriber.on("error", ignore);
  // Every process hears every message through Redis, including its own, so local delivery is not duplicated.
  const local = memoryBus();
  /** Listeners per channel in this process: what the subscriber connection must be subscribed to. */
  const channels = new Map<string, number>();
  let closed = false;
  const wanted = () => [...channels].filter(([, count]) => count > 0).map(([channel]) => prefix + channel);
  // Each (re)connection is a new Redis client with no subscriptions: subscribe to every channel wanted now. A command
  // is only sent on a ready connection, never queued while Redis is away; if the connection drops before Redis
  // confirms, the next `ready` subscribes again.
  subscriber.on("ready", () => {
    const all = wanted();
    if (all.length && !closed) subscriber.subscribe(...all).catch(ignore);
  });
  subscriber.on("message", (channel: string, message: string) => {
    if (channel.startsWith(prefix)) void local.publish(channel.slice(prefix.length), JSON.parse(message));
  });
  return {
    async publish(channel, payload) {
      // Events are notifications and the money has already moved when one is published: with Redis away, this
      // process's own listeners still hear it, other processes' clients re-read state when their stream resumes,
      // and the caller never fails (deploy/README.md: live events degrade, the API keeps working).
      // While the first connection is being made the command waits in ioredis's queue as before; only a connection
      // that was lost (reconnecting, closed) skips Redis.
      if (LOST.has(publisher.status)) return local.publish(channel, payload);
      await publisher
        .publish(prefix + channel, JSON.stringify(payload))
        .catch(() => local.publish(channel, payload));
    },
    subscribe(channel, handler) {
      const count = channels.get(channel) ?? 0;
      channels.set(channel, count + 1);
      // Not ready: the `ready` handler subscribes once the connection is (back) up.
      if (count === 0 && !closed && subscriber.status === "ready")
        subscriber.subscribe(prefix + channel).catch(ignore);
      const off = local.subscribe(channel, handler);
      return () => {
        off();
        const left = (channels.get(channel) ?? 1) - 1;
        channels.set(channel, left);
        // A module may let go of its subscription after the bus has closed (shutdown hooks run in any order). Not
        // ready: the next connection starts without it.
        if (left === 0 && !closed && subscriber.status === "ready")
          subscriber.unsubscribe(prefix + channel).catch(ignore);
      };
    },
    async reachable() {
      if (publisher.status !== "ready") return false;
      const timeout = new Promise<false>((resolve) => setTimeout(resolve, 1_000, false).unref());
      return Promise.race([
        publisher.ping().then(
          (answer) => answer === "PONG",
          () => false,
        ),
        timeout,
      ]);
    },
    async close() {
      closed = true;
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
