import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy in front of the site that delivers one page's HTML in two pieces: everything up to the end of the first
 * match of `splitAfter`, then, `pauseMs` later, the rest. Every other request passes through untouched. A phone on a
 * mobile network, or a busy server, delivers a page this way; the browser paints what it has parsed meanwhile.
 */
export async function splitHtmlProxy(
  upstream: string,
  page: { path: string; splitAfter: string; pauseMs: number },
): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(upstream);
  const server: Server = createServer((incoming, outgoing) => {
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host, "accept-encoding": "identity" },
      },
      async (answer) => {
        if (incoming.url !== page.path) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const html = Buffer.concat(chunks).toString("utf8");
        const at = html.indexOf(page.splitAfter);
        if (at < 0) throw new Error(`${page.path} does not contain ${page.splitAfter}`);
        const cut = at + page.splitAfter.length;
        const headers = { ...answer.headers };
        delete headers["content-length"];
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        outgoing.write(html.slice(0, cut));
        setTimeout(() => outgoing.end(html.slice(cut)), page.pauseMs);
      },
    );
    forward.on("error", () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
