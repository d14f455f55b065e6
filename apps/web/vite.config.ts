import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** Libraries every page runs (React, the router, queries, translations). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|html-parse-stringify|void-elements|clsx)[\\/]/;

/** The app's own code (not its translations' JSON, each language stays a chunk of its own: i18n/i18n.ts). */
const APP_CODE = /apps[\\/]web[\\/]app[\\/].*\.tsx?$/;

/**
 * The modules every page loads before it can hydrate: the client entry, the root route and the locale layout, and
 * what they import statically (not what they `import()` when asked: the modals, the chat, the menus of a signed-in
 * player). Only the app's own files are followed; packages are left to the chunker, which sees which of their
 * modules are really used (the contract is `sideEffects: false`).
 */
const SHELL_ENTRIES =
  /apps[\\/]web[\\/]app[\\/](entry\.client\.tsx|root\.tsx|routes[\\/]locale-layout\.tsx)$/;

/**
 * The `app-core` chunk: the shell's own modules and, with them, what they use
 * (docs/decisions/0215-initial-javascript-per-area.md). Matching whole folders (lib, ui, shell) put every module there into the chunk every page loads, with
 * everything those modules import: the lazily opened modals, the back office's contract schemas and the like.
 */
function appCore(): { plugin: Plugin; test: (id: string) => boolean } {
  const shell = new Set<string>();
  return {
    test: (id) => shell.has(id),
    plugin: {
      name: "vela-app-core",
      applyToEnvironment: (environment) => environment.name === "client",
      buildEnd() {
        shell.clear();
        const queue = [...this.getModuleIds()].filter((id) => SHELL_ENTRIES.test(id));
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (shell.has(id) || !APP_CODE.test(id)) continue;
          shell.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
  };
}
const core = appCore();

/** Where the browser build writes each language's chunk, for the server to announce with the page. */
const LANGUAGE_CHUNKS_FILE = "language-chunks.json";

/**
 * Writes `language-chunks.json` beside the browser build: each language tag → its catalogue chunk's URL. The server
 * puts the page's own as a modulepreload in the HTML, so the catalogue downloads beside the app's code instead of
 * after it (the client entry waits for it before hydrating; docs/decisions/0213-translations-per-language.md).
 */
function languageChunks(): Plugin {
  return {
    name: "vela-language-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const file of Object.values(bundle)) {
        const tag =
          file.type === "chunk"
            ? /[\\/]i18n[\\/](en|de|en-CA)\.json$/.exec(file.facadeModuleId ?? "")?.[1]
            : undefined;
        if (tag && file.type === "chunk") chunks[tag] = `/${file.fileName}`;
      }
      this.emitFile({ type: "asset", fileName: LANGUAGE_CHUNKS_FILE, source: JSON.stringify(chunks) });
    },
  };
}

/** Where the browser build writes each lazy part's files, for the server to announce with a page that shows it. */
const LAZY_PART_CHUNKS_FILE = "lazy-part-chunks.json";

/** The modules of the lazy parts the server renders (`shell/lazy-part.tsx`, whose table names the same modules). */
const LAZY_PARTS: Record<string, RegExp> = {
  "player-actions": /apps[\\/]web[\\/]app[\\/]shell[\\/]navigation[\\/]player-actions\.tsx$/,
  "chat-panel": /apps[\\/]web[\\/]app[\\/]shell[\\/]chat-panel\.tsx$/,
};

/**
 * Writes `lazy-part-chunks.json` beside the browser build: each lazy part's name → its chunk and the chunks it
 * imports. A page that shows the part announces them as modulepreloads, so they download beside the app's code: the
 * client entry waits for them before hydrating (docs/decisions/0222-first-press-and-lazy-parsing.md).
 */
function lazyPartChunks(): Plugin {
  return {
    name: "vela-lazy-part-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const files = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === "chunk" ? [[file.fileName, file] as const] : [],
        ),
      );
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of files.get(fileName)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const parts: Record<string, string[]> = {};
      for (const [name, module] of Object.entries(LAZY_PARTS)) {
        const chunk = [...files.values()].find((file) => module.test(file.facadeModuleId ?? ""));
        if (chunk) parts[name] = [...closure(chunk.fileName)].map((fileName) => `/${fileName}`);
      }
      this.emitFile({ type: "asset", fileName: LAZY_PART_CHUNKS_FILE, source: JSON.stringify(parts) });
    },
  };
}

/** What is worth compressing: text. Images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the browser build from 1 KB up, at the
 * highest levels (once, at build time), which the production server sends to a browser that accepts them
 * (`preCompressed` in apps/server/src/platform/http/web.ts). A phone on a mobile network fetched the app's code
 * uncompressed: 1.1 MB for /en/casino (docs/decisions/0227-compressed-responses.md).
 */
function precompressed(): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: "vela-precompressed",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      if (!options.dir) return;
      for (const file of walk(options.dir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), languageChunks(), lazyPartChunks(), core.plugin, precompressed()],
  // The contract package is TypeScript source shared with the server; Vite compiles it like app code.
  ssr: { noExternal: ["@casino/contract", "@casino/games", "@casino/sports"] },
  build: {
    target: "es2022",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 30 },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 20 },
            { name: "app-core", test: core.test, priority: 10 },
          ],
        },
      },
    },
  },
});
