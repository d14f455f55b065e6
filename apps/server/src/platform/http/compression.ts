import type { ServerResponse } from "node:http";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Responses smaller than this go as they are: compressing them costs more than it saves. */
const THRESHOLD = 1024;
/** Brotli's quality for what is compressed per response: near gzip's speed at a smaller size (11 is for the build). */
const BROTLI_QUALITY = 4;

/**
 * Compressed answers for a browser that accepts them (docs/decisions/0227-compressed-responses.md): the API's JSON
 * from 1 KB up, Brotli before gzip. The build's files are compressed once at build time and served as they are
 * (`preCompressed` on the static files, web.ts); pages are streamed through `pageEncoding`. Compressed request
 * bodies are not accepted: a body is checked against the size limit as it arrives, not after inflating.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: THRESHOLD,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

/** The encoding a page is sent in for this Accept-Encoding header: Brotli, gzip or none. */
export function pageEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return undefined;
}

/**
 * A stream that writes a page to `res` in `encoding`, flushed after every chunk: the page is streamed (its shell
 * first, then what suspended), and a chunk held back in the compressor would hold up the browser.
 */
export function compressedPage(encoding: "br" | "gzip", res: ServerResponse) {
  const compressor =
    encoding === "br"
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH });
  compressor.pipe(res);
  return compressor;
}
