import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { createEventBus } from "./bus";

const redisUrl = process.env.REDIS_URL;

/** Waits long enough for a rejected promise to be reported as unhandled (vitest fails the run on one). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

const buses: [name: string, url: string | undefined][] = [["in memory", undefined]];
if (redisUrl) buses.push(["over Redis", redisUrl]);

describe.each(buses)("the event bus %s", (_name, url) => {
  it("delivers to every subscriber until it lets go", async () => {
    const bus = createEventBus({ redisUrl: url });
    const heard: unknown[] = [];
    const off = bus.subscribe("test.bus", (payload) => heard.push(payload));
    await settle();
    await bus.publish("test.bus", { n: 1 });
    await expect.poll(() => heard).toEqual([{ n: 1 }]);
    off();
    await bus.publish("test.bus", { n: 2 });
    await settle();
    expect(heard).toEqual([{ n: 1 }]);
    await bus.close();
  });

  it("lets a module subscribe and let go after the bus has closed, without an error", async () => {
    const bus = createEventBus({ redisUrl: url });
    const off = bus.subscribe("test.closing", () => undefined);
    await settle();
    await bus.close();
    // Shutdown hooks run in any order: a module may let go of its subscription after the bus closed.
    off();
    const late = bus.subscribe("test.late", () => undefined);
    late();
    await settle();
  });
});

describe.runIf(redisUrl)("the event bus over Redis shared by two deployments", () => {
  it("delivers within a namespace and never across namespaces", async () => {
    const production = createEventBus({ redisUrl, namespace: "test:production" });
    const productionPeer = createEventBus({ redisUrl, namespace: "test:production" });
    const staging = createEventBus({ redisUrl, namespace: "test:staging" });
    const peerHeard: unknown[] = [];
    const stagingHeard: unknown[] = [];
    productionPeer.subscribe("wallet.balance", (payload) => peerHeard.push(payload));
    staging.subscribe("wallet.balance", (payload) => stagingHeard.push(payload));
    await settle();
    await production.publish("wallet.balance", { total: 5 });
    await expect.poll(() => peerHeard).toEqual([{ total: 5 }]);
    await settle();
    expect(stagingHeard).toEqual([]);
    await Promise.all([production.close(), productionPeer.close(), staging.close()]);
  });
});

describe("the event bus while Redis is away", () => {
  it("never fails the publisher, tells this process's own listeners, and says it is not reachable", async () => {
    // Nothing listens on port 1: as when the Redis server has stopped.
    const bus = createEventBus({ redisUrl: "redis://127.0.0.1:1" });
    const heard: unknown[] = [];
    bus.subscribe("test.away", (payload) => heard.push(payload));
    await expect(bus.publish("test.away", { n: 1 })).resolves.toBeUndefined();
    expect(heard).toEqual([{ n: 1 }]);
    expect(await bus.reachable()).toBe(false);
    await bus.close();
  });
});

/** A private redis-server on a spare port (never the shared one: this test stops it), as the cluster run starts it. */
async function privateRedis() {
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
  let child: ChildProcess | undefined;
  const ping = () =>
    fetch(`http://127.0.0.1:${port}`).then(
      () => true,
      // Redis answers an HTTP request by closing the connection: a refused connection is the only "not up".
      (error: Error & { cause?: { code?: string } }) => error.cause?.code !== "ECONNREFUSED",
    );
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        {
          stdio: "ignore",
        },
      );
      await expect.poll(ping, { timeout: 10_000, interval: 50 }).toBe(true);
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

describe.runIf(redisUrl)("the event bus after Redis was away", () => {
  it("delivers across processes again once Redis is back, also on channels subscribed while it was away", async () => {
    const redis = await privateRedis();
    await redis.start();
    const a = createEventBus({ redisUrl: redis.url, namespace: "test:outage" });
    const b = createEventBus({ redisUrl: redis.url, namespace: "test:outage" });
    try {
      const heard: string[] = [];
      b.subscribe("test.before", () => heard.push("before"));
      await settle();
      await redis.stop();
      // A stream opened on process B during the outage (its channel had no listener there yet).
      b.subscribe("test.during", () => heard.push("during"));
      // Longer than ioredis keeps retrying a queued command (20 reconnection attempts, about 10.5 s): the cluster
      // run's outage is 10 s plus the restart.
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      await redis.start();
      // Events published by process A after Redis is back reach B on both channels (published until heard: the
      // processes reconnect on their own schedule, up to 2 s apart).
      await expect
        .poll(
          async () => {
            await a.publish("test.before", {});
            await a.publish("test.during", {});
            return [heard.includes("before"), heard.includes("during")];
          },
          { timeout: 15_000, interval: 250 },
        )
        .toEqual([true, true]);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await redis.stop();
    }
  }, 60_000);
});
