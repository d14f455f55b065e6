import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The contract package is TypeScript source shared with the server; Vite compiles it like app code.
  ssr: { noExternal: ["@casino/contract", "@casino/games", "@casino/sports"] },
  build: { target: "es2022" },
});
