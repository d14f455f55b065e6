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
