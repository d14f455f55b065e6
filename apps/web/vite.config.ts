import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** Libraries every page runs (React, the router, queries, translations, the contract's schemas). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|html-parse-stringify|void-elements|zod|clsx)[\\/]/;

/** The app's own shared rooms, on every page: the shell, the ui kit, lib, translations' code, the contract. */
const APP_CORE = /apps[\\/]web[\\/]app[\\/](lib|ui|i18n|shell)[\\/]|packages[\\/]contract[\\/]/;

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), languageChunks()],
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
            // The shell and what it is built from; each language's texts stay a chunk of their own (i18n/i18n.ts).
            { name: "app-core", test: (id) => APP_CORE.test(id) && !id.endsWith(".json"), priority: 10 },
          ],
        },
      },
    },
  },
});
