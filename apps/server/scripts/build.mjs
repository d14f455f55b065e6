// Compiles the server to JavaScript for `npm run serve` (no TypeScript at run time): one ES module per entry in
// dist/, with the workspace's own packages (@casino/*, TypeScript sources) bundled in and every npm dependency
// left to node_modules, as a production install provides them.
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
await rm(`${root}/dist`, { recursive: true, force: true });

/** Bare imports stay imports, except our own workspace packages, whose sources are compiled into the bundle. */
const dependenciesExternal = {
  name: "dependencies-external",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@casino/") ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: { main: "src/main.ts", migrate: "src/migrate.ts" },
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: true,
  chunkNames: "chunks/[name]-[hash]",
  logLevel: "warning",
  plugins: [dependenciesExternal],
});
process.stdout.write(`server built in ${Date.now() - started} ms → apps/server/dist\n`);
