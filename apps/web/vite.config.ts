import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Libraries every page runs (React, the router, queries, translations, the contract's schemas). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|html-parse-stringify|void-elements|zod|clsx)[\\/]/;

/** The app's own shared rooms, on every page: the shell, the ui kit, lib, translations' code, the contract. */
const APP_CORE = /apps[\\/]web[\\/]app[\\/](lib|ui|i18n|shell)[\\/]|packages[\\/]contract[\\/]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
