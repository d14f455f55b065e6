import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { permissionsPolicy } from "./permissions-policy";

/**
 * The security headers @fastify/helmet sends with our options (helmet's defaults without the CSP, which the page
 * handler sets per page with its nonce, and without Cross-Origin-Embedder-Policy, which would block the embedded
 * games and videos). None of them depends on the request, so they are read once, from a probe server with helmet
 * registered, instead of helmet rebuilding its middleware chain on every request
 * (docs/decisions/0221-request-pipeline-cost.md). They follow helmet's upgrades; `security-headers.test.ts` holds them.
 */
async function helmetHeaders(): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  probe.get("/", () => "");
  const plain = Fastify();
  plain.get("/", () => "");
  const [withHelmet, without] = await Promise.all([probe.inject("/"), plain.inject("/")]);
  await Promise.all([probe.close(), plain.close()]);
  return Object.entries(withHelmet.headers)
    .filter(([name]) => !(name in without.headers))
    .map(([name, value]) => [name, String(value)]);
}

/** Every security header with its value: helmet's, then the Permissions-Policy. */
export async function securityHeaders(iframeHosts: readonly string[]): Promise<[string, string][]> {
  return [...(await helmetHeaders()), ["permissions-policy", permissionsPolicy(iframeHosts)]];
}

/**
 * Sends the security headers on every response: set on the raw response as the request arrives, so they are also on
 * the server-rendered pages and static files (which write their headers themselves) and on errors. One synchronous
 * hook: no promise and no extra tick per request.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  iframeHosts: readonly string[],
): Promise<void> {
  const headers = await securityHeaders(iframeHosts);
  app.addHook("onRequest", (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
