import type { FastifyInstance } from "fastify";

/** This process's own base URL (a sandbox provider calls it back like a real provider would). */
export function selfUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("The server is not listening yet");
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${address.port}`;
}
