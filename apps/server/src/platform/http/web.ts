import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PaymentMode } from "@casino/contract";
import fastifyStatic from "@fastify/static";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "../config";
import { SERVER_ROOT } from "../paths";
import { compressedPage, pageEncoding } from "./compression";
import { registerPwa } from "./pwa";

export const WEB_ROOT = path.join(SERVER_ROOT, "../web");
const BUILD_DIR = path.join(WEB_ROOT, "build");

/** What every server-rendered page receives from the server (React Router's load context). */
export interface WebLoadContext {
  /** Nonce for the inline hydration scripts; the page's CSP allows only scripts carrying it. */
  nonce: string;
  requestId: string;
  /** This process's loopback origin: loaders call the API there instead of going out to the public address. */
  apiOrigin?: string;
  /** The payment provider in use; with `sandbox` every page says the site is a demo. */
  payments: PaymentMode;
  /** Language tag → URL of its catalogue chunk (production build); pages preload their own. */
  languageChunks?: Record<string, string>;
  /** Lazy part name → URLs of its chunks (production build); a page that shows the part preloads them. */
  lazyPartChunks?: Record<string, string[]>;
}

type BuildLoader = () => Promise<ServerBuild>;

/**
 * Serves the React app: in production the prebuilt bundle (`react-router build`) with hashed assets cached
 * forever; in development Vite in middleware mode with HMR. Every page is rendered on the server first.
 */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const dev = config.NODE_ENV === "development";
  const loadBuild = dev ? await mountVite(app) : await mountStaticBuild(app);
  const languageChunks = dev ? undefined : readLanguageChunks();
  const lazyPartChunks = dev ? undefined : readBuildJson<Record<string, string[]>>("lazy-part-chunks.json");
  // In development the worker is never registered (the page asks only in production builds).
  await registerPwa(app, {
    webRoot: WEB_ROOT,
    assets: async () => (dev ? null : (await loadBuild()).assets),
  });
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const build = await loadBuild();
    const nonce = randomBytes(16).toString("base64");
    const handle = handlerFor(build, dev);
    const context: WebLoadContext = {
      nonce,
      requestId: request.id,
      payments: config.PAYMENT_PROVIDER,
      ...(languageChunks ? { languageChunks } : {}),
      ...(lazyPartChunks ? { lazyPartChunks } : {}),
      ...loopbackOrigin(app),
    };
    const response = await handle(toFetchRequest(request, reply), context as never);
    reply.hijack();
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, key) => {
      if (key !== "set-cookie") headers[key] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) headers["set-cookie"] = cookies;
    if (!dev) headers["content-security-policy"] = pageCsp(nonce, app.frameSources?.() ?? []);
    headers["x-request-id"] = request.id;
    const body = request.method === "HEAD" ? null : response.body;
    const encoding = body ? pageEncoding(request.headers["accept-encoding"]) : undefined;
    if (encoding) {
      headers["content-encoding"] = encoding;
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
      delete headers["content-length"];
    }
    reply.raw.writeHead(response.status, response.statusText, headers);
    if (body)
      await writeReadableStreamToWritable(body, encoding ? compressedPage(encoding, reply.raw) : reply.raw);
    else reply.raw.end();
  };
  // Pages are read-only (GET/HEAD); every write goes through /api.
  app.get("/*", handler);
}

function loopbackOrigin(app: FastifyInstance): { apiOrigin?: string } {
  const address = app.server.address();
  if (!address || typeof address === "string") return {};
  const host =
    address.family === "IPv6"
      ? address.address === "::"
        ? "[::1]"
        : `[${address.address}]`
      : address.address;
  return { apiOrigin: `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${address.port}` };
}

const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
function handlerFor(build: ServerBuild, dev: boolean) {
  let handle = handlers.get(build);
  if (!handle) {
    handle = createRequestHandler(build, dev ? "development" : "production");
    handlers.set(build, handle);
  }
  return handle;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Origins pages may frame besides their own (other studios' game servers); a module decorates it. */
    frameSources?: () => string[];
  }
}

function pageCsp(nonce: string, frames: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    ["frame-src 'self'", ...frames].join(" "),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The browser build's language → catalogue chunk map (written by the web app's Vite config); none in older builds. */
function readLanguageChunks(): Record<string, string> | undefined {
  return readBuildJson<Record<string, string>>("language-chunks.json");
}

/** A JSON file the browser build wrote beside its assets, if there is one. */
function readBuildJson<T>(name: string): T | undefined {
  const file = path.join(BUILD_DIR, "client", name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
}

async function mountStaticBuild(app: FastifyInstance): Promise<BuildLoader> {
  const serverEntry = path.join(BUILD_DIR, "server", "index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing): run "npm run build" first.`);
  }
  await app.register(fastifyStatic, {
    root: path.join(BUILD_DIR, "client"),
    wildcard: false,
    // The build writes a Brotli and a gzip copy of every text file (vite.config.ts): sent as they are.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed file names under /assets never change; everything else may.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });
  const build = (await import(serverEntry)) as ServerBuild;
  return async () => build;
}

async function mountVite(app: FastifyInstance): Promise<BuildLoader> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import("vite"),
    import("@fastify/middie"),
  ]);
  const vite = await createServer({ root: WEB_ROOT, server: { middlewareMode: true }, appType: "custom" });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook("onClose", () => vite.close());
  return () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const controller = new AbortController();
  // A client that goes away mid-render aborts the loaders' work.
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
  });
}
