import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A recorded payload from __fixtures__ (shaped as the provider documents it), fresh on every call. */
export function fixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), "utf8")) as T;
}

type Json = Record<string, unknown>;

/** A copy of `base` with `changes` merged in (objects deeply, everything else replaced). */
export function merged<T extends Json>(base: T, changes: Json): T {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const current = out[key];
    out[key] =
      value && typeof value === "object" && !Array.isArray(value) && current && typeof current === "object"
        ? merged(current as Json, value as Json)
        : value;
  }
  return out as T;
}

/**
 * The provider's network edge for tests: a real HTTP server on 127.0.0.1 that answers with `handler`. The adapters
 * under test talk to it exactly as they would to the provider (real fetch, real sockets); only the far end is fake.
 */
export async function serveFake(handler: (request: Request) => Promise<Response> | Response) {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(key, value);
    }
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method ?? "GET",
      headers,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    try {
      const response = await handler(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
