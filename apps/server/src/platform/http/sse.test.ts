import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { eventStreams, RELEASE_EVERY_MS, sseFrame } from "./sse";

/** Reads an SSE response until `until` matches what has arrived, or the stream ends. */
async function readUntil(response: Response, until: (text: string) => boolean): Promise<string> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    text += value;
    if (until(text)) {
      await reader.cancel();
      return text;
    }
  }
}

async function appWith(options: { stillValid?: () => Promise<boolean> } = {}) {
  const app = Fastify();
  let closedByServer = 0;
  await app.register(async (plugin) => {
    const open = eventStreams(plugin);
    plugin.get("/stream", async (_request, reply) => {
      const stream = open(reply, {
        heartbeatMs: 50,
        ...(options.stillValid ? { stillValid: options.stillValid } : {}),
        expiredFrame: sseFrame("gone", { event: "expired" }),
      });
      stream.onClose(() => {
        closedByServer += 1;
      });
      stream.write(sseFrame({ hello: "world" }, { id: 7n, event: "greeting" }));
    });
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, url, closed: () => closedByServer };
}

describe("server-sent event streams", () => {
  it("frames events with id, name and JSON data, and sends heartbeats", async () => {
    const { app, url } = await appWith();
    const response = await fetch(`${url}/stream`);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const text = await readUntil(response, (t) => t.includes(": heartbeat"));
    expect(text).toContain('retry: 3000\n\nid: 7\nevent: greeting\ndata: {"hello":"world"}\n\n');
    await app.close();
  });

  it("ends the stream with the expired frame once the credential is no longer valid", async () => {
    let valid = true;
    const { app, url, closed } = await appWith({ stillValid: async () => valid });
    const response = await fetch(`${url}/stream`);
    valid = false;
    const text = await readUntil(response, () => false);
    expect(text.endsWith("event: expired\ndata: gone\n\n")).toBe(true);
    expect(closed()).toBe(1);
    await app.close();
  });

  it("ends every open stream when the server closes, so shutdown does not wait for clients", async () => {
    const { app, url, closed } = await appWith();
    const responses = await Promise.all([fetch(`${url}/stream`), fetch(`${url}/stream`)]);
    const reads = responses.map((response) => readUntil(response, () => false));
    await app.close();
    const texts = await Promise.all(reads);
    for (const text of texts) expect(text).toContain("event: greeting");
    expect(closed()).toBe(2);
  });

  it("sends the frames written in one turn of the event loop in one socket write, in order", async () => {
    const app = Fastify();
    const socketWrites: number[] = [];
    await app.register(async (plugin) => {
      const open = eventStreams(plugin);
      plugin.get("/burst", async (_request, reply) => {
        const stream = open(reply, { heartbeatMs: 60_000 });
        // Headers and the retry line leave first; the burst that follows is what is counted.
        await new Promise((resolve) => setTimeout(resolve, 20));
        const socket = reply.raw.socket!;
        const count = (name: "_write" | "_writev") => {
          const original = socket[name]!.bind(socket) as (...args: unknown[]) => void;
          (socket as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
            socketWrites.push(name === "_writev" ? (args[0] as unknown[]).length : 1);
            original(...args);
          };
        };
        count("_write");
        count("_writev");
        // Two callbacks of one turn, as two transactions' commits answered in the same poll are: Node's own cork
        // of a response lasts one callback only.
        const burst = (from: number) => () => {
          for (let i = from; i < from + 10; i++) stream.write(sseFrame({ i }, { id: i, event: "odds" }));
        };
        setTimeout(burst(1), 0);
        setTimeout(burst(11), 0);
        // Ends once the burst has left (a loaded machine may run every timer in one pass) and a little after.
        for (let i = 0; i < 100 && !socketWrites.length; i++)
          await new Promise((resolve) => setTimeout(resolve, 5));
        await new Promise((resolve) => setTimeout(resolve, 20));
        stream.end();
      });
    });
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const text = await (await fetch(`${url}/burst`)).text();
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]));
    expect(ids).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // Twenty frames from two callbacks, one write of the socket; then the response's end.
    expect(socketWrites.length).toBe(2);
    await app.close();
  });

  it("while frames keep coming, sends them at most every RELEASE_EVERY_MS, what came meanwhile in one write", async () => {
    const app = Fastify();
    const socketWrites: number[] = [];
    await app.register(async (plugin) => {
      const open = eventStreams(plugin);
      plugin.get("/busy", async (_request, reply) => {
        const stream = open(reply, { heartbeatMs: 60_000 });
        // Past any release of an earlier test: the first frame leaves at once.
        await new Promise((resolve) => setTimeout(resolve, RELEASE_EVERY_MS + 50));
        const socket = reply.raw.socket!;
        const original = socket._writev!.bind(socket);
        socket._writev = (chunks, callback) => {
          socketWrites.push(chunks.length);
          original(chunks, callback);
        };
        const originalWrite = socket._write.bind(socket);
        socket._write = (chunk, encoding, callback) => {
          socketWrites.push(1);
          originalWrite(chunk, encoding, callback);
        };
        stream.write(sseFrame({ n: 1 }, { id: 1, event: "odds" }));
        // Two more in the tenth of a second after it, from timers due before the next release.
        setTimeout(() => stream.write(sseFrame({ n: 2 }, { id: 2, event: "odds" })), 5);
        setTimeout(() => stream.write(sseFrame({ n: 3 }, { id: 3, event: "odds" })), 10);
        await new Promise((resolve) => setTimeout(resolve, 2 * RELEASE_EVERY_MS + 50));
        stream.end();
      });
    });
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const text = await (await fetch(`${url}/busy`)).text();
    expect([...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]))).toEqual([1, 2, 3]);
    // The first frame, then the two that came within the tenth of a second together, then the end.
    expect(socketWrites).toHaveLength(3);
    await app.close();
  });
  it("gives each stream exactly its own frames when streams sharing a release hold different ones", async () => {
    const app = Fastify();
    await app.register(async (plugin) => {
      const open = eventStreams(plugin);
      const streams = new Map<string, ReturnType<typeof open>>();
      plugin.get("/mixed/:name", async (request, reply) => {
        streams.set((request.params as { name: string }).name, open(reply, { heartbeatMs: 60_000 }));
        if (streams.size < 4) return;
        // In one turn, as a broadcast with filtered streams: a and c see every frame, b only odd ones, d the
        // same number of frames as b but other ones.
        for (let i = 1; i <= 4; i++) {
          const frame = sseFrame({ i }, { id: i, event: "odds" });
          for (const [name, stream] of streams)
            if (name === "a" || name === "c" || (name === "b" && i % 2) || (name === "d" && i > 2))
              stream.write(frame);
        }
        setTimeout(() => {
          for (const stream of streams.values()) stream.end();
        }, 50);
      });
    });
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const texts = await Promise.all(
      ["a", "b", "c", "d"].map(async (name) => (await fetch(`${url}/mixed/${name}`)).text()),
    );
    const ids = texts.map((text) => [...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1])));
    expect(ids).toEqual([
      [1, 2, 3, 4],
      [1, 3],
      [1, 2, 3, 4],
      [3, 4],
    ]);
    await app.close();
  });
});
