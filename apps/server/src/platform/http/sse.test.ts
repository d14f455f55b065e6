import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { eventStreams, sseFrame } from "./sse";

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
});
