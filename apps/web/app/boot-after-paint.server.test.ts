import { describe, expect, it } from "vitest";
import { bootAfterPaint } from "./boot-after-paint.server";

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Vela — Über uns</title>',
  '<link rel="modulepreload" href="/assets/de-1.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js" nonce="n1"/>',
  '<link rel="stylesheet" href="/assets/entry.css"/></head><body><main>Spiele</main>',
  '<template data-lazy-part="chat"></template><link rel="modulepreload" href="/assets/chat-3.js"/>',
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">import "/assets/manifest.js"; import("/assets/entry.client-2.js");</script>',
  '<script nonce="n1">boot()</script><link rel="modulepreload" href="/assets/late-4.js"/></body></html>',
].join("");

const expected = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Vela — Über uns</title>',
  '<link rel="stylesheet" href="/assets/entry.css"/></head><body><main>Spiele</main>',
  '<template data-lazy-part="chat"></template>',
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="text/x-after-paint" data-preloads="/assets/de-1.js /assets/entry.client-2.js /assets/chat-3.js">',
  'import "/assets/manifest.js"; import("/assets/entry.client-2.js");</script>',
  // After the app's script the document passes unchanged.
  '<script nonce="n1">boot()</script><link rel="modulepreload" href="/assets/late-4.js"/></body></html>',
].join("");

async function through(chunks: Buffer[]): Promise<string> {
  const stream = bootAfterPaint();
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer | string) => out.push(Buffer.from(chunk)));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return Buffer.concat(out).toString("utf8");
}

describe("the page's code after the first paint (boot-after-paint.server.ts)", () => {
  it("takes the module preloads out and makes the app's module script inert, naming them", async () => {
    expect(await through([Buffer.from(page)])).toBe(expected);
  });

  it("does the same whatever byte the stream's chunks are cut at, inside a tag or a character", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      const output = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(output, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it("passes a document without the app's script (an error page's) with its preloads taken out", async () => {
    const html = '<html><head><link rel="modulepreload" href="/a.js"/></head><body>Oops</body></html>';
    expect(await through([Buffer.from(html)])).toBe("<html><head></head><body>Oops</body></html>");
  });
});
