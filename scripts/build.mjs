// Bundles the server into one ES module so `pnpm start` runs plain node (no TypeScript at run time).
import { build } from "esbuild";

await build({
  entryPoints: ["server/src/main.ts"],
  outfile: "server/dist/main.mjs",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  // CommonJS dependencies inside an ES module bundle still call require().
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
