import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** React Router's module script, which imports the app's entry and the page's route modules. */
const APP_SCRIPT = /<script([^>]*) type="module" async="">/;
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

/**
 * The page's code starts downloading once the page has painted (docs/decisions/0236-code-after-the-first-paint.md).
 * The server's HTML shows the whole page; on a phone's network the app's ~200 KB of modules, announced in the head,
 * used to share the connection with the stylesheet the first paint waits for. This stream rewrites the document as
 * it passes: the module preloads (`<link rel="modulepreload">`) leave the HTML, and React Router's module script,
 * which imports the app, becomes inert (`type="text/x-after-paint"`) with the preloads' URLs in `data-preloads`.
 * `BOOT_AFTER_PAINT` (in the page's HTML after it) runs it at the page's first contentful paint. Everything after
 * that script passes unchanged.
 */
export function bootAfterPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let carry = "";
  let booted = false;

  const withoutPreloads = (html: string) =>
    html.replace(PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return "";
    });
  /** The document up to and with the app's script rewritten, anything after it as it was. */
  const rewrite = (html: string) => {
    const app = APP_SCRIPT.exec(html);
    if (!app) return withoutPreloads(html);
    booted = true;
    const before = withoutPreloads(html.slice(0, app.index));
    const inert = `<script${app[1]} type="text/x-after-paint" data-preloads="${preloads.join(" ")}">`;
    return before + inert + html.slice(app.index + app[0].length);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + decoder.write(chunk);
      carry = "";
      if (booted) return done(null, text);
      // A tag cut by the chunk's end waits for the rest.
      const open = text.lastIndexOf("<");
      const cut = open > text.lastIndexOf(">") ? open : text.length;
      carry = text.slice(cut);
      done(null, rewrite(text.slice(0, cut)));
    },
    flush(done) {
      const rest = carry + decoder.end();
      done(null, booted ? rest : rewrite(rest));
    },
  });
}
