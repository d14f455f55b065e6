import { PassThrough } from "node:stream";
import type { PaymentMode } from "@casino/contract";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { bootAfterPaint } from "./boot-after-paint.server";
import { loadAllParts } from "./shell/lazy-part";
// The server renders every language, so it holds every catalogue (the browser fetches one: i18n/i18n.ts).
import "./i18n/all-catalogues";

const ABORT_AFTER_MS = 10_000;

declare module "react-router" {
  interface AppLoadContext {
    /** CSP nonce for this response's inline scripts (set by the Fastify web handler). */
    nonce: string;
    requestId: string;
    /** This process's own loopback origin, for server-side calls to its API. */
    apiOrigin?: string;
    /** The payment provider the server takes money through; `sandbox` makes every page say it is a demo. */
    payments?: PaymentMode;
    /** Language tag → URL of its catalogue chunk in the browser build (production); pages preload their own. */
    languageChunks?: Record<string, string>;
    /** Lazy part name → URLs of its chunks in the browser build (production); a page that shows it preloads them. */
    lazyPartChunks?: Record<string, string[]>;
  }
}

/**
 * Streams the page; bots and crawlers get the whole document at once (better for SEO). The lazily loaded parts are
 * loaded first (once per process), so the page prints them as the browser hydrates them (shell/lazy-part.tsx).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await loadAllParts();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />,
      {
        nonce: loadContext.nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          // The page's code is announced and started once the page has painted (boot-after-paint.server.ts).
          const html = bootAfterPaint();
          html.pipe(body);
          pipe(html);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, onShellError rejects.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_AFTER_MS + 1000);
  });
}
