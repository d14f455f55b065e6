import type { TLSSocket } from "node:tls";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The browser's connection was TLS: to this process, or to a proxy we trust (TRUST_PROXY). */
    overTls: boolean;
  }
}

/**
 * Works out once per request whether the browser spoke https, so cookies can be marked Secure. Behind proxies the
 * scheme the browser used is the first one recorded (`X-Forwarded-Proto: https, http` when a CDN forwards to a load
 * balancer over plain http; Fastify's `request.protocol` reads the last one), or RFC 7239's `Forwarded: proto=`.
 */
export function registerTlsDetection(app: FastifyInstance, trustProxy: boolean): void {
  app.decorateRequest("overTls", false);
  app.addHook("onRequest", (request, _reply, done) => {
    request.overTls = cameOverTls(request, trustProxy);
    done();
  });
}

function cameOverTls(request: FastifyRequest, trustProxy: boolean): boolean {
  if ((request.raw.socket as TLSSocket | undefined)?.encrypted) return true;
  if (!trustProxy) return false;
  return clientScheme(request) === "https";
}

/** The scheme the first proxy saw, from X-Forwarded-Proto, else from Forwarded; undefined without either. */
function clientScheme(request: FastifyRequest): string | undefined {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim().toLowerCase();
  const forwardedProto = first(request.headers["x-forwarded-proto"]);
  if (forwardedProto) return forwardedProto;
  const forwarded = first(request.headers.forwarded);
  return forwarded ? /(?:^|;)\s*proto="?([a-z]+)"?/i.exec(forwarded)?.[1]?.toLowerCase() : undefined;
}
